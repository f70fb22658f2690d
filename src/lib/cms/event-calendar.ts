import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'
import { CACHE_TAGS } from '@domain/cache-tags'
import { type CalendarEventDoc, calendarEntry } from '@domain/events/calendar-entry'
import { icsCalendar } from '@domain/events/ics'
import { eventPath } from '@domain/events/paths'
import { fill } from '@domain/i18n/fill'
import { type Locale, languageOf } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { siteUrl } from '@domain/site'
import { publicText } from '@/lib/public-api/respond'
import { getPayloadClient, getSiteSettings, isBuildPhase } from './index'
import { getEventCategories } from './events'

/**
 * The calendar files of events (RFC 5545, domain/events/ics.ts): a feed of every event or of one
 * category (/events/calendar.ics[?category=…][&discreet=1]) and one event's file ("Add to
 * calendar", /events/<slug>/calendar.ics[?discreet=1]), in the visitor's language. Published
 * events only (the site's own read, no user); a feed keeps events that ended up to
 * FEED_KEEPS_DAYS ago, so a subscribed calendar does not lose what just happened.
 */
export const FEED_KEEPS_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000
/** How often a subscribed calendar app is asked to read the feed again. */
const FEED_TTL_MINUTES = 60

const calendarFields = {
  slug: true,
  title: true,
  summary: true,
  startsAt: true,
  startsAt_tz: true,
  endsAt: true,
  allDay: true,
  repeat: true,
  attendance: true,
  venue: true,
  eventStatus: true,
  sensitive: true,
  updatedAt: true,
} as const

async function readCalendarEvents(
  payload: Payload,
  locale: Locale,
  where: Where,
  limit: number,
): Promise<CalendarEventDoc[]> {
  const { docs } = await payload.find({
    collection: 'events',
    where,
    sort: 'startsAt',
    limit,
    locale,
    depth: 0,
    overrideAccess: false,
    select: calendarFields,
  })
  return docs as unknown as CalendarEventDoc[]
}

/** The first day (UTC) of the kept past: part of the cache key, so it moves once a day. */
const keptSince = () =>
  new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - FEED_KEEPS_DAYS * DAY_MS)

const cachedFeedEvents = unstable_cache(
  async (locale: Locale, categoryId: number | null, since: string) =>
    readCalendarEvents(
      await getPayloadClient(),
      locale,
      {
        and: [
          { or: [{ lastEndsAt: { exists: false } }, { lastEndsAt: { greater_than: since } }] },
          ...(categoryId === null ? [] : [{ categories: { in: [categoryId] } }]),
        ],
      },
      500,
    ),
  ['event-calendar-feed'],
  { tags: [CACHE_TAGS.events] },
)

const cachedEvent = unstable_cache(
  async (locale: Locale, slug: string) =>
    readCalendarEvents(await getPayloadClient(), locale, { slug: { equals: slug } }, 1),
  ['event-calendar-one'],
  { tags: [CACHE_TAGS.events] },
)

const notFound = () =>
  new Response('No such calendar.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

async function calendarText(
  docs: CalendarEventDoc[],
  locale: Locale,
  name: (site: string) => string,
  discreet: boolean,
  feed: boolean,
): Promise<string> {
  const settings = await getSiteSettings(locale)
  const t = messagesFor(locale).calendar
  const base = siteUrl()
  const host = new URL(base).host
  const site = settings.siteName
  const entries = docs.flatMap((doc) => {
    const entry = calendarEntry(doc, {
      url: `${base}${eventPath(doc.slug, locale)}`,
      host,
      onlineWord: t.online,
    })
    return entry ? [entry] : []
  })
  return icsCalendar(entries, {
    calendarName: name(site),
    prodId: `-//${site}//Events//${languageOf(locale).code.toUpperCase()}`,
    discreet,
    neutralTitle: fill(t.neutralTitle, { site }),
    discreetDescription: (url) => fill(t.discreetDescription, { url }),
    ...(feed ? { ttlMinutes: FEED_TTL_MINUTES } : {}),
  })
}

const ICS = 'text/calendar; charset=utf-8'

/** GET /events/calendar.ics: every published event, or one category's (`category` a slug). */
export async function eventsFeedResponse(
  request: Request,
  locale: Locale,
  { category, discreet }: { category: string | null; discreet: boolean },
): Promise<Response> {
  if (isBuildPhase()) return notFound()
  // From the cached list of every category: a random `?category=` costs no database read.
  const found = category
    ? ((await getEventCategories(locale)).find((c) => c.slug === category) ?? null)
    : null
  if (category && !found) return notFound()
  const docs = await cachedFeedEvents(locale, found?.id ?? null, keptSince().toISOString())
  const t = messagesFor(locale).calendar
  const text = await calendarText(
    docs,
    locale,
    // A discreet feed's name says no more than its entries.
    (site) =>
      found && !discreet
        ? fill(t.category, { site, category: found.name })
        : fill(t.allEvents, { site }),
    discreet,
    true,
  )
  return publicText(request, text, ICS, {
    'Content-Language': locale,
    'Content-Disposition': `inline; filename="${discreet ? 'calendar' : category || 'events'}.ics"`,
  })
}

/**
 * GET /events/<slug>/calendar.ics: one event's file. A discreet file (asked, or a sensitive
 * event) is named neutrally too: a download list on a shared phone says no more than the entry.
 */
export async function eventFileResponse(
  request: Request,
  locale: Locale,
  slug: string,
  discreet: boolean,
): Promise<Response> {
  if (isBuildPhase()) return notFound()
  const [doc] = await cachedEvent(locale, slug)
  if (!doc) return notFound()
  const neutral = discreet || Boolean(doc.sensitive)
  const t = messagesFor(locale).calendar
  const name = (site: string) => (neutral ? fill(t.neutralTitle, { site }) : doc.title)
  const text = await calendarText([doc], locale, name, discreet, false)
  return publicText(request, text, ICS, {
    'Content-Language': locale,
    'Content-Disposition': `attachment; filename="${neutral ? 'event' : slug}.ics"`,
  })
}
