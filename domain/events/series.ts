/**
 * The calendar arithmetic behind an event's occurrences (timing.ts is the public face). A series
 * is a list of local calendar days in the event's zone — the first start's day, then every 7 days
 * (weekly) or the same nth weekday of each following month (monthly) — each turned into instants
 * only at the end, from the wall-clock start and wall-clock length of the first occurrence, so
 * that a weekly 18:00 in New York is 18:00 on both sides of a DST change.
 *
 * Days are counted as whole days since 1970-01-01 (a "day number"); times to the minute.
 */
import { DAY_MS, MINUTE_MS, wallClock, zonedWallTimeToInstant } from '../crisis/hours/zone'
import type { EventTiming, Occurrence } from './timing'

export type Nth = 1 | 2 | 3 | 4 | -1

export type Series = {
  timeZone: string
  frequency: EventTiming['repeat']['frequency']
  allDay: boolean
  /** The local day of the first start. */
  firstDay: number
  /** Timed: the first start's minute of its day, and the wall-clock length in ms. */
  startMinute: number
  wallLengthMs: number
  /** All-day: how many days each occurrence covers. */
  days: number
  /** Monthly: the first start's weekday (0 = Sunday) and which one of the month it is. */
  weekday: number
  nth: Nth
  /** No occurrence after the first starts on a later local day; null: forever. */
  untilDay: number | null
  /** Local days on which an occurrence is skipped. */
  exceptionDays: Set<number>
}

const dayNumber = (w: { year: number; month: number; day: number }) =>
  Date.UTC(w.year, w.month - 1, w.day) / DAY_MS

/** The local day (in `timeZone`) of an instant. */
export const localDay = (date: Date, timeZone: string) => dayNumber(wallClock(date, timeZone))

/** 0 = Sunday: 1970-01-01 was a Thursday. */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7

const parse = (iso: string | null | undefined) => (iso ? new Date(iso) : null)
const valid = (d: Date | null): d is Date => d !== null && !Number.isNaN(d.getTime())

/** null when the timing cannot be read (a date that is not one, an unknown zone). */
export function seriesOf(t: EventTiming): Series | null {
  const start = parse(t.startsAt)
  const end = parse(t.endsAt)
  if (!valid(start) || !valid(end)) return null
  let ws, we
  try {
    ws = wallClock(start, t.timeZone)
    we = wallClock(end, t.timeZone)
  } catch {
    return null
  }
  const firstDay = dayNumber(ws)
  const startMinute = ws.hour * 60 + ws.minute
  const wallLengthMs =
    (dayNumber(we) - firstDay) * DAY_MS + (we.hour * 60 + we.minute - startMinute) * MINUTE_MS
  const repeating = t.repeat.frequency !== 'none'
  const until = repeating ? parse(t.repeat.until) : null
  const exceptions = repeating ? (t.repeat.exceptions ?? []).map((e) => parse(e)) : []
  return {
    timeZone: t.timeZone,
    frequency: t.repeat.frequency,
    allDay: t.allDay,
    firstDay,
    startMinute,
    wallLengthMs: Math.max(wallLengthMs, MINUTE_MS),
    days: Math.max(dayNumber(we) - firstDay + 1, 1),
    weekday: ws.weekday,
    nth: ws.day >= 29 ? -1 : (Math.ceil(ws.day / 7) as Nth),
    untilDay: valid(until) ? localDay(until, t.timeZone) : null,
    exceptionDays: new Set(exceptions.filter(valid).map((d) => localDay(d, t.timeZone))),
  }
}

/** The day of the nth (or last, -1) `weekday` of a month counted from January 1970. */
function nthWeekdayOfMonth(monthIndex: number, weekday: number, nth: Nth): number {
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12
  if (nth === -1) {
    const last = Date.UTC(year, month + 1, 0) / DAY_MS
    return last - ((weekdayOf(last) - weekday + 7) % 7)
  }
  const first = Date.UTC(year, month, 1) / DAY_MS
  return first + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (nth - 1)
}

const monthIndexOf = (day: number) => {
  const d = new Date(day * DAY_MS)
  return d.getUTCFullYear() * 12 + d.getUTCMonth()
}

/** The local day of the series' k-th candidate (before until and exceptions); null past the end. */
export function candidateDay(s: Series, k: number): number | null {
  if (k === 0) return s.firstDay
  if (s.frequency === 'weekly') return s.firstDay + 7 * k
  if (s.frequency === 'monthly')
    return nthWeekdayOfMonth(monthIndexOf(s.firstDay) + k, s.weekday, s.nth)
  return null
}

/** How long an occurrence lasts, near enough (a DST change may add or take an hour). */
const approximateLengthMs = (s: Series) => (s.allDay ? s.days * DAY_MS : s.wallLengthMs)

/** A candidate index at or before the first whose occurrence can end after `from`. */
export function firstCandidateAtOrAfter(s: Series, from: Date): number {
  const earliest = localDay(new Date(from.getTime() - approximateLengthMs(s)), s.timeZone) - 2
  if (s.frequency === 'weekly') return Math.max(0, Math.floor((earliest - s.firstDay) / 7))
  if (s.frequency === 'monthly')
    return Math.max(0, monthIndexOf(earliest) - monthIndexOf(s.firstDay))
  return 0
}

/** The index of the last candidate on or before the until day (series with an end only). */
export function lastCandidate(s: Series): number {
  if (s.frequency === 'none' || s.untilDay === null || s.untilDay <= s.firstDay) return 0
  let k =
    s.frequency === 'weekly'
      ? Math.floor((s.untilDay - s.firstDay) / 7)
      : monthIndexOf(s.untilDay) - monthIndexOf(s.firstDay)
  while (k > 0 && (candidateDay(s, k) ?? Infinity) > s.untilDay) k--
  return k
}

/** The instant a local day begins (its midnight) in the series' zone. */
export const dayStart = (s: Series, day: number) => zonedWallTimeToInstant(day * DAY_MS, s.timeZone)

/** The occurrence on a local day: the first's wall-clock start and length, or whole days. */
export function occurrenceOn(s: Series, day: number): Occurrence {
  if (s.allDay) return { start: dayStart(s, day), end: dayStart(s, day + s.days) }
  const wallStart = day * DAY_MS + s.startMinute * MINUTE_MS
  return {
    start: zonedWallTimeToInstant(wallStart, s.timeZone),
    end: zonedWallTimeToInstant(wallStart + s.wallLengthMs, s.timeZone),
  }
}

/** Is the k-th candidate (on `day`) part of the series: within until, not an exception. */
export const isInSeries = (s: Series, k: number, day: number) =>
  !s.exceptionDays.has(day) && (k === 0 || s.untilDay === null || day <= s.untilDay)
