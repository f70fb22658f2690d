import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import type { SiteSetting } from '../../payload-types'
import { type Bar, dailyTotals, firstChartDay, weeklyCounts, weekStart } from '@domain/charts'
import { CRISIS_USAGE_CHART_DAYS, SUBMISSIONS_CHART_WEEKS } from '@domain/constants'
import { CRISIS_USAGE_EVENTS, type CrisisUsageEvent } from '@domain/crisis/usage'
import { isVerificationOverdue } from '@domain/crisis/verification'
import type { StaffNotificationState } from '@domain/forms/notification'
import {
  describeTranslationState,
  type TranslationState,
  translationState,
} from '@domain/i18n/translation-state'
import { readPageTranslation } from './queries'

/**
 * Reads of the team admin screens (/admin/dashboard, /admin/web, /admin/integrations). Each
 * runs with the signed-in member's own access (`overrideAccess: false`, `user`), so a screen
 * never shows what the member could not open.
 */
type User = NonNullable<PayloadRequest['user']>

export type RecentEdit = {
  kind: 'Page' | 'Menu' | 'Crisis resource'
  title: string
  href: string
  updatedAt: string
  status?: string | null
}

export async function readRecentEdits(
  payload: Payload,
  user: User,
  limit = 8,
): Promise<RecentEdit[]> {
  const common = {
    depth: 0,
    limit,
    sort: '-updatedAt',
    overrideAccess: false,
    user,
    pagination: false,
  } as const
  const [pages, menus, crisis] = await Promise.all([
    payload.find({
      collection: 'pages',
      draft: true,
      select: { title: true, updatedAt: true, _status: true },
      ...common,
    }),
    payload.find({ collection: 'menus', select: { title: true, updatedAt: true }, ...common }),
    payload.find({
      collection: 'crisis-resources',
      draft: true,
      select: { name: true, updatedAt: true, _status: true },
      ...common,
    }),
  ])
  const edits: RecentEdit[] = [
    ...pages.docs.map((d) => ({
      kind: 'Page' as const,
      title: pageName(d.title, d._status),
      href: `/admin/collections/pages/${d.id}`,
      updatedAt: d.updatedAt,
      status: d._status,
    })),
    ...menus.docs.map((d) => ({
      kind: 'Menu' as const,
      title: d.title,
      href: `/admin/collections/menus/${d.id}`,
      updatedAt: d.updatedAt,
    })),
    ...crisis.docs.map((d) => ({
      kind: 'Crisis resource' as const,
      title: d.name,
      href: `/admin/collections/crisis-resources/${d.id}`,
      updatedAt: d.updatedAt,
      status: d._status,
    })),
  ]
  return edits.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)).slice(0, limit)
}

export type OverdueResource = {
  id: number | string
  name: string
  href: string
  lastVerified: string | null
}

export async function readCrisisResourcesToVerify(
  payload: Payload,
  user: User,
  now = new Date(),
): Promise<OverdueResource[]> {
  const result = await payload.find({
    collection: 'crisis-resources',
    draft: true,
    depth: 0,
    limit: 200,
    sort: 'lastVerified',
    overrideAccess: false,
    user,
    pagination: false,
    select: { name: true, lastVerified: true },
  })
  // Never verified first (Postgres sorts empty dates last), then the longest unchecked.
  return result.docs
    .filter((d) => isVerificationOverdue(d.lastVerified, now))
    .sort((a, b) => (a.lastVerified ? 1 : 0) - (b.lastVerified ? 1 : 0))
    .map((d) => ({
      id: d.id,
      name: d.name,
      href: `/admin/collections/crisis-resources/${d.id}`,
      lastVerified: d.lastVerified ?? null,
    }))
}

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

export type SubmissionSummary = {
  total: number
  latest: { id: number | string; title: string; href: string; createdAt: string }[]
  listHref: string
}

const SUBMISSIONS = 'form-submissions'

/**
 * New form submissions, when the site has a `form-submissions` collection. Submissions with a
 * `status` field count as new while their status is "new".
 */
