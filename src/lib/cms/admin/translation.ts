import 'server-only'
import type { Payload, PayloadRequest, Where } from 'payload'
import { DEFAULT_LOCALE, LOCALES, type Locale, toLocalePath } from '@domain/i18n/locales'
import {
  describeTranslationState,
  imagesOf,
  languageName,
  layoutShown,
  type PageWords,
  picturesHave,
  settingsTranslated,
  storyWords,
  type StoryWords,
  type TranslationState,
  translationState,
  type UndescribedImage,
} from '@domain/i18n/translation-state'

/**
 * What is not yet translated into each language of the list but the default, for the dashboard
 * and the page edit screen. Each read runs with the signed-in member's own access
 * (`overrideAccess: false`, `user`), so a screen never shows what the member could not open.
 */
type User = NonNullable<PayloadRequest['user']>

/** The languages a page can be translated into: every one of the list but the default. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/** A document's edit screen in a language. */
const editHref = (collection: string, id: number | string, locale: Locale) =>
  `/admin/collections/${collection}/${id}?locale=${locale}`

export type UntranslatedPage = {
  id: number | string
  /** The language it is not yet translated into. */
  locale: Locale
  /** The page's English title (latest draft). */
  title: string
  /** The page's unprefixed path, e.g. "/about" (the language's is under its prefix). */
  path: string
  /** The page's edit screen in the language. */
  href: string
  /** What a visitor of the language sees now (the published page); null when never published. */
  live: TranslationState | null
  /** The latest draft's words in the language, which the next publish puts live. */
  draft: TranslationState
  /** One sentence for the dashboard: what is missing and what to do. */
  summary: string
}

const pagePath = (slug: string | null | undefined) => (!slug || slug === 'home' ? '/' : `/${slug}`)

const complete = (state: TranslationState | null) =>
  !state || (state.translated && state.undescribedImageCount === 0)

function untranslatedSummary(
  live: TranslationState | null,
  draft: TranslationState,
  locale: Locale,
): string {
  const name = languageName(locale)
  if (live && !live.translated && draft.translated)
    return `${name} is ready in the draft: publish the page to show it on ${toLocalePath('/', locale)}.`
  if (draft.reasons.includes('no-layout')) return `No ${name} content yet.`
  const n = draft.englishPassageCount
  if (n > 0)
    return `Started: ${n} ${n === 1 ? 'passage is' : 'passages are'} still in ${languageName(DEFAULT_LOCALE)}.`
  if (draft.reasons.includes('no-title')) return `No ${name} title yet.`
  if (draft.undescribedImageCount > 0)
    return `${picturesHave(draft.undescribedImageCount)} no ${name} description yet.`
  return describeTranslationState(draft, locale)
}

type Doc = { id: number | string; slug?: string | null; title?: string | null }
export type TranslatedCollection = 'pages' | 'stories' | 'events'

const STORY_WORDS = {
  select: { title: true, summary: true, body: true, image: true, slug: true, _status: true },
  words: (doc: Doc): PageWords => storyWords(doc as StoryWords),
} as const

/** What each collection's translation is read from, as a page's words (title, intro, layout). */
const WORDS = {
  pages: {
    select: { title: true, intro: true, layout: true, slug: true, _status: true },
    words: (doc: Doc): PageWords => doc as PageWords,
  },
  stories: STORY_WORDS,
  // An event's words are a story's: its title, summary, body and picture.
  events: STORY_WORDS,
} as const

/** Pictures among `ids` without a description of their own in `locale`, by id. */
async function undescribedImages(
  payload: Payload,
  user: User,
  ids: (number | string)[],
  locale: Locale,
): Promise<Map<string, UndescribedImage>> {
  if (ids.length === 0) return new Map()
  const base = {
    collection: 'media' as const,
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    user,
    select: { alt: true },
  } as const
  const [english, translated] = await Promise.all([
    payload.find({ ...base, locale: DEFAULT_LOCALE }),
    payload.find({ ...base, locale, fallbackLocale: false }),
  ])
  const described = new Set(translated.docs.filter((d) => d.alt?.trim()).map((d) => String(d.id)))
  return new Map(
    english.docs
      .filter((d) => !described.has(String(d.id)))
      .map((d) => [String(d.id), { id: d.id, alt: d.alt ?? '' }]),
  )
}

