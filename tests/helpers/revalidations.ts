import { setInvalidateHook } from '@domain/process-bridge.mjs'

/**
 * The cache tags the revalidation hooks refresh, as the production server hears them
 * (server.mjs installs the same hook; `revalidateTag` gets the same tags inside Next). Only one
 * recorder at a time: `stop` removes it.
 */
export function recordRevalidations() {
  let seen: string[] = []
  setInvalidateHook((tags) => seen.push(...tags))
  return {
    /** The tags refreshed since the last call. */
    take(): string[] {
      const taken = [...new Set(seen)]
      seen = []
      return taken
    },
    stop: () => setInvalidateHook(undefined),
  }
}
