/**
 * Wall-clock arithmetic in IANA time zones: what a clock in a zone shows at an instant, and the
 * instant at which it shows a given time. Openings are wall-clock times in the line's zone
 * ("16:00 to 00:00 in New York"), so the arithmetic happens on wall-clock minutes and only the
 * final answer is turned back into an instant. Counting elapsed minutes instead would be an hour
 * off across a DST change.
 */
export const DAYS_OF_WEEK = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number]

export const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'UTC',
] as const

/** The zone 24/7 lines use for their closures, and any line whose zone is missing: the team's. */
export { DEFAULT_TIME_ZONE } from '../../team-zone.mjs'

export const MINUTE_MS = 60_000
export const MINUTES_PER_DAY = 24 * 60
export const DAY_MS = MINUTES_PER_DAY * MINUTE_MS

export const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** A time of day as stored: 24-hour "HH:MM", "00:00" being midnight. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

export const isTimeOfDay = (value: unknown): value is string =>
  typeof value === 'string' && TIME_OF_DAY.test(value)

type WallClock = {
  year: number
  month: number
  day: number
  weekday: number
  hour: number
  minute: number
}

/**
 * "Nov 29, 2026, 3:50 AM EST": a day and a time with its zone named (dateStyle and timeStyle
 * cannot be combined with timeZoneName: the same parts, spelled out).
 */
export const DATE_TIME_WITH_ZONE: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * One formatter per locale and options, made once: making an Intl.DateTimeFormat costs far more
 * than using one (the open-now line of seven cards made dozens on every render).
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let fmt = formatters.get(key)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, fmt)
  }
  return fmt
}

/** What a clock on the wall in `timeZone` shows at `date`. */
export function wallClock(date: Date, timeZone: string): WallClock {
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'long',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: DAYS_OF_WEEK.indexOf(get('weekday').toLowerCase() as DayOfWeek),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
  }
}

/** A wall-clock reading as if it were UTC: calendar arithmetic without a zone. */
const naiveMs = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)

export const floorToMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS

/** The zone's offset from UTC at `instant`, in ms (-4 h in New York in summer). */
const offsetMs = (instantMs: number, timeZone: string) =>
  naiveMs(wallClock(new Date(instantMs), timeZone)) - floorToMinute(instantMs)

/**
 * The instant at which clocks in `timeZone` show the naive wall time `wallMs`. When the wall
 * time occurs twice (clocks go back) this is the first time; when it never occurs (clocks go
 * forward) it is as long after the jump as the wall time was after its start.
 */
export function zonedWallTimeToInstant(wallMs: number, timeZone: string): Date {
  const first = wallMs - offsetMs(wallMs, timeZone)
  const second = wallMs - offsetMs(first, timeZone)
  return new Date(naiveMs(wallClock(new Date(second), timeZone)) === wallMs ? second : first)
}

/** Minutes since Sunday 00:00 of `date` as seen on a wall clock in `timeZone`. */
export function minuteOfWeek(date: Date, timeZone: string): number {
  const w = wallClock(date, timeZone)
  return w.weekday * MINUTES_PER_DAY + w.hour * 60 + w.minute
}

const validZones = new Map<string, boolean>()

export function isValidTimeZone(timeZone: string): boolean {
  let valid = validZones.get(timeZone)
  if (valid === undefined) {
    try {
      dateFormat('en-US', { timeZone })
      valid = true
    } catch {
      valid = false
    }
    validZones.set(timeZone, valid)
  }
  return valid
}

/** "ET", "PT", "UTC": the short generic name of a zone, for the server-rendered fallback. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  if (timeZone === 'UTC') return 'UTC'
  const part = dateFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  return part ?? timeZone
}