/**
 * Every page or story matching `where` as its latest draft (`draft`) and as published (`live`,
 * when it is), each with what a visitor of `locale` sees of it: its words and its pictures'
 * descriptions.
 */
async function readStates(
  payload: Payload,
  user: User,
  collection: TranslatedCollection,
  locale: Locale,
  where?: Where,
) {
  const { select, words } = WORDS[collection]
  const base = {
    collection,
    depth: 0,
    limit: 500,
    overrideAccess: false,
    user,
    pagination: false,
    select,
  } as const
  const published: Where = { _status: { equals: 'published' } }
  const live: Where = where ? { and: [where, published] } : published
  const own = { locale, fallbackLocale: false } as const
  const [draftEn, draftOwn, liveEn, liveOwn] = (await Promise.all([
    payload.find({ ...base, where, draft: true, locale: DEFAULT_LOCALE }),
    payload.find({ ...base, where, draft: true, ...own }),
    payload.find({ ...base, where: live, draft: false, locale: DEFAULT_LOCALE }),
    payload.find({ ...base, where: live, draft: false, ...own }),
  ]).then((results) => results.map((r) => r.docs))) as unknown as Doc[][]
  const byId = (docs: Doc[]) => new Map(docs.map((d) => [String(d.id), d]))
  const draftOwnById = byId(draftOwn)
  const liveEnById = byId(liveEn)
  const liveOwnById = byId(liveOwn)
  const pairs = (english: Doc, translated: Doc | undefined) => {
    const en = words(english)
    const translation = translated ? words(translated) : {}
    return { english: en, translation, images: imagesOf(layoutShown(en, translation)) }
  }
  const docs = draftEn.map((english) => {
    const key = String(english.id)
    const liveEnglish = liveEnById.get(key)
    return {
      english,
      draft: pairs(english, draftOwnById.get(key)),
      live: liveEnglish ? pairs(liveEnglish, liveOwnById.get(key)) : null,
    }
  })
  const ids = [...new Set(docs.flatMap((d) => [...d.draft.images, ...(d.live?.images ?? [])]))]
  const undescribed = await undescribedImages(payload, user, ids, locale)
  const stateOf = ({ english, translation, images }: ReturnType<typeof pairs>) =>
    translationState(
      english,
      translation,
      images.flatMap((id) => undescribed.get(String(id)) ?? []),
    )
  return docs.map((d) => ({
    english: d.english,
    draft: stateOf(d.draft),
    live: d.live ? stateOf(d.live) : null,
  }))
}

/** Titles in the admin's order (the admin speaks the default language). */
const byTitle = (a: string, b: string) => a.localeCompare(b, DEFAULT_LOCALE)

/**
 * Pages a visitor of `locale` sees (or would see, once published) in English, or with pictures
 * described in English only, by title with their edit screen in the language, sorted by title. A
 * page is listed when its published words or its latest draft's in the language are not a
 * translation (domain/i18n/translation-state.ts). For the dashboard's "Not yet in …" panels.
 */
export async function readUntranslatedPages(
  payload: Payload,
  user: User,
  locale: Locale,
): Promise<UntranslatedPage[]> {
  const pages: UntranslatedPage[] = []
  for (const { english, draft, live } of await readStates(payload, user, 'pages', locale)) {
    if (complete(draft) && complete(live)) continue
    pages.push({
      id: english.id,
      locale,
      title: english.title || 'Untitled page',
      path: pagePath(english.slug),
      href: editHref('pages', english.id, locale),
      live,
      draft,
      summary: untranslatedSummary(live, draft, locale),
    })
  }
  return pages.sort((a, b) => byTitle(a.title, b.title))
}

