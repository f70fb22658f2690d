import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import type { SiteSetting } from '../../../payload-types'
import { type Bar, dailyTotals, firstChartDay, weeklyCounts, weekStart } from '@domain/charts'
import { CRISIS_USAGE_CHART_DAYS, SUBMISSIONS_CHART_WEEKS } from '@domain/constants'
import { CRISIS_USAGE_EVENTS, USAGE_EVENTS, type UsageEvent } from '@domain/crisis/usage'
import type { StaffNotificationState } from '@domain/forms/notification'
import { mailIsSetUp } from '@/lib/email/adapter'

/**
 * The dashboard's and the team screens' overviews: new submissions, the website, settings, charts, admins and mail.
 * Each read runs with the signed-in member's own access (`overrideAccess: false`, `user`), so a
 * screen never shows what the member could not open.
 */
type User = NonNullable<PayloadRequest['user']>

export type SubmissionSummary = {
  total: number
  latest: { id: number | string; title: string; href: string; createdAt: string }[]
  listHref: string
}

const SUBMISSIONS = 'form-submissions'

/** New form submissions: those whose status is still "new", the latest five by name. */
export async function readNewSubmissions(payload: Payload, user: User): Promise<SubmissionSummary> {
  const result = await payload.find({
    collection: SUBMISSIONS,
    where: { status: { equals: 'new' } },
    sort: '-createdAt',
    limit: 5,
    depth: 0,
    overrideAccess: false,
    user,
    select: { name: true, createdAt: true },
  })
  return {
    total: result.totalDocs,
    listHref: `/admin/collections/${SUBMISSIONS}`,
    latest: result.docs.map((d) => ({
      id: d.id,
      title: d.name ?? `Submission ${d.id}`,
      href: `/admin/collections/${SUBMISSIONS}/${d.id}`,
      createdAt: d.createdAt,
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
  crisisUsage: { days: Bar[]; byEvent: { event: UsageEvent; total: number }[] }
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
  const [usage, submissions] = await Promise.all([
    payload.find({
      collection: 'crisis-usage',
      where: { day: { greater_than_equal: since } },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    payload
      .find({
        collection: SUBMISSIONS,
        where: { createdAt: { greater_than_equal: weeksSince.toISOString() } },
        select: { createdAt: true },
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      })
      .catch(() => null),
  ])
  // The chart is crisis help used; the searches are listed beside it.
  const rows = usage.docs
    .filter((d) => (CRISIS_USAGE_EVENTS as readonly string[]).includes(d.event))
    .map((d) => ({ day: d.day, count: Number(d.count) || 0 }))
  return {
    crisisUsage: {
      days: dailyTotals(rows, CRISIS_USAGE_CHART_DAYS, now),
      byEvent: USAGE_EVENTS.map((event) => ({
        event,
        total: usage.docs
          .filter((d) => d.event === event)
          .reduce((sum, d) => sum + (Number(d.count) || 0), 0),
      })),
    },
    submissionsPerWeek: submissions
      ? weeklyCounts(
          submissions.docs.map((d) => new Date(d.createdAt)),
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
  try {
    const { totalDocs } = await payload.count({
      collection: SUBMISSIONS,
      where: { staffNotification: { in: NOT_NOTIFIED } },
      overrideAccess: false,
      user,
    })
    const query = new URLSearchParams({ 'where[staffNotification][in]': NOT_NOTIFIED.join(',') })
    return {
      mailConfigured: mailIsSetUp(payload),
      notNotified: totalDocs,
      listHref: `/admin/collections/${SUBMISSIONS}?${query.toString()}`,
    }
  } catch {
    return null
  }
}

export type SignInAlert = { id: number | string; summary: string; createdAt: string }

/**
 * The signed-in member's own sign-in alerts (collections/SignInAlerts: bursts of attempts on
 * their account), newest first; `listHref` opens them all, where each can be deleted once read.
 */
export async function readSignInAlerts(
  payload: Payload,
  user: User,
): Promise<{ alerts: SignInAlert[]; total: number; listHref: string }> {
  const result = await payload.find({
    collection: 'sign-in-alerts',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: 5,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const query = new URLSearchParams({ 'where[user][equals]': String(user.id) })
  return {
    total: result.totalDocs,
    listHref: `/admin/collections/sign-in-alerts?${query.toString()}`,
    alerts: result.docs.map((d) => ({ id: d.id, summary: d.summary, createdAt: d.createdAt })),
  }
}
