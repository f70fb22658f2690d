import { normalizeForSearch, plainTextOf } from '@domain/search/text'
import { pathForSlug } from '@domain/site'
import { storyPath } from '@domain/stories'

/** The collections visitors search, and what a result of each is called. */
export const SEARCHED = ['pages', 'stories', 'crisis-resources', 'reports'] as const
export type Searched = (typeof SEARCHED)[number]

type Doc = Record<string, unknown> & { id: number | string }

/** The English address of a result (the site adds /es for Spanish visitors). */
function pathOf(collection: Searched, doc: Doc): string {
  if (collection === 'pages') return pathForSlug(String(doc.slug ?? 'home'))
  if (collection === 'stories') return storyPath(String(doc.slug))
  if (collection === 'crisis-resources') return `/crisis#crisis-line-${doc.id}`
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
  return plainTextOf({ summary: doc.summary, text: String(doc.year ?? '') })
}

/**
 * One language of a document read with `locale: 'all'`: every localized value ({ en, es }) is
 * that language's, or the English where it has none.
 */
export function inLocale(value: unknown, locale: 'en' | 'es'): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale))
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  if (keys.length > 0 && keys.every((k) => k === 'en' || k === 'es'))
    return inLocale(record[locale] ?? record.en, locale)
  return Object.fromEntries(keys.map((k) => [k, inLocale(record[k], locale)]))
}

/**
 * The search index's row of a published document, from its English and Spanish reads (the
 * Spanish falls back to the English where it has none): titles and text in both languages, and
 * their normalized words, which the search compares (src/lib/cms/search.ts).
 */
export function searchEntry(collection: Searched, en: Doc, es: Doc) {
  const titleEn = titleOf(collection, en)
  const titleEs = titleOf(collection, es) || titleEn
  const textEn = textOf(collection, en)
  const textEs = textOf(collection, es) || textEn
  return {
    title: titleEn,
    kind: collection,
    path: pathOf(collection, en),
    titleEs,
    textEn,
    textEs,
    matchEn: normalizeForSearch(`${titleEn} ${textEn}`),
    matchEs: normalizeForSearch(`${titleEs} ${textEs}`),
  }
}
