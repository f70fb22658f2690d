import type { Payload } from 'payload'
import { type PublicSettings, toPublicSettings } from '@domain/public-settings'
import type { CrisisResource, Menu, Page, Report, SiteSetting } from '../../payload-types'
import { DEFAULT_SUBMISSION_RETENTION_DAYS } from '@domain/constants'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
import {
  type FormDefinition,
  type FormKind,
  resolveFormDefinition,
} from '@domain/forms/definitions'
import { formWordsFor } from '@domain/forms/words'
import { type TranslationState, translationState } from '@domain/i18n/translation-state'
import type { RedirectTarget } from '@domain/redirects'

/**
 * Every Local API read of the site, as a visitor would see it. Each call states
 * `overrideAccess: false` (no user → the collections' public access rules apply), its depth,
 * and what it selects. Cached wrappers for server components live in ./index.ts.
 */

export async function readPageBySlug(
  payload: Payload,
  slug: string,
  draft = false,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Page | null> {
  const result = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft,
    locale,
    overrideAccess: draft,
    pagination: false,
  })
  return result.docs[0] ?? null
}

const pageWords = { title: true, intro: true, layout: true } as const

/**
 * What a visitor of `locale` sees of a page: its own words, or the English ones (see
 * domain/i18n/translation-state.ts for the rule). The published page, or the latest draft with
 * `draft` (a preview). Null when there is no such page. The editors' fuller reading (pictures'
 * descriptions too) is in ./admin/translation.ts.
 */
export async function readPageTranslation(
  payload: Payload,
  slug: string,
  locale: Locale,
  draft = false,
): Promise<TranslationState | null> {
  const query = {
    collection: 'pages' as const,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    draft,
    // A visitor's read gets published pages only; a preview's is a signed-in member's.
    overrideAccess: draft,
    pagination: false,
    select: pageWords,
  }
  const [english, own] = await Promise.all([
    payload.find({ ...query, locale: DEFAULT_LOCALE }),
    payload.find({ ...query, locale, fallbackLocale: false }),
  ])
  if (!english.docs[0] || !own.docs[0]) return null
  return translationState(english.docs[0], own.docs[0])
}

/** Whether a page shows its own words in `locale`, rather than the English ones. */
export async function readPageIsTranslated(
  payload: Payload,
  slug: string,
  locale: Locale,
  draft = false,
): Promise<boolean> {
  if (locale === DEFAULT_LOCALE) return true
  const state = await readPageTranslation(payload, slug, locale, draft)
  return state?.translated ?? false
}

export async function readPageSlugs(
  payload: Payload,
): Promise<{ slug: string; updatedAt: string }[]> {
  const result = await payload.find({
    collection: 'pages',
    limit: 500,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { slug: true, updatedAt: true, seo: { noIndex: true } },
  })
  return result.docs
    .filter((d) => !d.seo?.noIndex)
    .map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
}

/**
 * Every published page's slug, those kept out of search engines too: what visitors can open. The
 * CMS page route checks an address against it before it looks the page up (app/[locale]/
 * [[...slug]]/page.tsx), so an unknown address costs no query of its own.
 */
export async function readPublishedPageSlugs(payload: Payload): Promise<string[]> {
  const result = await payload.find({
    collection: 'pages',
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { slug: true },
  })
  return result.docs.map((d) => d.slug)
}

export async function readMenus(
  payload: Payload,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Menu[]> {
  const result = await payload.find({
    collection: 'menus',
    locale,
    sort: 'order',
    limit: 20,
    // Linked pages: their slug (the collection's defaultPopulate), published ones only.
    depth: 1,
    overrideAccess: false,
    pagination: false,
  })
  return result.docs
}

export async function readSiteSettings(
  payload: Payload,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SiteSetting> {
  return payload.findGlobal({
    slug: 'site-settings',
    // The footer's linked pages and stories: their slug (defaultPopulate), published ones only.
    depth: 1,
    overrideAccess: false,
    locale,
  })
}

export async function readPublicSettings(payload: Payload): Promise<PublicSettings> {
  return toPublicSettings(await readSiteSettings(payload))
}

const priorityRank = { critical: 0, high: 1 } as const

export async function readCrisisResources(
  payload: Payload,
  locale: Locale = DEFAULT_LOCALE,
  draft = false,
): Promise<CrisisResource[]> {
  const query = {
    collection: 'crisis-resources',
    locale,
    limit: 100,
    depth: 0,
    // A visitor's read gets published lines only (access control); the team's preview gets
    // each line's latest draft, unpublished new lines included.
    draft,
    overrideAccess: draft,
    pagination: false,
  } as const
  const result = await payload.find({ ...query, sort: 'displayOrder' })
  const docs = [...result.docs].sort(
    (a, b) =>
      priorityRank[a.priority] - priorityRank[b.priority] || a.displayOrder - b.displayOrder,
  )
  if (locale === DEFAULT_LOCALE || !docs.some((d) => d.outages?.some((o) => o.reason))) return docs
  // An outage's reason is said inside a sentence in the page's language: one the team did not
  // write in it is left out there (the sentence says the line is unavailable, without why),
  // rather than the default language's words standing inside that sentence.
  const own = await payload.find({ ...query, fallbackLocale: false, select: { outages: true } })
  const reasons = new Map(
    own.docs.flatMap((d) => (d.outages ?? []).map((o) => [o.id, o.reason?.trim() || null])),
  )
  return docs.map((d) =>
    d.outages?.length
      ? { ...d, outages: d.outages.map((o) => ({ ...o, reason: reasons.get(o.id) ?? null })) }
      : d,
  )
}

/**
 * The staff-only settings (notification address, retention). These fields are readable by the
 * team only, so this server-side read bypasses access on purpose; callers never send the
 * result to a visitor.
 */
export type StaffSettings = {
  siteName: string
  contactEmail: string
  notificationEmail: string | null
  retentionDays: number
}

export async function readStaffSettings(payload: Payload): Promise<StaffSettings> {
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return {
    siteName: s.siteName,
    contactEmail: s.contactEmail,
    notificationEmail: s.notificationEmail ?? null,
    retentionDays: s.submissionRetentionDays ?? DEFAULT_SUBMISSION_RETENTION_DAYS,
  }
}

/** A form's words as editors set them, merged over the built-in defaults. */
export async function readFormDefinition(
  payload: Payload,
  kind: FormKind,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FormDefinition> {
  const result = await payload.find({
    collection: 'forms',
    locale,
    where: { kind: { equals: kind } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    pagination: false,
  })
  return resolveFormDefinition(kind, result.docs[0], formWordsFor(locale))
}

/** Published reports, newest year first; the PDF (media) is populated for its URL and size. */
export async function readReports(payload: Payload): Promise<Report[]> {
  const result = await payload.find({
    collection: 'reports',
    sort: ['-year', 'kind', 'title'],
    limit: 200,
    depth: 1,
    overrideAccess: false,
    pagination: false,
  })
  return result.docs
}

/**
 * Every redirect's old address and target, as a visitor's read: a target page or story that is
 * not published is not populated, so it leads nowhere (domain/redirects.ts).
 */
export async function readRedirects(payload: Payload): Promise<[string, RedirectTarget][]> {
  const result = await payload.find({
    collection: 'redirects',
    depth: 1,
    limit: 5000,
    overrideAccess: false,
    pagination: false,
    select: { from: true, to: true },
  })
  return result.docs.map((d) => [d.from, d.to as RedirectTarget])
}
