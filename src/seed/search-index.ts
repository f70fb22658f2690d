import type { Payload, RequestContext } from 'payload'
import { SEARCHED, searchEntry } from '../../collections/Search/entry'

/**
 * Copied into each call: Payload keeps what a call adds to a context it was handed (the search
 * plugin's set of documents already indexed), so one shared object would skip later syncs.
 */
const context: RequestContext = { disableRevalidate: true }
type Doc = Parameters<typeof searchEntry>[1]

/**
 * Fills an empty search index from every published page, story, crisis line and report: a site
 * that had content before the search existed gets its index on its next start (a new site's
 * seeded documents were indexed as they were created). Returns how many rows were written.
 */
export async function fillEmptySearchIndex(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'search', overrideAccess: true })
  if (totalDocs) return 0
  let written = 0
  for (const collection of SEARCHED) {
    const read = (locale: 'en' | 'es') =>
      payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        locale,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    const [en, es] = await Promise.all([read('en'), read('es')])
    const spanish = new Map(es.docs.map((d) => [d.id, d]))
    for (const doc of en.docs) {
      await payload.create({
        collection: 'search',
        data: {
          ...searchEntry(
            collection,
            doc as unknown as Doc,
            (spanish.get(doc.id) ?? doc) as unknown as Doc,
          ),
          doc: { relationTo: collection, value: doc.id },
        },
        overrideAccess: true,
        context: { ...context },
      })
      written++
    }
  }
  return written
}
