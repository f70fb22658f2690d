/**
 * Matching and ranking a search in memory, over the whole index (a few hundred rows): the words
 * never leave the request, and no query reaches the database.
 */
import type { Search } from '../../src/payload-types'
import { DEFAULT_LOCALE, type Locale, toLocalePath } from '../i18n/locales'
import { MAX_RESULTS } from './query'
import { excerptOf, normalizeForSearch } from './text'

/** A row of the index: the entry's default title and address, and its words per language. */
export type IndexRow = Pick<Search, 'title' | 'languages' | 'path' | 'kind' | 'priority'>

export type SearchResult = {
  title: string
  /** The address in the visitor's language. */
  path: string
  excerpt: string
  kind: 'pages' | 'stories' | 'crisis-resources' | 'reports' | 'events'
}

export type SearchResults = { total: number; results: SearchResult[] }

/**
 * The rows whose words (in the visitor's language) hold every one of `terms`, each as the start
 * of a word ("trans" finds "Trans Lifeline" and "transparency", never "ans"). Title matches
 * first, then the index's priority (crisis lines, pages, events, then stories and reports), then by
 * title; at most MAX_RESULTS listed.
 */
export function rankSearch(rows: IndexRow[], terms: string[], locale: Locale): SearchResults {
  const hits = rows
    .map((row) => {
      // A row indexed before its language existed is read in the default language.
      const language =
        row.languages?.find((l) => l.locale === locale) ??
        row.languages?.find((l) => l.locale === DEFAULT_LOCALE)
      const words = ` ${language?.match ?? ''}`
      if (!terms.every((t) => words.includes(` ${t}`))) return null
      const title = language?.title || row.title || ''
      const titleWords = ` ${normalizeForSearch(title)}`
      const inTitle = terms.filter((t) => titleWords.includes(` ${t}`)).length
      return { row, title, language, score: inTitle === terms.length ? 2 : inTitle > 0 ? 1 : 0 }
    })
    .filter((hit) => hit !== null)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.row.priority ?? 0) - (a.row.priority ?? 0) ||
        a.title.localeCompare(b.title),
    )
  return {
    total: hits.length,
    results: hits.slice(0, MAX_RESULTS).map(({ row, title, language }) => ({
      title,
      path: toLocalePath(row.path ?? '/', locale),
      excerpt: excerptOf(language?.text ?? '', terms),
      kind: (row.kind ?? 'pages') as SearchResult['kind'],
    })),
  }
}
