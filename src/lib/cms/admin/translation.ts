import 'server-only'
import type { Payload, PayloadRequest, Where } from 'payload'
import {
  describeTranslationState,
  imagesOf,
  type PageWords,
  picturesHave,
  spanishLayoutShown,
  storyWords,
  type StoryWords,
  type TranslationState,
  translationState,
  type UndescribedImage,
} from '@domain/i18n/translation-state'

/**
 * What is not yet translated into Spanish, for the dashboard and the page edit screen.
 * Each read runs with the signed-in member's own access (`overrideAccess: false`, `user`), so a
 * screen never shows what the member could not open.
 */
type User = NonNullable<PayloadRequest['user']>

export type UntranslatedPage = {
  id: number | string
  /** The page's English title (latest draft). */
  title: string
  /** The English path, e.g. "/about"; the Spanish one is "/es" + it. */
  path: string
  /** The page's edit screen in Spanish. */
  href: string
  /** What a Spanish visitor sees now (the published page); null when never published. */
  live: TranslationState | null
  /** The latest draft's Spanish, which the next publish puts live. */
  draft: TranslationState
  /** One sentence for the dashboard: what is missing and what to do. */
  summary: string
}

const pagePath = (slug: string | null | undefined) => (!slug || slug === 'home' ? '/' : `/${slug}`)

const complete = (state: TranslationState | null) =>
  !state || (state.translated && state.undescribedImageCount === 0)

function untranslatedSummary(live: TranslationState | null, draft: TranslationState): string {
  if (live && !live.translated && draft.translated)
    return 'Spanish is ready in the draft: publish the page to show it on /es.'
  if (draft.reasons.includes('no-layout')) return 'No Spanish content yet.'
  const n = draft.englishPassageCount
  if (n > 0) return `Started: ${n} ${n === 1 ? 'passage is' : 'passages are'} still in English.`
  if (draft.reasons.includes('no-title')) return 'No Spanish title yet.'
  if (draft.undescribedImageCount > 0)
    return `${picturesHave(draft.undescribedImageCount)} no Spanish description yet.`
  return describeTranslationState(draft)
}

type Doc = { id: number | string; slug?: string | null; title?: string | null }
export type TranslatedCollection = 'pages' | 'stories'

/** What each collection's translation is read from, as a page's words (title, intro, layout). */
const WORDS = {
  pages: {
    select: { title: true, intro: true, layout: true, slug: true, _status: true },
    words: (doc: Doc): PageWords => doc as PageWords,
  },
  stories: {
    select: { title: true, summary: true, body: true, image: true, slug: true, _status: true },
    words: (doc: Doc): PageWords => storyWords(doc as StoryWords),
  },
} as const

/** Pictures among `ids` without a Spanish description of their own, by id. */
async function undescribedImages(
  payload: Payload,
  user: User,
  ids: (number | string)[],
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
  const [english, spanish] = await Promise.all([
    payload.find({ ...base, locale: 'en' }),
    payload.find({ ...base, locale: 'es', fallbackLocale: false }),
  ])
  const described = new Set(spanish.docs.filter((d) => d.alt?.trim()).map((d) => String(d.id)))
  return new Map(
    english.docs
      .filter((d) => !described.has(String(d.id)))
      .map((d) => [String(d.id), { id: d.id, alt: d.alt ?? '' }]),
  )
}

/**
 * Every page or story matching `where` as its latest draft (`draft`) and as published (`live`,
 * when it is), each with what a Spanish visitor sees of it: its words and its pictures'
 * descriptions.
 */
async function readStates(
  payload: Payload,
  user: User,
  collection: TranslatedCollection,
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
  const [draftEn, draftEs, liveEn, liveEs] = (await Promise.all([
    payload.find({ ...base, where, draft: true, locale: 'en' }),
    payload.find({ ...base, where, draft: true, locale: 'es', fallbackLocale: false }),
    payload.find({ ...base, where: live, draft: false, locale: 'en' }),
    payload.find({ ...base, where: live, draft: false, locale: 'es', fallbackLocale: false }),
  ]).then((results) => results.map((r) => r.docs))) as unknown as Doc[][]
  const byId = (docs: Doc[]) => new Map(docs.map((d) => [String(d.id), d]))
  const draftEsById = byId(draftEs)
  const liveEnById = byId(liveEn)
  const liveEsById = byId(liveEs)
  const pairs = (english: Doc, spanish: Doc | undefined) => {
    const en = words(english)
    const es = spanish ? words(spanish) : {}
    return { english: en, spanish: es, images: imagesOf(spanishLayoutShown(en, es)) }
  }
  const docs = draftEn.map((english) => {
    const key = String(english.id)
    const liveEnglish = liveEnById.get(key)
    return {
      english,
      draft: pairs(english, draftEsById.get(key)),
      live: liveEnglish ? pairs(liveEnglish, liveEsById.get(key)) : null,
    }
  })
  const ids = [...new Set(docs.flatMap((d) => [...d.draft.images, ...(d.live?.images ?? [])]))]
  const undescribed = await undescribedImages(payload, user, ids)
  const stateOf = ({ english, spanish, images }: ReturnType<typeof pairs>) =>
    translationState(
      english,
      spanish,
      images.flatMap((id) => undescribed.get(String(id)) ?? []),
    )
  return docs.map((d) => ({
    english: d.english,
    draft: stateOf(d.draft),
    live: d.live ? stateOf(d.live) : null,
  }))
}

