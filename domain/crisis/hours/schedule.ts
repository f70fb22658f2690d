/**
 * Opening hours of crisis lines as data: 24/7, or weekly openings in an IANA time zone, less
 * the closure days; and whether a line is open at a moment. Pure functions, shared by the
 * server render and the browser (visitor's own time zone). The zone arithmetic is in ./zone.
 */
import {
  DAY_MS,
  DAYS_OF_WEEK,
  type DayOfWeek,
  DEFAULT_TIME_ZONE,
  floorToMinute,
  isTimeOfDay,
  isValidTimeZone,
  MINUTE_MS,
  MINUTES_PER_DAY,
  toMinutes,
  wallClock,
  zonedWallTimeToInstant,
} from './zone'

export type WeeklyOpening = { day: DayOfWeek; open: string; close: string }
/**
 * Days the line is closed although its weekly hours say open (holidays, a week off), from the
 * first to the last day, both included, on the line's own calendar. No last day: one day.
 */
export type Closure = { firstDay: string; lastDay?: string | null; note?: string | null }
export type Hours = {
  is24x7?: boolean | null
  timeZone?: string | null
  weekly?: WeeklyOpening[] | null
  closures?: Closure[] | null
}

/** "2026-11-26" from a stored date ("2026-11-26T12:00:00.000Z", as the admin saves it). */
export function closureDay(value: string | null | undefined): string | null {
  if (!value) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10)
}

/** A closure's first and last day ("2026-12-24"), or null when its first day is not a date. */
export function closureDays(closure: Closure): { first: string; last: string } | null {
  const first = closureDay(closure.firstDay)
  if (!first) return null
  const last = closureDay(closure.lastDay)
  return { first, last: last && last > first ? last : first }
}

/**
 * Days ahead that the open-now logic looks at, closure days not counted; two weeks covers any
 * weekly schedule, and a line closed for a month is still told when it opens again.
 */
const HORIZON_DAYS = 14
/** Beyond this many days of closures, a line's hours are 'unknown' (the website tells). */
const MAX_LAYOUT_DAYS = 400

export type OpenState =
  | { kind: 'always' }
  | { kind: 'open'; closesAt: Date }
  | { kind: 'closed'; opensAt: Date; closure?: Closure }
  | { kind: 'unknown' }

/** The zone a line's hours are read in, or null when they cannot be read. */
export function zoneOf(hours: Hours): string | null {
  const zone = hours.timeZone || (hours.is24x7 ? DEFAULT_TIME_ZONE : null)
  return zone && isValidTimeZone(zone) ? zone : null
}

const ALL_DAY: WeeklyOpening[] = DAYS_OF_WEEK.map((day) => ({ day, open: '00:00', close: '00:00' }))

/**
 * Whether the line is open at `now`, and when that changes. Openings are laid out on the
 * calendar of the line's zone from yesterday to two weeks ahead (plus the days of closures),
 * less the closure days (an opening belongs to the day it starts on); touching openings join,
 * so a line open every day around the clock is open until its next closure. A line without
 * usable hours is 'unknown', never assumed open.
 */
export function openState(hours: Hours | null | undefined, now: Date): OpenState {
  // The schedule from now's day on always covers now (see OpenSchedule).
  const schedule = openSchedule(hours, now)
  return (schedule && openStateFromSchedule(schedule, now)) ?? { kind: 'unknown' }
}

/**
 * A line's openings worked out ahead, as plain instants: the server (which has every zone's
 * rules at hand) makes it when it renders the page, and the browser then finds the open state
 * by comparing numbers. Making the time-zone formatters openState needs costs a browser tens of
 * milliseconds of main-thread time on a page of lines.
 *
 * Every figure is in minutes after `base`. `days` are the starts of the line's days in its own
 * zone from the day before the render on; they reach 17 days past the render's day that are not
 * closure days, so a visit on the render's day or the next is answered with the two weeks
 * ahead known. Later visits (a cached page rendered long ago) fall back to openState.
 */
export type OpenSchedule = {
  base: number
  is24x7: boolean
  days: number[]
  /** Openings [start, end), touching ones joined, in order. */
  open: [number, number][]
  /** Closures, as indexes into `days` (both included), with the editors' days and note. */
  closures: {
    first: number
    last: number
    firstDay: string
    lastDay: string
    note?: string | null
  }[]
}