export async function readNewSubmissions(
  payload: Payload,
  user: User,
): Promise<SubmissionSummary | null> {
  const collection = payload.collections[SUBMISSIONS as keyof typeof payload.collections]
  if (!collection) return null
  const config = collection.config
  const hasStatus = config.flattenedFields.some((f) => f.name === 'status')
  const titleField = config.admin?.useAsTitle ?? 'id'
  // The slug is checked at run time above; the generated types may not know it.
  const find = payload.find as unknown as (args: Record<string, unknown>) => Promise<{
    docs: Record<string, unknown>[]
    totalDocs: number
  }>
  const result = await find({
    collection: SUBMISSIONS,
    where: hasStatus ? { status: { equals: 'new' } } : undefined,
    sort: '-createdAt',
    limit: 5,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return {
    total: result.totalDocs,
    listHref: `/admin/collections/${SUBMISSIONS}`,
    latest: result.docs.map((d) => ({
      id: d.id as number | string,
      title: String(d[titleField] ?? `Submission ${String(d.id)}`),
      href: `/admin/collections/${SUBMISSIONS}/${String(d.id)}`,
      createdAt: String(d.createdAt ?? ''),
    })),
  }
}

export type WebsiteOverview = {
  menus: { id: number; title: string; key: string; showInHeader: boolean; sections: number }[]
  publishedPages: number
  draftPages: number
  crisisResources: number
}

/** /admin/web: the menus and how many pages and crisis lines there are. */
export async function readWebsiteOverview(payload: Payload, user: User): Promise<WebsiteOverview> {
  const scoped = { overrideAccess: false, user } as const
  const [menus, pages, drafts, crisis] = await Promise.all([
    payload.find({
      collection: 'menus',
      sort: 'order',
      depth: 0,
      limit: 20,
      pagination: false,
      select: { title: true, key: true, showInHeader: true, sections: true },
      ...scoped,
    }),
    payload.count({ collection: 'pages', where: { _status: { equals: 'published' } }, ...scoped }),
    payload.count({ collection: 'pages', where: { _status: { equals: 'draft' } }, ...scoped }),
    payload.count({ collection: 'crisis-resources', ...scoped }),
  ])
  return {
    menus: menus.docs.map((m) => ({
      id: m.id,
      title: m.title,
      key: m.key,
      showInHeader: Boolean(m.showInHeader),
      sections: m.sections?.length ?? 0,
    })),
    publishedPages: pages.totalDocs,
    draftPages: drafts.totalDocs,
    crisisResources: crisis.totalDocs,
  }
}

/** /admin/integrations: the site settings as the signed-in member may read them. */
export async function readSettingsAs(payload: Payload, user: User): Promise<SiteSetting> {
  return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user })
}

export type DashboardCharts = {
  /** Crisis help used per day (every event together), and the totals per event. */
  crisisUsage: { days: Bar[]; byEvent: { event: CrisisUsageEvent; total: number }[] }
  /** Form submissions per week; null when the member cannot read submissions. */
  submissionsPerWeek: Bar[] | null
}

/** The dashboard's two charts: crisis help used (last 30 days) and submissions per week. */
export async function readDashboardCharts(
  payload: Payload,
  user: User,
  now = new Date(),
): Promise<DashboardCharts> {
  const since = firstChartDay(CRISIS_USAGE_CHART_DAYS, now)
  const weeksSince = new Date(
    Date.parse(`${weekStart(now)}T00:00:00Z`) - (SUBMISSIONS_CHART_WEEKS - 1) * 7 * 86_400_000,
  )
  const find = payload.find as unknown as (args: Record<string, unknown>) => Promise<{
    docs: Record<string, unknown>[]
  }>
  const [usage, submissions] = await Promise.all([
    payload.find({
      collection: 'crisis-usage',
      where: { day: { greater_than_equal: since } },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    payload.collections[SUBMISSIONS as keyof typeof payload.collections]
      ? find({
          collection: SUBMISSIONS,
          where: { createdAt: { greater_than_equal: weeksSince.toISOString() } },
          select: { createdAt: true },
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user,
        }).catch(() => null)
      : Promise.resolve(null),
  ])
  const rows = usage.docs.map((d) => ({ day: d.day, count: Number(d.count) || 0 }))
  return {
    crisisUsage: {
      days: dailyTotals(rows, CRISIS_USAGE_CHART_DAYS, now),
      byEvent: CRISIS_USAGE_EVENTS.map((event) => ({
        event,
        total: usage.docs
          .filter((d) => d.event === event)
          .reduce((sum, d) => sum + (Number(d.count) || 0), 0),
      })),
    },
    submissionsPerWeek: submissions
      ? weeklyCounts(
          submissions.docs.map((d) => new Date(String(d.createdAt))),
          SUBMISSIONS_CHART_WEEKS,
          now,
        )
      : null,
  }
}

/**
 * The names of the team's admins, for the sentence telling an editor who can change what they
 * may only read. Users are otherwise readable by admins only, so this read bypasses access on
 * purpose and returns names alone (an e-mail address when a name is missing).
 */
export async function readAdminNames(payload: Payload): Promise<string[]> {
  const result = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    select: { name: true, email: true },
    sort: 'name',
    limit: 20,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return result.docs.map((u) => (typeof u.name === 'string' && u.name ? u.name : u.email))
}

export type NotificationOverview = {
  /** A mail server is configured (SMTP); without it every e-mail is only written to the log. */
  mailConfigured: boolean
  /** Submissions whose team notification no mail server accepted. */
  notNotified: number
  /** The submissions list filtered to those. */
  listHref: string
}

const NOT_NOTIFIED: StaffNotificationState[] = ['log-only', 'failed', 'sending']

/**
 * Whether the team hears about new submissions: the mail transport, and how many stored
 * submissions nobody was e-mailed about. Null when the member cannot read submissions.
 */
export async function readNotificationOverview(
  payload: Payload,
  user: User,
): Promise<NotificationOverview | null> {
  if (!payload.collections[SUBMISSIONS as keyof typeof payload.collections]) return null
  const mailConfigured = (payload.email as { name?: string } | undefined)?.name === 'smtp'
  try {
    const { totalDocs } = await payload.count({
      collection: 'form-submissions',
      where: { staffNotification: { in: NOT_NOTIFIED } },
      overrideAccess: false,
      user,
    })
    const query = new URLSearchParams({ 'where[staffNotification][in]': NOT_NOTIFIED.join(',') })
    return {
      mailConfigured,
      notNotified: totalDocs,
      listHref: `/admin/collections/${SUBMISSIONS}?${query.toString()}`,
    }
  } catch {
    return null
  }
}
