import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from '@domain/constants'

/** A lazily loaded script chunk failed to load — usually a new deploy replaced the old files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  )
}

/**
 * Reload the page to fetch the current chunks — once: if a reload already happened for a chunk
 * failure within the guard window, returns false so the caller shows its fallback instead of
 * reloading in a loop.
 */
export function reloadOnceForChunkError(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0)
    if (now - last < CHUNK_RELOAD_GUARD_MS) return false
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    // Without sessionStorage a guard can't be kept; showing the fallback is the safe choice.
    return false
  }
  window.location.reload()
  return true
}
