import 'server-only'
import { createHmac } from 'node:crypto'
import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@domain/cache-tags'
import type { Locale } from '@domain/i18n/locales'
import { SEARCH_RESULTS_CACHE_SECONDS, searchIdentity } from '@domain/search/query'
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
 * One search's results, computed once per search (searchIdentity) for
 * SEARCH_RESULTS_CACHE_SECONDS and dropped with the index (the `search` tag). The entry is named
 * by a keyed hash of the words (HMAC with the server's secret), so no cache key holds them or a
 * plain hash of them that a dictionary could reverse.
 */
const cachedResults = (name: string, terms: string[], locale: Locale) =>
  unstable_cache(
    async () => rankSearch(await cachedIndex(), terms, locale),
    ['search-results', name],
    { tags: [CACHE_TAGS.search], revalidate: SEARCH_RESULTS_CACHE_SECONDS },
  )

/** A search's results, matched in memory over the cached index (docs/search.md). */
export async function getSearchResults(terms: string[], locale: Locale): Promise<SearchResults> {
  if (isBuildPhase()) return { total: 0, results: [] }
  const { secret } = await getPayloadClient()
  const name = createHmac('sha256', secret).update(searchIdentity(terms, locale)).digest('hex')
  return cachedResults(name, terms, locale)()
}
