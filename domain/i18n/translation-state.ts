/**
 * Whether a visitor of another language than the default (English) sees a page in their
 * language: the truth the site's "not yet translated" notice, the dashboard and the admin's
 * translation banner all tell. Below, "English" is the default language and "the translation"
 * the page's words in the other language (Spanish at /es, or any language of the list).
 *
 * A page's title, intro and layout are per language; a language without its own value shows the
 * English one. A page is translated only when all three hold:
 *  1. it has a title of its own in the language;
 *  2. it has a layout of its own in the language (at least one block) — without one, the
 *     language's address shows the English body;
 *  3. none of its passages is still the English text: after "Copy the English into …" the
 *     translated layout is a copy of the English one, so a passage of three words or more that
 *     reads exactly as one of the English page's passages is counted as not yet translated.
 *     Shorter passages (names such as "Trevor Project", numbers, "FAQ") are often the same in
 *     both languages and are not counted.
 */
import { DEFAULT_LANGUAGE, languageByCode } from './languages.mjs'

/** Read without falling back to English: a language's own values, or null/empty. */
export type PageWords = {
  title?: string | null
  intro?: string | null
  layout?: unknown[] | null
}

/**
 * A story's words in the same shape as a page's: its headline is the title, its summary the
 * intro, and its body the layout (none when it has no body of its own in that language); its
 * picture comes first, so the pictures it shows are counted as a page's are.
 */
export type StoryWords = {
  title?: string | null
  summary?: string | null
  body?: unknown
  image?: unknown
}
export const storyWords = (story: StoryWords): PageWords => ({
  title: story.title,
  intro: story.summary,
  layout: story.body ? [...(story.image ? [{ image: story.image }] : []), story.body] : [],
})

export type TranslationReason = 'no-title' | 'no-layout' | 'english-passages'

/** A picture on the page without a description in the language: its id and its English one. */
export type UndescribedImage = { id: number | string; alt: string }

export type TranslationState = {
  /** The page's words are in the language (its pictures' descriptions are counted apart, below). */
  translated: boolean
  /** Why not, in order of what to do first; empty when translated. */
  reasons: TranslationReason[]
  /** The passages that still read as the English page (at most 5, for the editor to find them). */
  englishPassages: string[]
  /** How many passages still read as the English page. */
  englishPassageCount: number
  /**
   * Pictures shown on the page in the language whose description (alt text) has no translation
   * yet: screen readers read the English one there. At most 5; `undescribedImageCount` counts them all.
   */
  undescribedImages: UndescribedImage[]
  undescribedImageCount: number
}

/** Keys whose strings are never read by a visitor as prose: ids, types, addresses, options. */
const NON_PROSE_KEYS = new Set([
  'id',
  'blockType',
  'blockName',
  'anchorId',
  'href',
  'url',
  'newTab',
  'linkType',
  'style',
  'icon',
  'kinds',
  'form',
  'image',
  'external',
  'relationTo',
  'doc',
  'format',
  'direction',
  'mode',
  'type',
  'tag',
  'listType',
  'version',
  'textFormat',
  'textStyle',
  'indent',
  'detail',
  'value',
])

const looksLikeAddress = (s: string) => /^(\/|#|https?:|mailto:|tel:)/i.test(s.trim())

/** Every visitor-readable string of a layout (block texts and rich-text words), in order. */
export function passagesOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, ' ').trim()
    if (text && !looksLikeAddress(text)) out.push(text)
  } else if (Array.isArray(value)) {
    for (const item of value) passagesOf(item, out)
  } else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    // A Lexical text node: its words are in `text`; its other keys are formatting.
    if (node.type === 'text' && typeof node.text === 'string') {
      passagesOf(node.text, out)
      return out
    }
    for (const [key, child] of Object.entries(node)) {
      if (NON_PROSE_KEYS.has(key)) continue
      passagesOf(child, out)
    }
  }
  return out
}

/**
 * The pictures a layout shows, in order, each once: upload fields named `image` (a hero's) and
 * pictures inside rich text (Lexical `upload` nodes of the media collection), as ids.
 */
