import type { Payload } from 'payload'
import { SEARCHED, searchEntry } from '../../collections/Search/entry'
import { seedWrite } from './write'

/**
 * Fills an empty search index from every published page, story, crisis line, report and event: a site
 * that had content before the search existed gets its index on its next start (a new site's
 * seeded documents were indexed as they were created). Returns how many rows were written.
 */
export async function fillEmptySearchIndex(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'search', overrideAccess: true })
  if (totalDocs) return 0
  let written = 0
  for (const collection of SEARCHED) {
    const { docs } = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) {
      await payload.create({
        collection: 'search',
        data: {
          ...searchEntry(collection, doc),
          doc: { relationTo: collection, value: doc.id },
        },
        ...seedWrite(),
      })
      written++
    }
  }
  return written
}
