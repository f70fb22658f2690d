/**
 * Opening hours of crisis lines as data: 24/7, or weekly openings in an IANA time zone.
 * Pure functions, shared by the server render and the browser (visitor's own time zone).
 *
 * Openings are wall-clock times in the line's zone ("16:00 to 00:00 in New York"), so the
 * arithmetic happens on wall-clock minutes and only the final answer is turned back into an
 * instant. Counting elapsed minutes instead would be an hour off across a DST change.
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

export type WeeklyOpening = { day: DayOfWeek; open: string; close: string }
export type Hours = {
  is24x7?: boolean | null
  timeZone?: string | null
  weekly?: WeeklyOpening[] | null
}

const MINUTE_MS = 60_000
const MINUTES_PER_DAY = 24 * 60
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

type WallClock = {
  year: number
  month: number
  day: number
  weekday: number
  hour: number
  minute: number
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>()

/** What a clock on the wall in `timeZone` shows at `date`. */
function wallClock(date: Date, timeZone: string): WallClock {
  let fmt = wallFormatters.get(timeZone)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'long',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    wallFormatters.set(timeZone, fmt)
  }
  const parts = fmt.formatToParts(date)
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

const floorToMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS

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

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

type Interval = { start: number; end: number }

/** Openings as minute-of-week intervals; a close at or before the open runs past midnight. */
function intervals(weekly: WeeklyOpening[]): Interval[] {
  return weekly.map(({ day, open, close }) => {
    const start = DAYS_OF_WEEK.indexOf(day) * MINUTES_PER_DAY + toMinutes(open)
    let length = toMinutes(close) - toMinutes(open)
    if (length <= 0) length += MINUTES_PER_DAY
    return { start, end: start + length }
  })
}

export type OpenState =
  | { kind: 'always' }
  | { kind: 'open'; closesAt: Date }
  | { kind: 'closed'; opensAt: Date }
  | { kind: 'unknown' }

/**
 * Whether the line is open at `now`, and when that changes. A line without usable hours is
 * 'unknown', never assumed open.
 */
export function openState(hours: Hours | null | undefined, now: Date): OpenState {
  if (hours?.is24x7) return { kind: 'always' }
  const weekly = hours?.weekly ?? []
  const timeZone = hours?.timeZone
  if (!weekly.length || !timeZone || !isValidTimeZone(timeZone)) return { kind: 'unknown' }

  const wall = wallClock(now, timeZone)
  const current = wall.weekday * MINUTES_PER_DAY + wall.hour * 60 + wall.minute
  const at = (wallMinutesFromNow: number) =>
    zonedWallTimeToInstant(naiveMs(wall) + wallMinutesFromNow * MINUTE_MS, timeZone)
  const openings = intervals(weekly)

  // An opening late on Saturday can run into Sunday, the start of the next week.
  const containing = openings
    .flatMap(({ start, end }) => [
      { start, end },
      { start: start - MINUTES_PER_WEEK, end: end - MINUTES_PER_WEEK },
    ])
    .filter(({ start, end }) => current >= start && current < end)
  if (containing.length) {
    return { kind: 'open', closesAt: at(Math.max(...containing.map((i) => i.end)) - current) }
  }
  const untilNext = Math.min(
    ...openings.map(({ start }) => (start - current + MINUTES_PER_WEEK) % MINUTES_PER_WEEK),
  )
  return { kind: 'closed', opensAt: at(untilNext) }
}

/** "4 pm", "4:30 pm" in the given time zone (the runtime's own zone when omitted). */
export function formatClock(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(date)
  const hour = parts.find((p) => p.type === 'hour')?.value ?? ''
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00'
  const period = (parts.find((p) => p.type === 'dayPeriod')?.value ?? '').toLowerCase()
  return `${hour}${minute === '00' ? '' : `:${minute}`} ${period}`.trim()
}

/** "ET", "PT", "UTC": the short generic name of a zone, for the server-rendered fallback. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  if (timeZone === 'UTC') return 'UTC'
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  return part ?? timeZone
}

function dayWord(target: Date, now: Date, timeZone?: string): string {
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const day = (d: Date) => Date.parse(fmt.format(d))
  const diff = Math.round((day(target) - day(now)) / 86_400_000)
  if (diff === 0) return ''
  if (diff === 1) return 'tomorrow '
  return `${new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(target)} `
}

/**
 * Short human status: "Open 24/7", "Open now, until 12 am your time", "Closed now. Opens at
 * 4 pm your time", "Closed now. Opens tomorrow at 4 pm your time". `timeZone` is the zone the
 * times are shown in (the visitor's own when omitted in a browser) and `zoneLabel` how that
 * zone is named to the reader.
 */
export function describeOpenState(
  state: OpenState,
  now: Date,
  timeZone?: string,
  zoneLabel = 'your time',
): string {
  switch (state.kind) {
    case 'always':
      return 'Open 24/7'
    case 'open':
      return `Open now, until ${formatClock(state.closesAt, timeZone)} ${zoneLabel}`
    case 'closed':
      return `Closed now. Opens ${dayWord(state.opensAt, now, timeZone)}at ${formatClock(state.opensAt, timeZone)} ${zoneLabel}`
    case 'unknown':
      return 'Check the website for hours'
  }
}