export function imagesOf(value: unknown, out: (number | string)[] = []): (number | string)[] {
  const add = (ref: unknown) => {
    const id = ref && typeof ref === 'object' ? (ref as { id?: unknown }).id : ref
    if ((typeof id === 'number' || typeof id === 'string') && id !== '' && !out.includes(id))
      out.push(id)
  }
  if (Array.isArray(value)) for (const item of value) imagesOf(item, out)
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    if (node.type === 'upload' && node.relationTo === 'media') add(node.value)
    for (const [key, child] of Object.entries(node)) {
      if (key === 'image') add(child)
      else if (child && typeof child === 'object') imagesOf(child, out)
    }
  }
  return out
}

/** The layout a visitor of the language sees: the page's own in it, else the English one. */
export const layoutShown = (english: PageWords, translation: PageWords): unknown[] =>
  (Array.isArray(translation.layout) && translation.layout.length > 0
    ? translation.layout
    : english.layout) ?? []

/** Passages of three words or more are counted; shorter ones are often names. */
export const MIN_PASSAGE_WORDS = 3
const wordCount = (s: string) => s.split(' ').filter((w) => /\p{L}/u.test(w)).length
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()

export function translationState(
  english: PageWords,
  translation: PageWords,
  undescribedImages: UndescribedImage[] = [],
): TranslationState {
  const reasons: TranslationReason[] = []
  if (!translation.title?.trim()) reasons.push('no-title')
  const ownLayout = Array.isArray(translation.layout) && translation.layout.length > 0
  if (!ownLayout) reasons.push('no-layout')

  const englishPassages = new Set(
    [english.title, english.intro, ...passagesOf(english.layout ?? [])]
      .filter((s): s is string => typeof s === 'string')
      .map(normalise)
      .filter((s) => wordCount(s) >= MIN_PASSAGE_WORDS),
  )
  const stillEnglish = [
    translation.title,
    translation.intro,
    ...(ownLayout ? passagesOf(translation.layout) : []),
  ]
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => englishPassages.has(normalise(s)))
  if (stillEnglish.length > 0) reasons.push('english-passages')

  return {
    translated: reasons.length === 0,
    reasons,
    englishPassages: stillEnglish.slice(0, 5),
    englishPassageCount: stillEnglish.length,
    undescribedImages: undescribedImages.slice(0, 5),
    undescribedImageCount: undescribedImages.length,
  }
}

/** Site settings as read in a language without falling back: the words that are per language. */
export type SettingsWords = {
  nonprofitStatement?: string | null
  footerColumns?: { title?: string | null; links?: { label?: string | null }[] | null }[] | null
}

/** Whether the settings have their words in the language: the statement and the footer's. */
export const settingsTranslated = (settings: SettingsWords): boolean =>
  Boolean(settings.nonprofitStatement) &&
  (settings.footerColumns ?? []).every(
    (column) => column.title && (column.links ?? []).every((link) => link.label),
  )

/** "1 picture has" / "3 pictures have": for the sentences about missing descriptions. */
export const picturesHave = (n: number) => (n === 1 ? '1 picture has' : `${n} pictures have`)

/** The English name of a language of the list, for the admin's words ("Spanish"). */
export const languageName = (locale: string): string =>
  languageByCode(locale)?.englishName ?? locale

/** One sentence for editors: what a visitor of `locale` sees, and why. */
export function describeTranslationState(state: TranslationState, locale: string): string {
  const name = languageName(locale)
  const base = DEFAULT_LANGUAGE.englishName
  if (state.translated && state.undescribedImageCount > 0)
    return `${name} visitors see this page in ${name}, but ${picturesHave(state.undescribedImageCount)} no ${name} description yet.`
  if (state.translated) return `${name} visitors see this page in ${name}.`
  if (state.reasons.includes('no-layout'))
    return `${name} visitors see this page in ${base}: it has no ${name} content yet.`
  if (state.reasons.includes('no-title'))
    return `${name} visitors see this page in ${base}: it has no ${name} title yet.`
  const n = state.englishPassageCount
  return `${name} visitors still see ${base}: ${n} ${n === 1 ? 'passage is' : 'passages are'} still the ${base} text.`
}
