import 'server-only'
import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@domain/cache-tags'
import type { Locale } from '@domain/i18n/locales'
import { rankSearch, type SearchResults } from '@domain/search/rank'
import { getPayloadClient, isBuildPhase } from './index'
import { readSearchIndex } from './search-queries'

export type { SearchResult, SearchResults } from '@domain/search/rank'

/** The index, cached under the tag `search` (every change of the index revalidates it). */
const cachedIndex = unstable_cache(
  async () => readSearchIndex(await getPayloadClient()),
  ['search-index'],
  { tags: [CACHE_TAGS.search] },
)

/**
 * A search's results, matched in memory over the cached index: the words are in no cache key,
 * query or log (docs/search.md).
 */
export async function getSearchResults(terms: string[], locale: Locale): Promise<SearchResults> {
  if (isBuildPhase()) return { total: 0, results: [] }
  return rankSearch(await cachedIndex(), terms, locale)
}
