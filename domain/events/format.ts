/**
 * An event's times in words, for its pages: through Intl in the caller's Intl locale (a
 * language's `intl`, domain/i18n/languages.mjs), always in the event's own zone and naming it, so
 * "6:00 – 7:30 PM EST" means the same to a visitor in any zone. And the machine-readable forms
 * for <time dateTime>.
 */
import { dateFormat, MINUTE_MS, wallClock } from '../crisis/hours/zone'
import type { EventTiming, Occurrence } from './timing'

type Shown = Pick<EventTiming, 'timeZone' | 'allDay'>

const DAY_PARTS = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const

/** The last instant inside an all-day occurrence: its end is midnight after its last day. */
const lastMoment = (o: Occurrence) => new Date(o.end.getTime() - MINUTE_MS)

/**
 * "Tuesday, December 15, 2026, 6:00 – 7:30 PM EST"; an occurrence over several days names both
 * ("… at 10:00 PM EST – Wednesday, …"); all-day: the dates only ("Tuesday, December 15 –
 * Thursday, December 17, 2026").
 */
export function formatOccurrence(o: Occurrence, t: Shown, intl: string): string {
  if (t.allDay)
    return dateFormat(intl, { ...DAY_PARTS, timeZone: t.timeZone }).formatRange(
      o.start,
      lastMoment(o),
    )
  return dateFormat(intl, {
    ...DAY_PARTS,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: t.timeZone,
  }).formatRange(o.start, o.end)
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')

/** "2026-12-15": the local date of an instant in a zone. */
export function isoDate(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone)
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`
}

/** "2026-12-15T18:00-05:00": the local time of an instant in a zone, with the zone's offset. */
export function isoDateTime(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone)
  const wallMs = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)
  const offset = Math.round(
    (wallMs - Math.floor(date.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS,
  )
  const sign = offset < 0 ? '-' : '+'
  return `${isoDate(date, timeZone)}T${pad(w.hour)}:${pad(w.minute)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
}

/**
 * The dateTime attributes of an occurrence's <time> elements: local times with their offset, or
 * for an all-day occurrence its first and last dates (the last one inclusive).
 */
export function timeAttributes(o: Occurrence, t: Shown): { start: string; end: string } {
  if (t.allDay)
    return { start: isoDate(o.start, t.timeZone), end: isoDate(lastMoment(o), t.timeZone) }
  return { start: isoDateTime(o.start, t.timeZone), end: isoDateTime(o.end, t.timeZone) }
}

/** "Tuesday", in that language: the weekday a weekly or monthly event repeats on. */
export function repeatWeekdayName(
  t: Pick<EventTiming, 'startsAt' | 'timeZone'>,
  intl: string,
): string {
  return dateFormat(intl, { weekday: 'long', timeZone: t.timeZone }).format(new Date(t.startsAt))
}