/** Days after the render's day, closures not counted, whose openings a schedule holds. */
const SCHEDULE_DAYS = HORIZON_DAYS + 2

/** The schedule of `hours` from `now`'s day on; null when openState would not read a zone. */
export function openSchedule(hours: Hours | null | undefined, now: Date): OpenSchedule | null {
  if (!hours) return null
  const timeZone = zoneOf(hours)
  const weekly = hours.is24x7 ? ALL_DAY : (hours.weekly ?? [])
  if (!timeZone || !weekly.length) return null
  const base = floorToMinute(now.getTime())
  const wall = wallClock(now, timeZone)
  const today = Date.UTC(wall.year, wall.month - 1, wall.day)
  const at = (naive: number) =>
    Math.round((zonedWallTimeToInstant(naive, timeZone).getTime() - base) / MINUTE_MS)
  const ranges = (hours.closures ?? []).flatMap((c) => {
    const days = closureDays(c)
    return days ? [{ ...days, note: c.note ?? null }] : []
  })
  const days: number[] = []
  const closures: OpenSchedule['closures'] = []
  const openings: [number, number][] = []
  // days[0] is yesterday; openings are laid out until SCHEDULE_DAYS + 1 open-able days from
  // today on, and the start of the day after them ends the list.
  let openable = 0
  for (let k = -1; days.length < MAX_LAYOUT_DAYS; k++) {
    const dayStart = today + k * DAY_MS
    days.push(at(dayStart))
    if (openable > SCHEDULE_DAYS) break
    const date = new Date(dayStart).toISOString().slice(0, 10)
    const range = ranges.find((r) => r.first <= date && date <= r.last)
    if (range) {
      const last = closures.at(-1)
      if (last && last.last === k && last.firstDay === range.first) last.last = k + 1
      else
        closures.push({
          first: k + 1,
          last: k + 1,
          firstDay: range.first,
          lastDay: range.last,
          note: range.note,
        })
      continue
    }
    if (k >= 0) openable++
    const weekday = DAYS_OF_WEEK[(((wall.weekday + k) % 7) + 7) % 7]
    for (const o of weekly) {
      if (o.day !== weekday || !isTimeOfDay(o.open) || !isTimeOfDay(o.close)) continue
      let length = toMinutes(o.close) - toMinutes(o.open)
      if (length <= 0) length += MINUTES_PER_DAY
      const start = dayStart + toMinutes(o.open) * MINUTE_MS
      openings.push([at(start), at(start + length * MINUTE_MS)])
    }
  }
  openings.sort((a, b) => a[0] - b[0])
  const open: [number, number][] = []
  for (const [start, end] of openings) {
    const last = open.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else open.push([start, end])
  }
  return { base, is24x7: Boolean(hours.is24x7), days, open, closures }
}

/** openState read from a schedule; null when `now` is outside what the schedule covers. */
export function openStateFromSchedule(schedule: OpenSchedule, now: Date): OpenState | null {
  const { base, days, open, closures } = schedule
  const t = (now.getTime() - base) / MINUTE_MS
  let day = -1
  for (let i = 0; i < days.length && days[i] <= t; i++) day = i
  if (day < 1) return null
  const closureOn = (i: number) => closures.find((c) => c.first <= i && i <= c.last)
  // The horizon: today and the 14 days after it that are not closure days.
  let horizon = day
  for (let counted = 0; counted <= HORIZON_DAYS; horizon++) {
    if (horizon >= days.length - 1) return null
    if (!closureOn(horizon)) counted++
  }
  const horizonEnd = days[horizon]
  const instant = (minutes: number) => new Date(base + minutes * MINUTE_MS)
  const closedAhead = closures.some((c) => c.last >= day && c.first < horizon)
  if (schedule.is24x7 && !closedAhead) return { kind: 'always' }
  const containing = open.find(([start, end]) => t >= start && t < end)
  if (containing) {
    if (containing[1] >= horizonEnd) return { kind: 'always' }
    return { kind: 'open', closesAt: instant(containing[1]) }
  }
  const next = open.find(([start]) => start > t)
  if (!next || next[0] >= horizonEnd) return { kind: 'unknown' }
  const closure = closureOn(day)
  return {
    kind: 'closed',
    opensAt: instant(next[0]),
    ...(closure
      ? { closure: { firstDay: closure.firstDay, lastDay: closure.lastDay, note: closure.note } }
      : {}),
  }
}
