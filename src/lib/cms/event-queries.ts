import type { Payload, PayloadRequest, Where } from 'payload'
import { categoriesOf, imageOf, ownWords } from './story-queries'
import type { Event, Form, Media } from '../../payload-types'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
import type { AttendanceMode } from '@domain/events/paths'
import { EVENTS_PER_PAGE } from '@domain/events/paths'
import type { AccessibilityFeature, EventStatus, RegistrationKind } from '@domain/events/rules'
import { timingOf } from '@domain/events/doc'
import type { EventTiming } from '@domain/events/timing'

/**
 * The Local API reads of events and their categories, as a visitor sees them (published only:
 * `overrideAccess: false` without a user), or as the team's preview does (`draft`). The join link
 * of an online event is a team-only field the site's reads never get: readJoinUrl asks for it
 * alone, and only when the page may show it. Cached wrappers for server components: ./events.ts.
 */

/** What a card of an event shows, in the visitor's language. */
export type EventCard = {
  id: number
  slug: string
  title: string
  summary: string
  timing: EventTiming | null
  status: EventStatus
  attendance: AttendanceMode
  venueName: string | null
  categories: { name: string; slug: string }[]
  image: Pick<Media, 'url' | 'alt' | 'altLanguage' | 'width' | 'height' | 'sizes'> | null
  /** The end of its last time, ISO; null while it repeats without end. */
  lastEndsAt: string | null
  /** Whether it has its own words in the visitor's language, rather than the English ones. */
  translated: boolean
}

/** Everything an event's own page shows (the join link apart). */
export type EventDetail = EventCard & {
  body: Event['body']
  audience: string | null
  organiser: string | null
  accessibility: AccessibilityFeature[]
  accessibilityNotes: string | null
  venueAddress: string | null
  joinLinkShown: 'registered' | 'nearTime'
  previousStartsAt: string | null
  statusNote: string | null
  sensitive: boolean
  registration: {
    kind: RegistrationKind
    url: string | null
    /** One of our forms, populated in the visitor's language. */
    form: Form | null
    capacity: number | null
    markedFull: boolean
  }
  updatedAt: string
}

export type EventList = { events: EventCard[]; page: number; totalPages: number; totalDocs: number }

const cardFields = {
  title: true,
  slug: true,
  summary: true,
  startsAt: true,
  startsAt_tz: true,
  endsAt: true,
  endsAt_tz: true,
  allDay: true,
  repeat: true,
  eventStatus: true,
  attendance: true,
  venue: true,
  categories: true,
  image: true,
  lastEndsAt: true,
} as const

const toCards = async (payload: Payload, docs: Event[], locale: Locale) => {
  // By the rule stories and pages follow, as the admin's translation banner tells.
  const ids = docs.map((d) => d.id)
  const translated = await ownWords(payload, ids, locale, false, 'events')
  return docs.map((d) => toCard(d, translated.has(d.id)))
}

const toCard = (e: Event, translated = true): EventCard => ({
  id: e.id,
  slug: e.slug,
  title: e.title,
  summary: e.summary,
  timing: timingOf(e),
  status: e.eventStatus ?? 'scheduled',
  attendance: e.attendance ?? 'in-person',
  venueName: e.attendance === 'online' ? null : (e.venue?.name ?? null),
  categories: categoriesOf(e.categories),
  image: imageOf(e.image),
  lastEndsAt: e.lastEndsAt ?? null,
  translated,
})

const toDetail = (e: Event, translated: boolean): EventDetail => {
  const form = e.registration?.form
  return {
    ...toCard(e, translated),
    body: e.body ?? null,
    audience: e.audience ?? null,
    organiser: e.organiser ?? null,
    accessibility: e.accessibility ?? [],
    accessibilityNotes: e.accessibilityNotes ?? null,
    venueAddress: e.attendance === 'online' ? null : (e.venue?.address ?? null),
    joinLinkShown: e.online?.joinLinkShown ?? 'registered',
    previousStartsAt: e.eventStatus === 'moved' ? (e.previousStartsAt ?? null) : null,
    statusNote: e.statusNote ?? null,
    sensitive: Boolean(e.sensitive),
    registration: {
      kind: e.registration?.kind ?? 'none',
      url: e.registration?.url ?? null,
      form: form && typeof form === 'object' ? form : null,
      capacity: e.registration?.capacity ?? null,
      markedFull: Boolean(e.registration?.full),
    },
    updatedAt: e.updatedAt,
  }
}

