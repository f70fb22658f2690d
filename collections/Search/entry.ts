import { DEFAULT_LOCALE, LOCALES } from '@domain/i18n/locales'
import { normalizeForSearch, plainTextOf } from '@domain/search/text'
import { pathForSlug } from '@domain/site'
import { storyPath } from '@domain/stories'
import { eventPath } from '@domain/events/paths'

/** The collections visitors search, and what a result of each is called. */
export const SEARCHED = ['pages', 'stories', 'crisis-resources', 'reports', 'events'] as const
export type Searched = (typeof SEARCHED)[number]

type Doc = Record<string, unknown> & { id: number | string }
type Locales = readonly string[]

/** The address of a result in the default language (the site adds the visitor's prefix). */
function pathOf(collection: Searched, doc: Doc): string {
  if (collection === 'pages') return pathForSlug(String(doc.slug ?? 'home'))
  if (collection === 'stories') return storyPath(String(doc.slug))
  if (collection === 'crisis-resources') return `/crisis#crisis-line-${doc.id}`
  if (collection === 'events') return eventPath(String(doc.slug))
  return doc.kind === 'annual-report' ? '/annual-reports' : '/financial-transparency'
}

/** A document's title in one language. */
const titleOf = (collection: Searched, doc: Doc): string =>
  String((collection === 'crisis-resources' ? doc.name : doc.title) ?? '')

/** The words searched besides the title: everything a visitor reads of it. */
function textOf(collection: Searched, doc: Doc): string {
  const seo = (doc.seo ?? {}) as Doc
  if (collection === 'pages')
    return plainTextOf({ intro: doc.intro, layout: doc.layout, description: seo.description })
  if (collection === 'stories')
    return plainTextOf({ summary: doc.summary, body: doc.body, name: doc.authorName })
  if (collection === 'crisis-resources')
    return plainTextOf({
      description: doc.description,
      textInstructions: doc.textInstructions,
      callInstructions: doc.callInstructions,
      hoursNote: doc.hoursNote,
      text: [doc.specialization].flat().map((tag) => String(tag ?? '').replace(/-/g, ' ')),
    })
  if (collection === 'events') {
    // What its page says of it; never the join link (team-only) or the address of the room.
    const venue = (doc.venue ?? {}) as Doc
    return plainTextOf({
      summary: doc.summary,
      body: doc.body,
      text: [doc.audience, venue.name, doc.organiser].map((words) => String(words ?? '')),
    })
  }
  return plainTextOf({ summary: doc.summary, text: String(doc.year ?? '') })
}

/**
 * One language of a document read with `locale: 'all'`: every localized value (an object keyed
 * by `locales`) is that language's, or the default language's where it has none (missing, null
 * or empty text, as Payload's fallback reads it; other empty values are never words).
 */
function inLocale(value: unknown, locale: string, locales: Locales): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale, locales))
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  if (keys.length > 0 && keys.every((k) => locales.includes(k)))
    return inLocale(record[locale] || record[DEFAULT_LOCALE], locale, locales)
  return Object.fromEntries(keys.map((k) => [k, inLocale(record[k], locale, locales)]))
}

/**
 * The search index's row of a published document read with `locale: 'all'`: for every one of
 * `locales`, its title and text (the default language's where it has none) and their normalized
 * words, which the search compares (domain/search/rank.ts).
 */
export function searchEntry(collection: Searched, doc: object, locales: Locales = LOCALES) {
  const fallback = inLocale(doc, DEFAULT_LOCALE, locales) as Doc
  const defaultTitle = titleOf(collection, fallback)
  const defaultText = textOf(collection, fallback)
  return {
    title: defaultTitle,
    kind: collection,
    path: pathOf(collection, fallback),
    languages: locales.map((locale) => {
      const own = locale === DEFAULT_LOCALE ? fallback : (inLocale(doc, locale, locales) as Doc)
      const title = titleOf(collection, own) || defaultTitle
      const text = textOf(collection, own) || defaultText
      return { locale, title, text, match: normalizeForSearch(`${title} ${text}`) }
    }),
  }
}
