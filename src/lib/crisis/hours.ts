/**
 * Opening hours of crisis lines as data: 24/7, or weekly openings in an IANA time zone.
 * Pure functions, shared by the server render and the browser (visitor's own time zone).
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

const MINUTES_PER_DAY = 24 * 60
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** Minutes since Sunday 00:00 of `date` as seen on a wall clock in `timeZone`. */
export function minuteOfWeek(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const day = DAYS_OF_WEEK.indexOf(get('weekday').toLowerCase() as DayOfWeek)
  return day * MINUTES_PER_DAY + Number(get('hour')) * 60 + Number(get('minute'))
}

type Interval = { start: number; end: number }

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

/** Whether the line is open at `now`, and when that changes. */
export function openState(hours: Hours | null | undefined, now: Date): OpenState {
  if (!hours || hours.is24x7) return { kind: 'always' }
  const weekly = hours.weekly ?? []
  if (!weekly.length || !hours.timeZone) return { kind: 'unknown' }
  const current = minuteOfWeek(now, hours.timeZone)
  const at = (deltaMinutes: number) =>
    new Date(Math.floor(now.getTime() / 60000) * 60000 + deltaMinutes * 60000)

  for (const { start, end } of intervals(weekly)) {
    for (const shift of [0, -MINUTES_PER_WEEK]) {
      if (current >= start + shift && current < end + shift) {
        return { kind: 'open', closesAt: at(end + shift - current) }
      }
    }
  }
  const next = Math.min(
    ...intervals(weekly).map(
      ({ start }) => (start - current + MINUTES_PER_WEEK) % MINUTES_PER_WEEK,
    ),
  )
  return { kind: 'closed', opensAt: at(next) }
}

/** "4 pm", "4:30 pm" in the given time zone. */
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
 * Short human status in the visitor's time zone: "Open 24/7", "Open now", "Opens at 4 pm your
 * time", "Opens tomorrow at 4 pm your time".
 */
export function describeOpenState(state: OpenState, now: Date, visitorTimeZone?: string): string {
  switch (state.kind) {
    case 'always':
      return 'Open 24/7'
    case 'open':
      return `Open now, until ${formatClock(state.closesAt, visitorTimeZone)} your time`
    case 'closed':
      return `Closed now. Opens ${dayWord(state.opensAt, now, visitorTimeZone)}at ${formatClock(state.opensAt, visitorTimeZone)} your time`
    case 'unknown':
      return 'Check the website for hours'
  }
}
