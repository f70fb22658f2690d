import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { LOCALES, toLocalePath } from '@domain/i18n/locales'
import { fromPathReason, normalizeFromPath } from '@domain/redirects'

type Renamable = 'pages' | 'stories' | 'events'
type Published = { id?: number; slug?: string | null; _status?: string | null }

const contextKey = (collection: Renamable, id: unknown) => `publishedAt:${collection}:${id}`

/**
 * Renaming a published page or story keeps its old address working: when a publish moves it, the
 * old address becomes a redirect to the document itself (its address follows later renames, so
 * A → B → C sends A and B to C in one hop). Its new address is never a redirect to itself: renaming
 * back (A → B → A) deletes the redirect from A, leaving B → A. Drafts never touch the published
 * document, so the address it had is read before the publish and compared after it.
 */
export function renameRedirects(
  collection: Renamable,
  pathOf: (slug: string) => string,
): { beforeChange: CollectionBeforeChangeHook; afterChange: CollectionAfterChangeHook } {
  return {
    beforeChange: async ({ data, operation, originalDoc, req }) => {
      const id = (originalDoc as Published | undefined)?.id
      if (operation !== 'update' || (data as Published)._status !== 'published' || !id) return data
      const live = (await req.payload.findByID({
        collection,
        id,
        depth: 0,
        draft: false,
        overrideAccess: true,
        disableErrors: true,
        req,
        select: { slug: true, _status: true },
      })) as Published | null
      if (live?._status === 'published' && live.slug)
        req.context[contextKey(collection, id)] = live.slug
      return data
    },
    afterChange: async ({ doc, req }) => {
      const { id, slug, _status } = doc as Published
      const key = contextKey(collection, id)
      const old = req.context[key]
      delete req.context[key]
      if (typeof old !== 'string' || _status !== 'published' || !slug || old === slug) return doc
      // Back at an address it had (a rename undone): the redirect from there to itself goes, in
      // every language, so no redirect ever leads from where the document lives to itself.
      const live = LOCALES.map((locale) => normalizeFromPath(toLocalePath(pathOf(slug), locale)))
      const { docs: selfRedirects } = await req.payload.find({
        collection: 'redirects',
        where: { from: { in: live } },
        depth: 0,
        limit: live.length,
        overrideAccess: true,
        req,
      })
      for (const row of selfRedirects) {
        const ref = row.to?.type === 'reference' ? row.to.reference : null
        if (ref?.relationTo === collection && ref.value === id)
          await req.payload.delete({
            collection: 'redirects',
            id: row.id,
            overrideAccess: true,
            req,
          })
      }
      const from = normalizeFromPath(pathOf(old))
      // The front page and the site's fixed parts are never redirected.
      if (fromPathReason(from)) return doc
      const data = {
        from,
        to: { type: 'reference' as const, reference: { relationTo: collection, value: id! } },
      }
      const { docs } = await req.payload.find({
        collection: 'redirects',
        where: { from: { equals: from } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (docs[0])
        await req.payload.update({
          collection: 'redirects',
          id: docs[0].id,
          data,
          overrideAccess: true,
          req,
        })
      else await req.payload.create({ collection: 'redirects', data, overrideAccess: true, req })
      return doc
    },
  }
}
