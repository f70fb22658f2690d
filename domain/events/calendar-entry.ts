/**
 * What a calendar entry of an event says, from the stored event: its title and summary in the
 * visitor's language, the place (never an online event's join link), cancelled or not, and how
 * many times it changed (SEQUENCE, so a subscribed calendar replaces its copy). Whether it is
 * written discreetly is the calendar file's choice (./ics.ts `isDiscreet`).
 */
import { type EventDocTiming, timingOf } from './doc'
import type { IcsEvent } from './ics'

export type CalendarEventDoc = EventDocTiming & {
  id: number
  slug: string
  title: string
  summary?: string | null
  attendance?: 'in-person' | 'online' | null
  venue?: { name?: string | null; address?: string | null } | null
  eventStatus?: 'scheduled' | 'moved' | 'cancelled' | null
  sensitive?: boolean | null
  updatedAt: string
}

/** Seconds since 2020 of the last save: rises with every change, fits SEQUENCE's integer. */
const EPOCH_2020 = Date.UTC(2020, 0, 1)
export const sequenceOf = (updatedAt: string): number =>
  Math.max(0, Math.floor((Date.parse(updatedAt) - EPOCH_2020) / 1000))

/** The place line: the venue's name and address, or the catalogue's word for online. */
export function locationOf(doc: CalendarEventDoc, onlineWord: string): string | null {
  if (doc.attendance === 'online') return onlineWord
  const parts = [doc.venue?.name, doc.venue?.address?.replace(/\s*\n\s*/g, ', ')]
    .map((p) => p?.trim())
    .filter(Boolean)
  return parts.length ? parts.join(', ') : null
}

/** The entry of `doc`, or null while it has no times; `url` is its page, `host` the site's. */
export function calendarEntry(
  doc: CalendarEventDoc,
  { url, host, onlineWord }: { url: string; host: string; onlineWord: string },
): IcsEvent | null {
  const timing = timingOf(doc)
  if (!timing) return null
  return {
    uid: `event-${doc.id}@${host}`,
    title: doc.title,
    description: doc.summary?.trim() || null,
    location: locationOf(doc, onlineWord),
    url,
    timing,
    cancelled: doc.eventStatus === 'cancelled',
    sequence: sequenceOf(doc.updatedAt),
    updatedAt: doc.updatedAt,
    sensitive: Boolean(doc.sensitive),
  }
}
