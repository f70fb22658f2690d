/**
 * schema.org/Event of an event page, for search engines: its next (or last) time with the
 * event's own offset, its status (cancelled, moved with the old start), in person at a place or
 * online at the event page (never the join link), free. Pure: the page passes what it shows.
 */
import { isoDate, isoDateTime } from './format'
import type { AttendanceMode } from './paths'
import type { EventStatus } from './rules'

export type EventJsonLdInput = {
  name: string
  description: string
  /** The event page's absolute address. */
  url: string
  image: string | null
  start: Date
  end: Date
  allDay: boolean
  timeZone: string
  status: EventStatus
  previousStart: Date | null
  attendance: AttendanceMode
  venue: { name: string | null; address: string | null } | null
  organiser: string | null
  site: { name: string; url: string }
}

/**
 * `date` as the wall clock in `timeZone` reads it, with that zone's offset then:
 * 2026-12-15T18:00-05:00; with `dateOnly`, the local day: 2026-12-15.
 */
export const zonedIso = (date: Date, timeZone: string, dateOnly = false): string =>
  dateOnly ? isoDate(date, timeZone) : isoDateTime(date, timeZone)

const STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  moved: 'https://schema.org/EventRescheduled',
  cancelled: 'https://schema.org/EventCancelled',
} as const

export function eventJsonLd(e: EventJsonLdInput): Record<string, unknown> {
  const when = (d: Date) => zonedIso(d, e.timeZone, e.allDay)
  // An all-day event's end is exclusive (the next midnight): its last day is the one before.
  const end = e.allDay ? new Date(Math.max(e.start.getTime(), e.end.getTime() - 60_000)) : e.end
  const online = e.attendance === 'online'
  const venue = e.venue && (e.venue.name || e.venue.address) ? e.venue : null
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    description: e.description,
    url: e.url,
    ...(e.image ? { image: [e.image] } : {}),
    startDate: when(e.start),
    endDate: when(end),
    eventStatus: STATUS[e.status],
    ...(e.status === 'moved' && e.previousStart
      ? { previousStartDate: when(e.previousStart) }
      : {}),
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    ...(online
      ? { location: { '@type': 'VirtualLocation', url: e.url } }
      : venue
        ? {
            location: {
              '@type': 'Place',
              ...(venue.name ? { name: venue.name } : {}),
              ...(venue.address
                ? { address: { '@type': 'PostalAddress', streetAddress: venue.address } }
                : {}),
            },
          }
        : {}),
    isAccessibleForFree: true,
    organizer: e.organiser
      ? { '@type': 'Organization', name: e.organiser }
      : { '@type': 'NGO', name: e.site.name, url: e.site.url },
  }
}

/** The JSON for a <script type="application/ld+json">: `<` escaped so no text can close it. */
export const jsonLdScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')
