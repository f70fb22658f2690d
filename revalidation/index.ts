import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { invalidateServerCaches } from '@domain/process-bridge.mjs'
import { afterCommit } from './after-commit'

/**
 * On-demand revalidation: a change in the admin refreshes the cached reads and pages that
 * declared the tag. Skipped when the change comes from a script (seed, migrations) that sets
 * `context.disableRevalidate`, because `revalidateTag` only works inside the Next server.
 */
function revalidate(tags: string[], req: PayloadRequest) {
  if (req.context.disableRevalidate) return
  // After the commit: a visitor's render before it would cache the old content again.
  return afterCommit(req, () => refresh(tags, (m) => req.payload.logger.warn(m)))
}

async function refresh(tags: string[], log: (msg: string) => void) {
  // server.mjs's own caches (public API reads, the page micro cache) live outside Next.
  invalidateServerCaches(tags)
  // Outside the Next server (integration tests, scripts) there is no Next cache to refresh, and
  // `revalidateTag` would only throw; Next's bundler sets NEXT_RUNTIME in the server's code.
  if (!process.env.NEXT_RUNTIME) return
  try {
    const { revalidateTag } = await import('next/cache')
    // `expire: 0`: the next visit renders the new content instead of being served the old page
    // while it refreshes in the background (the 'max' profile), so an editor sees the change.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (err) {
    log(`revalidate ${tags.join(', ')} skipped: ${(err as Error).message}`)
  }
}

/**
 * Refreshes `tags` from a job or another server-side task that is not a save (see
 * collections/CrisisResources/outages.ts: the crisis pages when an unavailable time starts or ends).
 */
export const revalidateTags = (tags: string[], req: PayloadRequest) => revalidate(tags, req)

type TagsFor<T> = (doc: T) => string[]

const isPublished = (doc: unknown) => (doc as { _status?: unknown } | null)?._status === 'published'

/**
 * Hooks that refresh `tagsFor` the document (before and after the change). With `linkedFrom`, a
 * document others link to (a page, a story) also refreshes those reads when visitors' view of
 * it changes: when it is published (first, again, or under a new address), unpublished or
 * deleted. A draft's save leaves them alone: the links show the published document only.
 */
export function revalidateCollection<T = Record<string, unknown>>(
  tagsFor: TagsFor<T>,
  { linkedFrom = [] }: { linkedFrom?: readonly string[] } = {},
): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: async ({ doc, previousDoc, req }) => {
      const tags = new Set([
        ...tagsFor(doc as T),
        ...(previousDoc ? tagsFor(previousDoc as T) : []),
        ...(isPublished(doc) || isPublished(previousDoc) ? linkedFrom : []),
      ])
      await revalidate([...tags], req)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await revalidate([...new Set([...tagsFor(doc as T), ...linkedFrom])], req)
      return doc
    },
  }
}

export function revalidateGlobal(tags: string[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await revalidate(tags, req)
    return doc
  }
}
