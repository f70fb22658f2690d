/**
 * Events (trainings, support groups, community nights): their addresses, the list's query and
 * paging, shared by the collection, the routes, the feeds and tests.
 */
import { DEFAULT_LOCALE, type Locale, toLocalePath } from '../i18n/locales'
import { PAGE_NUMBER } from '../list-pages.mjs'
import { SLUG_PATTERN } from '../site'

/** Events per page of /events (upcoming or past). */
export const EVENTS_PER_PAGE = 12
export const EVENTS_PATH = '/events'
/** The calendar of every event; `?category=<slug>` for one kind, `&discreet=1` for neutral entries. */
export const EVENTS_FEED_PATH = '/events/calendar.ics'

/** An event's address in `locale`: /events/<slug>, /es/events/<slug>. */
export const eventPath = (slug: string, locale: Locale = DEFAULT_LOCALE): string =>
  toLocalePath(`${EVENTS_PATH}/${slug}`, locale)

/** The one event's calendar file ("Add to calendar"), discreet or not. */
export const eventIcsPath = (slug: string, locale: Locale, discreet = false): string =>
  `${eventPath(slug, locale)}/calendar.ics${discreet ? '?discreet=1' : ''}`

/** A feed's address in `locale`: every event, or one category's; discreet entries on request. */
export function eventsFeedPath(
  locale: Locale,
  { category, discreet }: { category?: string | null; discreet?: boolean } = {},
): string {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (discreet) query.set('discreet', '1')
  const search = query.toString()
  return `${toLocalePath(EVENTS_FEED_PATH, locale)}${search ? `?${search}` : ''}`
}

/** The same feed for a calendar app to subscribe to: webcal:// (RFC 5545 over HTTP(S)). */
export const webcalUrl = (absoluteHttpUrl: string): string =>
  absoluteHttpUrl.replace(/^https?:\/\//, 'webcal://')

export const ATTENDANCE_MODES = ['in-person', 'online'] as const
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number]

export type EventsQuery = {
  page: number
  category: string | null
  mode: AttendanceMode | null
  past: boolean
}

/** The list's address in `locale` for a query (defaults left out). */
export function eventsPath(locale: Locale, query: Partial<EventsQuery> = {}): string {
  const params = new URLSearchParams()
  if (query.category) params.set('category', query.category)
  if (query.mode) params.set('mode', query.mode)
  if (query.past) params.set('when', 'past')
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return `${toLocalePath(EVENTS_PATH, locale)}${search ? `?${search}` : ''}`
}

type SearchValue = string | string[] | undefined
const first = (value: SearchValue): string | undefined => (Array.isArray(value) ? value[0] : value)

/**
 * What /events was asked for, or null when the address names no page number, category slug,
 * mode (in-person, online) or time (`when=past`); a repeated parameter counts by its first value.
 */
export function eventsQuery(params: Record<string, SearchValue>): EventsQuery | null {
  const pageText = first(params.page)
  const category = first(params.category) ?? null
  const mode = first(params.mode) ?? null
  const when = first(params.when)
  if (pageText !== undefined && !PAGE_NUMBER.test(pageText)) return null
  if (category !== null && (category.length > 100 || !SLUG_PATTERN.test(category))) return null
  if (mode !== null && !(ATTENDANCE_MODES as readonly string[]).includes(mode)) return null
  if (when !== undefined && when !== 'past') return null
  return {
    page: pageText ? Number(pageText) : 1,
    category,
    mode: mode as AttendanceMode | null,
    past: when === 'past',
  }
}

/**
 * What a calendar file was asked for: a category slug (feeds only) and whether its entries are
 * discreet (`discreet=1`); null for anything else, which answers 404. First values count.
 */
export function calendarQuery(
  params: URLSearchParams,
): { category: string | null; discreet: boolean } | null {
  const category = params.get('category')
  const discreet = params.get('discreet')
  if (category !== null && (category.length > 100 || !SLUG_PATTERN.test(category))) return null
  if (discreet !== null && discreet !== '1') return null
  return { category, discreet: discreet === '1' }
}
