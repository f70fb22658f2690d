/**
 * What a visitor searched for: the `q` of /search, as Next parsed it. Private by design: the
 * words are never logged, stored or sent anywhere (docs/search.md).
 */
import { normalizeForSearch } from './text'

export const MAX_QUERY_LENGTH = 100
export const MAX_TERMS = 8
/** Results listed, best first. */
export const MAX_RESULTS = 30
/**
 * How long a search's results are reused for the same words (src/lib/cms/search.ts); an edit
 * of the index drops them at once (the `search` tag).
 */
export const SEARCH_RESULTS_CACHE_SECONDS = 60

export type SearchQuery = {
  /** The words as shown back to the visitor (trimmed, at most 100 characters). */
  text: string
  /** Normalized words, each compared with the documents' normalized text. */
  terms: string[]
}

/** The query of `?q=`: the first value when repeated; null when there are no words in it. */
export function searchQuery(q: string | string[] | undefined): SearchQuery | null {
  const raw = Array.isArray(q) ? q[0] : q
  if (typeof raw !== 'string') return null
  const text = raw
    // eslint-disable-next-line no-control-regex -- control characters are never words
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
  const terms = [...new Set(normalizeForSearch(text).split(' ').filter(Boolean))].slice(
    0,
    MAX_TERMS,
  )
  return terms.length ? { text, terms } : null
}

/**
 * What makes two searches the same search: their normalized words (case, accents, Unicode
 * compatibility forms, punctuation and spacing already folded by `searchQuery`), in any order
 * (the ranking and the excerpt do not depend on it), and the language. `Ｔｒａｎｓ  youth!` and
 * `youth trans` are one search. The words are in it: it is hashed before it names a cache entry.
 */
export function searchIdentity(terms: readonly string[], locale: string): string {
  const words = [...new Set(terms.map((t) => t.normalize('NFKC')))].sort()
  return `${locale}\u0000${words.join(' ')}`
}
