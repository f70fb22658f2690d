import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import {
  describeTranslationState,
  type TranslationState,
  translationState,
} from '@domain/i18n/translation-state'
import { readPageTranslation } from '../queries'

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

function untranslatedSummary(live: TranslationState | null, draft: TranslationState): string {
  if (live && !live.translated && draft.translated)
    return 'Spanish is ready in the draft: publish the page to show it on /es.'
  if (draft.reasons.includes('no-layout')) return 'No Spanish content yet.'
  const n = draft.englishPassageCount
  if (n > 0) return `Started: ${n} ${n === 1 ? 'passage is' : 'passages are'} still in English.`
  if (draft.reasons.includes('no-title')) return 'No Spanish title yet.'
  return describeTranslationState(draft)
}

/**
 * Pages a Spanish visitor sees (or would see, once published) in English, by title with their
 * Spanish edit screen, sorted by title. A page is listed when its published Spanish or its
 * latest draft's Spanish is not a translation (domain/i18n/translation-state.ts). For the
 * dashboard's "Not yet in Spanish" panel.
 */
export async function readUntranslatedPages(
  payload: Payload,
  user: User,
): Promise<UntranslatedPage[]> {
  const base = {
    collection: 'pages' as const,
    depth: 0,
    limit: 500,
    overrideAccess: false,
    user,
    pagination: false,
    select: { title: true, intro: true, layout: true, slug: true, _status: true },
  } as const
  const published = { _status: { equals: 'published' } } as const
  const [draftEn, draftEs, liveEn, liveEs] = await Promise.all([
    payload.find({ ...base, draft: true, locale: 'en' }),
    payload.find({ ...base, draft: true, locale: 'es', fallbackLocale: false }),
    payload.find({ ...base, draft: false, locale: 'en', where: published }),
    payload.find({ ...base, draft: false, locale: 'es', fallbackLocale: false, where: published }),
  ])
  const byId = <T extends { id: number | string }>(docs: T[]) =>
    new Map(docs.map((d) => [String(d.id), d]))
  const draftEsById = byId(draftEs.docs)
  const liveEnById = byId(liveEn.docs)
  const liveEsById = byId(liveEs.docs)
  const pages: UntranslatedPage[] = []
  for (const english of draftEn.docs) {
    const key = String(english.id)
    const draft = translationState(english, draftEsById.get(key) ?? {})
    const liveEnglish = liveEnById.get(key)
    const live = liveEnglish ? translationState(liveEnglish, liveEsById.get(key) ?? {}) : null
    if (draft.translated && (!live || live.translated)) continue
    pages.push({
      id: english.id,
      title: english.title || 'Untitled page',
      path: pagePath(english.slug),
      href: `/admin/collections/pages/${key}?locale=es`,
      live,
      draft,
      summary: untranslatedSummary(live, draft),
    })
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title, 'en'))
}

/** One page's Spanish for its edit screen: the live page's and the latest draft's. */
export async function readPageTranslationForEditor(
  payload: Payload,
  user: User,
  id: number | string,
): Promise<{ live: TranslationState | null; draft: TranslationState | null }> {
  const [live, draft] = await Promise.all([
    readPageTranslation(payload, { id }, 'es', false, user, { _status: { equals: 'published' } }),
    readPageTranslation(payload, { id }, 'es', true, user),
  ])
  return { live, draft }
}

export type Untranslated = { id: number | string; name: string; kind: string; href: string }

/** A page's name for the team: its title, never its address (untitled drafts say so). */
export const pageName = (title: string | null | undefined, status?: string | null): string =>
  title?.trim() || (status === 'published' ? 'Untitled page' : 'Untitled draft page')

/**
 * What has no Spanish yet: pages a Spanish visitor sees in English (by title, see
 * readUntranslatedPages), crisis lines without a Spanish description, menus without a Spanish
 * title (Spanish read without falling back to English). Settings are listed when their
 * nonprofit statement has no Spanish.
 */
export async function readUntranslated(payload: Payload, user: User): Promise<Untranslated[]> {
  const spanish = { locale: 'es' as const, fallbackLocale: false as const }
  const base = { depth: 0, limit: 500, overrideAccess: false, user, pagination: false, ...spanish }
  const [pages, lines, menus, settings] = await Promise.all([
    readUntranslatedPages(payload, user),
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