/** One page's or story's words in `locale` for its edit screen: the live one's and the latest draft's. */
export async function readTranslationForEditor(
  payload: Payload,
  user: User,
  collection: TranslatedCollection,
  id: number | string,
  locale: Locale,
): Promise<{ live: TranslationState | null; draft: TranslationState | null }> {
  const [doc] = await readStates(payload, user, collection, locale, { id: { equals: id } })
  return { live: doc?.live ?? null, draft: doc?.draft ?? null }
}

const KINDS = { stories: 'Story', events: 'Event' } as const

/**
 * Stories or events a visitor of `locale` reads (or would read, once published) in English, by
 * title.
 */
export async function readUntranslatedStories(
  payload: Payload,
  user: User,
  locale: Locale,
  collection: 'stories' | 'events' = 'stories',
): Promise<Untranslated[]> {
  return (await readStates(payload, user, collection, locale))
    .filter(({ draft, live }) => !complete(draft) || !complete(live))
    .map(({ english }) => ({
      id: english.id,
      locale,
      name: english.title || `Untitled ${KINDS[collection].toLowerCase()}`,
      kind: KINDS[collection],
      href: editHref(collection, english.id, locale),
    }))
    .sort((a, b) => byTitle(a.name, b.name))
}

export type Untranslated = {
  id: number | string
  /** The language it is not yet translated into. */
  locale: Locale
  name: string
  kind: string
  href: string
}

/** A page's name for the team: its title, never its address (untitled drafts say so). */
export const pageName = (title: string | null | undefined, status?: string | null): string =>
  title?.trim() || (status === 'published' ? 'Untitled page' : 'Untitled draft page')

/**
 * What has no translation yet, in every language but the default (each item names its
 * language): pages and stories a visitor of the language sees in English (by title, see
 * readUntranslatedPages and readUntranslatedStories), crisis lines without a description in it,
 * menus without a title in it (read without falling back to English). Settings are listed when
 * their nonprofit statement or a footer column's heading or link text has none.
 */
export async function readUntranslated(payload: Payload, user: User): Promise<Untranslated[]> {
  return (
    await Promise.all(TRANSLATED_LOCALES.map((locale) => readUntranslatedIn(payload, user, locale)))
  ).flat()
}

async function readUntranslatedIn(
  payload: Payload,
  user: User,
  locale: Locale,
): Promise<Untranslated[]> {
  const own = { locale, fallbackLocale: false as const }
  const base = { depth: 0, limit: 500, overrideAccess: false, user, pagination: false, ...own }
  const [pages, stories, events, lines, menus, settings] = await Promise.all([
    readUntranslatedPages(payload, user, locale),
    readUntranslatedStories(payload, user, locale),
    readUntranslatedStories(payload, user, locale, 'events'),
    payload.find({
      collection: 'crisis-resources',
      draft: true,
      select: { description: true, name: true },
      ...base,
    }),
    payload.find({ collection: 'menus', select: { title: true, key: true }, ...base }),
    payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: false,
      user,
      ...own,
    }),
  ])
  const item = (kind: string, id: number | string, name: string, href: string) => ({
    id,
    locale,
    name,
    kind,
    href,
  })
  return [
    ...pages.map((p) => item('Page', p.id, pageName(p.title), p.href)),
    ...stories,
    ...events,
    ...lines.docs
      .filter((d) => !d.description)
      .map((d) => item('Crisis line', d.id, d.name, editHref('crisis-resources', d.id, locale))),
    ...menus.docs
      .filter((d) => !d.title)
      .map((d) => item('Menu', d.id, d.key, editHref('menus', d.id, locale))),
    ...(settingsTranslated(settings)
      ? []
      : [
          item(
            'Settings',
            'settings',
            'Site settings',
            `/admin/globals/site-settings?locale=${locale}`,
          ),
        ]),
  ]
}
