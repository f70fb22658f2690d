import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload'
import { invalidateServerCaches } from '@domain/process-bridge.mjs'
import { afterCommit } from './after-commit'

/**
 * On-demand revalidation: a change in the admin refreshes the cached reads and pages that
 * declared the tag. Skipped when the change comes from a script (seed, migrations) that sets
 * `context.disableRevalidate`, because `revalidateTag` only works inside the Next server. Also
 * called from a job or another server-side task that is not a save (see
 * collections/CrisisResources/outages.ts: the crisis pages when an unavailable time starts or ends).
 */
export function revalidateTags(tags: string[], req: PayloadRequest) {
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

type TagsFor<T> = (doc: T) => string[]

const isPublished = (doc: unknown) => (doc as { _status?: unknown } | null)?._status === 'published'

/**
 * Whether a save wrote the row visitors are served from. Not when a document with drafts is
 * saved as a draft (an autosave every 800 ms while an editor types, or "Save draft"): Payload
 * writes only a new version then, visitors keep the published document, and drafts are read
 * uncached, for preview only. Measured before: each autosave of a published story refreshed the
 * stories, its page, the menus, the settings and every page. A save whose result is a draft and
 * that did write the row (unpublishing) is told apart by the row's `updatedAt`, which only a
 * save of the row sets to the result's.
 */
async function wroteLiveRow(
  collection: SanitizedCollectionConfig,
  doc: { id?: number | string; updatedAt?: unknown },
  req: PayloadRequest,
): Promise<boolean> {
  if (!collection.versions?.drafts || isPublished(doc) || doc.id === undefined) return true
  const { docs } = await req.payload.find({
    collection: collection.slug,
    where: { id: { equals: doc.id } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { updatedAt: true } as never,
    overrideAccess: true,
    req,
  })
  return (docs[0] as { updatedAt?: unknown } | undefined)?.updatedAt === doc.updatedAt
}

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
    afterChange: async ({ collection, doc, previousDoc, req }) => {
      if (!(await wroteLiveRow(collection, doc, req))) return doc
      // Published, or a draft that wrote the live row (unpublished): links to it change.
      const tags = new Set([
        ...tagsFor(doc as T),
        ...(previousDoc ? tagsFor(previousDoc as T) : []),
        ...(collection.versions?.drafts || isPublished(previousDoc) ? linkedFrom : []),
      ])
      await revalidateTags([...tags], req)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await revalidateTags([...new Set([...tagsFor(doc as T), ...linkedFrom])], req)
      return doc
    },
  }
}

export function revalidateGlobal(tags: string[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await revalidateTags(tags, req)
    return doc
  }
}