/** The filters of both lists: one category (its id) and in person or online. */
export type EventFilter = { category?: number | null; mode?: AttendanceMode | null }

const filterWhere = ({ category, mode }: EventFilter): Where[] => [
  ...(category ? [{ categories: { in: [category] } }] : []),
  ...(mode ? [{ attendance: { equals: mode } }] : []),
]

/**
 * The published events not ended at `now` (their last end empty or later), in no useful order:
 * the page orders them by their next time (domain/events/list.ts), judged again by its clock.
 */
export async function readUpcomingEvents(
  payload: Payload,
  {
    locale = DEFAULT_LOCALE,
    now = new Date(),
    ...filter
  }: EventFilter & { locale?: Locale; now?: Date } = {},
): Promise<EventCard[]> {
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [
        {
          or: [
            { lastEndsAt: { exists: false } },
            { lastEndsAt: { greater_than: now.toISOString() } },
          ],
        },
        ...filterWhere(filter),
      ],
    },
    sort: 'startsAt',
    limit: 500,
    locale,
    depth: 1,
    overrideAccess: false,
    select: cardFields,
  })
  return toCards(payload, docs as Event[], locale)
}

/** The published events whose last time ended by `now`, of one category and mode or all. */
const pastWhere = (now: Date, filter: EventFilter): Where => ({
  and: [{ lastEndsAt: { less_than_equal: now.toISOString() } }, ...filterWhere(filter)],
})

/** A page of the past events (their last end before `now`), the latest ended first. */
export async function readPastEvents(
  payload: Payload,
  {
    locale = DEFAULT_LOCALE,
    page = 1,
    now = new Date(),
    ...filter
  }: EventFilter & { locale?: Locale; page?: number; now?: Date } = {},
): Promise<EventList> {
  const result = await payload.find({
    collection: 'events',
    where: pastWhere(now, filter),
    sort: ['-lastEndsAt', '-id'],
    page,
    limit: EVENTS_PER_PAGE,
    locale,
    depth: 1,
    overrideAccess: false,
    select: cardFields,
  })
  return {
    events: await toCards(payload, result.docs as Event[], locale),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

/** How many published events have ended, of one category and mode or all (pages past the last are refused before any is read). */
export async function readPastEventCount(
  payload: Payload,
  { now = new Date(), ...filter }: EventFilter & { now?: Date } = {},
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'events',
    where: pastWhere(now, filter),
    overrideAccess: false,
  })
  return totalDocs
}

/** One event by its address: the published one, or the latest draft with `draft`. */
export async function readEventBySlug(
  payload: Payload,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
  draft = false,
): Promise<EventDetail | null> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    locale,
    draft,
    overrideAccess: draft,
    pagination: false,
  })
  const event = docs[0]
  if (!event) return null
  const translated = await ownWords(payload, [event.id], locale, draft, 'events')
  return toDetail(event, translated.has(event.id))
}

/**
 * The join link of an online event, a team-only field: read alone, with the team's access, only
 * when its page may show it (near the time, for an event that says so). Null: none.
 */
export async function readJoinUrl(payload: Payload, id: number): Promise<string | null> {
  const doc = await payload.findByID({
    collection: 'events',
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    select: { online: { joinUrl: true } },
  })
  const url = doc?.online?.joinUrl
  return typeof url === 'string' && url.startsWith('https://') ? url : null
}

/**
 * How many have registered for an event with one of our forms: the answers sent from its page,
 * which are stored with it (src/lib/cms/forms/event-registration.ts), counted, never read.
 */
export async function readRegistrations(
  payload: Payload,
  eventId: number,
  req?: PayloadRequest,
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'form-submissions',
    where: { event: { equals: eventId } },
    overrideAccess: true,
    req,
  })
  return totalDocs
}