/**
 * Pages a Spanish visitor sees (or would see, once published) in English, or with pictures
 * described in English only, by title with their Spanish edit screen, sorted by title. A page is
 * listed when its published Spanish or its latest draft's Spanish is not a translation
 * (domain/i18n/translation-state.ts). For the dashboard's "Not yet in Spanish" panel.
 */
export async function readUntranslatedPages(
  payload: Payload,
  user: User,
): Promise<UntranslatedPage[]> {
  const pages: UntranslatedPage[] = []
  for (const { english, draft, live } of await readStates(payload, user, 'pages')) {
    if (complete(draft) && complete(live)) continue
    pages.push({
      id: english.id,
      title: english.title || 'Untitled page',
      path: pagePath(english.slug),
      href: `/admin/collections/pages/${english.id}?locale=es`,
      live,
      draft,
      summary: untranslatedSummary(live, draft),
    })
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title, 'en'))
}

/** One page's or story's Spanish for its edit screen: the live one's and the latest draft's. */
export async function readTranslationForEditor(
  payload: Payload,
  user: User,
  collection: TranslatedCollection,
  id: number | string,
): Promise<{ live: TranslationState | null; draft: TranslationState | null }> {
  const [doc] = await readStates(payload, user, collection, { id: { equals: id } })
  return { live: doc?.live ?? null, draft: doc?.draft ?? null }
}

/** Stories a Spanish visitor reads (or would read, once published) in English, by headline. */
export async function readUntranslatedStories(
  payload: Payload,
  user: User,
): Promise<Untranslated[]> {
  return (await readStates(payload, user, 'stories'))
    .filter(({ draft, live }) => !complete(draft) || !complete(live))
    .map(({ english }) => ({
      id: english.id,
      name: english.title || 'Untitled story',
      kind: 'Story',
      href: `/admin/collections/stories/${english.id}?locale=es`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

export type Untranslated = { id: number | string; name: string; kind: string; href: string }

/** A page's name for the team: its title, never its address (untitled drafts say so). */
export const pageName = (title: string | null | undefined, status?: string | null): string =>
  title?.trim() || (status === 'published' ? 'Untitled page' : 'Untitled draft page')

/**
 * What has no Spanish yet: pages and stories a Spanish visitor sees in English (by title, see
 * readUntranslatedPages and readUntranslatedStories), crisis lines without a Spanish description, menus without a Spanish
 * title (Spanish read without falling back to English). Settings are listed when their
 * nonprofit statement has no Spanish.
 */
export async function readUntranslated(payload: Payload, user: User): Promise<Untranslated[]> {
  const spanish = { locale: 'es' as const, fallbackLocale: false as const }
  const base = { depth: 0, limit: 500, overrideAccess: false, user, pagination: false, ...spanish }
  const [pages, stories, lines, menus, settings] = await Promise.all([
    readUntranslatedPages(payload, user),
    readUntranslatedStories(payload, user),
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
      ...spanish,
    }),
  ])
  return [
    ...pages.map((p) => ({ id: p.id, name: pageName(p.title), kind: 'Page', href: p.href })),
    ...stories,
    ...lines.docs
      .filter((d) => !d.description)
      .map((d) => ({
        id: d.id,
        name: d.name,
        kind: 'Crisis line',
        href: `/admin/collections/crisis-resources/${d.id}?locale=es`,
      })),
    ...menus.docs
      .filter((d) => !d.title)
      .map((d) => ({
        id: d.id,
        name: d.key,
        kind: 'Menu',
        href: `/admin/collections/menus/${d.id}?locale=es`,
      })),
    ...(settings.nonprofitStatement
      ? []
      : [
          {
            id: 'settings',
            name: 'Site settings',
            kind: 'Settings',
            href: '/admin/globals/site-settings?locale=es',
          },
        ]),
  ]
}
