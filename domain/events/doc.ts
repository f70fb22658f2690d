/**
 * An event as Payload stores it (collections/Events), the parts the site's logic reads: its
 * timing and what a calendar entry says. Pure, so the collection's hooks, the pages and the feeds
 * read a document the same way.
 */
import type { EventTiming } from './timing'

export type EventDocTiming = {
  startsAt?: string | null
  startsAt_tz?: string | null
  endsAt?: string | null
  allDay?: boolean | null
  repeat?: {
    frequency?: EventTiming['repeat']['frequency'] | null
    until?: string | null
    exceptions?: { date?: string | null }[] | null
  } | null
}

/** The timing an event's fields describe, or null while its start or end is missing. */
export function timingOf(data: EventDocTiming): EventTiming | null {
  if (!data.startsAt || !data.endsAt) return null
  return {
    startsAt: data.startsAt,
    endsAt: data.endsAt,
    timeZone: data.startsAt_tz ?? 'UTC',
    allDay: Boolean(data.allDay),
    repeat: {
      frequency: data.repeat?.frequency ?? 'none',
      until: data.repeat?.until ?? null,
      exceptions: (data.repeat?.exceptions ?? []).flatMap((e) => (e?.date ? [e.date] : [])),
    },
  }
}
