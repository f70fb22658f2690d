import 'server-only'
import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@domain/cache-tags'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
import type { AttendanceMode } from '@domain/events/paths'
import { getPayloadClient, isBuildPhase, withFallback } from './index'
import {
  readEventBySlug,
  readJoinUrl,
  readPastEventCount,
  readPastEvents,
  readRegistrations,
  readUpcomingEvents,
  type EventList,
} from './event-queries'
import { readCategories, readSlugs } from './story-queries'

export type { EventCard, EventDetail, EventList } from './event-queries'
export type { CategoryItem } from './story-queries'

/**
 * Events for server components, each read cached under the `events` tag (and an event's own),
 * which the Events and Event categories hooks revalidate, and the queued job refreshes at every
 * start and end (collections/Events/refresh.ts). During `next build` (no database) the lists
 * are empty and an event is not found; those routes render on request.
 */
const cachedCategories = unstable_cache(
  async (locale: Locale) => readCategories(await getPayloadClient(), locale, 'event-categories'),
  ['event-categories'],
  { tags: [CACHE_TAGS.events] },
)
/** Every event category, by name, in `locale`. */
export const getEventCategories = (locale: Locale = DEFAULT_LOCALE) =>
  isBuildPhase() ? Promise.resolve([]) : cachedCategories(locale)

const cachedUpcoming = unstable_cache(
  async (locale: Locale, category: number | null, mode: AttendanceMode | null) =>
    readUpcomingEvents(await getPayloadClient(), { locale, category, mode }),
  ['events-upcoming'],
  { tags: [CACHE_TAGS.events] },
)

/**
 * The published events not ended when the cache was filled, of one category (its id) and mode or
 * all; order them and drop any ended since with upcomingInOrder (domain/events/list.ts).
 */
export const getUpcomingEvents = (
  locale: Locale,
  { category = null, mode = null }: { category?: number | null; mode?: AttendanceMode | null } = {},
) => (isBuildPhase() ? Promise.resolve([]) : cachedUpcoming(locale, category, mode))

const cachedPast = unstable_cache(
  async (locale: Locale, page: number, category: number | null, mode: AttendanceMode | null) =>
    readPastEvents(await getPayloadClient(), { locale, page, category, mode }),
  ['events-past'],
  { tags: [CACHE_TAGS.events] },
)

/** A page of the past events, the latest ended first. */
export const getPastEvents = (
  locale: Locale,
  {
    page = 1,
    category = null,
    mode = null,
  }: { page?: number; category?: number | null; mode?: AttendanceMode | null } = {},
): Promise<EventList> =>
  isBuildPhase()
    ? Promise.resolve({ events: [], page: 1, totalPages: 0, totalDocs: 0 })
    : cachedPast(locale, page, category, mode)

const cachedPastCount = unstable_cache(
  async (category: number | null, mode: AttendanceMode | null) =>
    readPastEventCount(await getPayloadClient(), { category, mode }),
  ['events-past-count'],
  { tags: [CACHE_TAGS.events] },
)

/**
 * How many events have ended, of one category and mode or all: /events?when=past knows a page
 * past the last before it reads (or caches) any page, so random page numbers cost one cached count.
 */
export const getPastEventCount = ({
  category = null,
  mode = null,
}: { category?: number | null; mode?: AttendanceMode | null } = {}): Promise<number> =>
  isBuildPhase() ? Promise.resolve(0) : cachedPastCount(category, mode)

const cachedEvent = (slug: string, locale: Locale) =>
  unstable_cache(
    async () => readEventBySlug(await getPayloadClient(), slug, locale),
    ['event', slug, locale],
    { tags: [CACHE_TAGS.events, CACHE_TAGS.event(slug)] },
  )

/** A published event by its address, or null. */
export const getEvent = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  isBuildPhase() ? Promise.resolve(null) : cachedEvent(slug, locale)()

/** An event's latest draft, for the team's preview; never cached. */
export const getDraftEvent = async (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  readEventBySlug(await getPayloadClient(), slug, locale, true)

/**
 * The join link of an online event, read only when its page may show it (never cached apart
 * from the page: the events tag is refreshed when the link opens and when it closes).
 */
export const getJoinUrl = async (id: number) => readJoinUrl(await getPayloadClient(), id)

/** How many have registered with one of our forms (a count), or null when it counts none. */
export const getRegistrations = async (eventId: number) =>
  readRegistrations(await getPayloadClient(), eventId).catch((err: Error) => {
    console.error('[cms] the registrations could not be counted:', err.message)
    return null
  })

const cachedEventSlugs = unstable_cache(
  async () => readSlugs(await getPayloadClient(), 'events'),
  ['event-slugs'],
  { tags: [CACHE_TAGS.events] },
)
/** Every published event's address, for the sitemap; none when the database cannot be read. */
export const getEventSlugs = () => withFallback(cachedEventSlugs, [], 'the event list')
