import type { Payload } from 'payload'
import type { IndexRow } from '@domain/search/rank'

/**
 * The whole search index, as a visitor's read (`overrideAccess: false`): it only ever holds
 * published documents. A search is then matched in memory (domain/search/rank.ts), so its words
 * reach no query, log or cache key.
 */
export async function readSearchIndex(payload: Payload): Promise<IndexRow[]> {
  const { docs } = await payload.find({
    collection: 'search',
    limit: 5000,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: {
      title: true,
      languages: true,
      path: true,
      kind: true,
      priority: true,
    },
  })
  return docs
}
