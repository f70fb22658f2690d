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

/** How the zones are named to editors: by the name people use, the IANA id stored. */
export const TIME_ZONE_NAMES: Record<(typeof TIME_ZONES)[number], string> = {
  'America/New_York': 'Eastern Time (New York)',
  'America/Chicago': 'Central Time (Chicago)',
  'America/Denver': 'Mountain Time (Denver)',
  'America/Phoenix': 'Mountain Time without daylight saving (Phoenix)',
  'America/Los_Angeles': 'Pacific Time (Los Angeles)',
  'America/Anchorage': 'Alaska Time (Anchorage)',
  'Pacific/Honolulu': 'Hawaii Time (Honolulu)',
  'America/Puerto_Rico': 'Atlantic Time (Puerto Rico)',
  UTC: 'Coordinated Universal Time (UTC)',
}

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

/** The zone 24/7 lines use for their closures, and any line whose zone is missing. */
export const DEFAULT_TIME_ZONE = 'America/New_York'

const MINUTE_MS = 60_000
const MINUTES_PER_DAY = 24 * 60

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** A time of day as stored: 24-hour "HH:MM", "00:00" being midnight. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

export const isTimeOfDay = (value: unknown): value is string =>
  typeof value === 'string' && TIME_OF_DAY.test(value)

/** What is wrong with a time an editor gave the field `label`, or null when it is a time. */
export function timeOfDayProblem(label: string, value: unknown): string | null {
  if (isTimeOfDay(value)) return null
  return value
    ? `${label}: not a time of day. Pick one on the clock, e.g. 4:00 PM.`
    : `${label}: pick a time, e.g. 4:00 PM.`
}

type WallClock = {
  year: number
  month: number
  day: number
  weekday: number
  hour: number
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * One formatter per locale and options, made once: making an Intl.DateTimeFormat costs far more
 * than using one (the open-now line of seven cards made dozens on every render).
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let fmt = formatters.get(key)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, fmt)
  }
  return fmt
}

/** What a clock on the wall in `timeZone` shows at `date`. */
function wallClock(date: Date, timeZone: string): WallClock {
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

const DAY_MS = MINUTES_PER_DAY * MINUTE_MS
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
function zoneOf(hours: Hours): string | null {
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

/** "4 pm", "4:30 pm" in the given time zone (the runtime's own zone when omitted). */
export function formatClock(date: Date, timeZone?: string, language: Language = 'en'): string {
  // The runtime's own zone: Date's local fields say the same without making a formatter.
  if (timeZone === undefined) {
    const h = date.getHours()
    const m = date.getMinutes()
    return clockText(`${h}:${m}`, language)
  }
  const parts = dateFormat(INTL[language], {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(date)
  const hour = parts.find((p) => p.type === 'hour')?.value ?? ''
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00'
  const period = (parts.find((p) => p.type === 'dayPeriod')?.value ?? '').toLowerCase()
  const periodText = language === 'es' ? period.replace(/^([ap])\.\s*m\.$/, '$1. m.') : period
  return `${hour}${minute === '00' ? '' : `:${minute}`} ${periodText}`.trim()
}

/** "ET", "PT", "UTC": the short generic name of a zone, for the server-rendered fallback. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  if (timeZone === 'UTC') return 'UTC'
  const part = dateFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  return part ?? timeZone
}

const WEEKDAY_NAMES: Record<Language, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
}

/** Days from now's day to the target's, a week or more ahead needing the date to be clear. */
const FAR_DAYS = 7

function dayWord(target: Date, now: Date, timeZone?: string, language: Language = 'en'): string {
  let diff: number
  if (timeZone === undefined) {
    // The runtime's own zone, from Date's local fields (no formatter to make).
    const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())
    diff = Math.round((day(target) - day(now)) / 86_400_000)
  } else {
    const fmt = dateFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    const day = (d: Date) => Date.parse(fmt.format(d))
    diff = Math.round((day(target) - day(now)) / 86_400_000)
  }
  if (diff === 0) return ''
  if (diff === 1) return language === 'es' ? 'mañana ' : 'tomorrow '
  if (diff < FAR_DAYS) {
    const weekday =
      timeZone === undefined
        ? WEEKDAY_NAMES[language][target.getDay()]
        : dateFormat(INTL[language], { timeZone, weekday: 'long' }).format(target)
    return language === 'es' ? `el ${weekday} ` : `${weekday} `
  }
  // "Friday, January 2": after a closure, "Friday" alone could be this week's.
  const date = dateFormat(INTL[language], {
    ...(timeZone === undefined ? {} : { timeZone }),
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(target)
  return language === 'es' ? `el ${date} ` : `${date} `
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
  zoneLabel?: string,
  language: Language = 'en',
): string {
  if (language === 'es') return describeOpenStateInSpanish(state, now, timeZone, zoneLabel)
  zoneLabel ??= 'your time'
  switch (state.kind) {
    case 'always':
      return 'Open 24/7'
    case 'open':
      return `Open now, until ${formatClock(state.closesAt, timeZone)} ${zoneLabel}`
    case 'closed': {
      const why = state.closure
        ? `Closed today${state.closure.note ? ` (${state.closure.note})` : ''}.`
        : 'Closed now.'
      return `${why} Opens ${dayWord(state.opensAt, now, timeZone)}at ${formatClock(state.opensAt, timeZone)} ${zoneLabel}`
    }
    case 'unknown':
      return 'Check the website for hours'
  }
}

function describeOpenStateInSpanish(
  state: OpenState,
  now: Date,
  timeZone?: string,
  zoneLabel = 'en tu hora',
): string {
  const clock = (d: Date) => formatClock(d, timeZone, 'es')
  switch (state.kind) {
    case 'always':
      return 'Abierto las 24 horas, todos los días'
    case 'open':
      return `Abierto ahora, hasta las ${clock(state.closesAt)} ${zoneLabel}`
    case 'closed': {
      const why = state.closure
        ? `Cerrado hoy${state.closure.note ? ` (${state.closure.note})` : ''}.`
        : 'Cerrado ahora.'
      return `${why} Abre ${dayWord(state.opensAt, now, timeZone, 'es')}a las ${clock(state.opensAt)} ${zoneLabel}`
    }
    case 'unknown':
      return 'Consulta el horario en su sitio web'
  }
}

/** The languages hours are told in (the site's locales). */
export type Language = 'en' | 'es'
const INTL: Record<Language, string> = { en: 'en-US', es: 'es-US' }

const SPANISH_DAYS: Record<DayOfWeek, string> = {
  sunday: 'dom',
  monday: 'lun',
  tuesday: 'mar',
  wednesday: 'mié',
  thursday: 'jue',
  friday: 'vie',
  saturday: 'sáb',
}

const SHORT_DAYS: Record<DayOfWeek, string> = {
  sunday: 'Sun',
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
}
/** Days in the order people read opening hours: the working week first. */
const WEEK_FROM_MONDAY: DayOfWeek[] = [...DAYS_OF_WEEK.slice(1), 'sunday']

/** "10 am", "4:30 pm", "12 am" (midnight) for a 24-hour "HH:MM". */
function clockText(hhmm: string, language: Language = 'en'): string {
  const minutes = toMinutes(hhmm) % MINUTES_PER_DAY
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const hour12 = h % 12 === 0 ? 12 : h % 12
  const period = language === 'es' ? (h < 12 ? 'a. m.' : 'p. m.') : h < 12 ? 'am' : 'pm'
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${period}`
}

/**
 * The weekly hours in words, in the line's own zone: "24/7", "Mon–Fri 10 am–6 pm PT",
 * "Mon–Fri 4 pm–12 am, Sat 12 pm–5 pm ET". Days with the same openings are joined into runs.
 * Null when the hours are not set. `at` picks the zone's name (it does not change the text
 * otherwise).
 */
export function describeWeeklyHours(
  hours: Hours | null | undefined,
  at: Date = new Date(),
  language: Language = 'en',
): string | null {
  if (!hours) return null
  if (hours.is24x7) return '24/7'
  const dayNames = language === 'es' ? SPANISH_DAYS : SHORT_DAYS
  const weekly = hours.weekly ?? []
  const timeZone = hours.timeZone
  if (!weekly.length || !timeZone || !isValidTimeZone(timeZone)) return null
  const spans = (day: DayOfWeek) =>
    weekly
      .filter((o) => o.day === day)
      .sort((a, b) => toMinutes(a.open) - toMinutes(b.open))
      .map((o) => `${clockText(o.open, language)}–${clockText(o.close, language)}`)
      .join(language === 'es' ? ' y ' : ' and ')
  const runs: { from: DayOfWeek; to: DayOfWeek; text: string }[] = []
  for (const day of WEEK_FROM_MONDAY) {
    const text = spans(day)
    const last = runs.at(-1)
    const previous = WEEK_FROM_MONDAY[WEEK_FROM_MONDAY.indexOf(day) - 1]
    if (text && last && last.text === text && last.to === previous) last.to = day
    else if (text) runs.push({ from: day, to: day, text })
  }
  const days = (r: (typeof runs)[number]) => {
    if (r.from === 'monday' && r.to === 'sunday')
      return language === 'es' ? 'Todos los días' : 'Daily'
    const span = WEEK_FROM_MONDAY.indexOf(r.to) - WEEK_FROM_MONDAY.indexOf(r.from)
    if (span === 0) return dayNames[r.from]
    return `${dayNames[r.from]}${span === 1 ? ', ' : '–'}${dayNames[r.to]}`
  }
  return `${runs.map((r) => `${days(r)} ${r.text}`).join(', ')} ${zoneAbbreviation(timeZone, at)}`
}

/**
 * Closures that have not ended by `now`'s day (in the line's zone), soonest first, as "Thu,
 * Nov 26 (Thanksgiving)" or "Thu, Dec 24 – Fri, Jan 1 (Holidays)".
 */
export function upcomingClosures(
  hours: Hours | null | undefined,
  now: Date,
  limit = 5,
  language: Language = 'en',
): { firstDay: string; lastDay: string; text: string }[] {
  if (!hours?.closures?.length) return []
  const zone = zoneOf(hours) ?? DEFAULT_TIME_ZONE
  const w = wallClock(now, zone)
  const today = new Date(Date.UTC(w.year, w.month - 1, w.day)).toISOString().slice(0, 10)
  const fmt = dateFormat(INTL[language], {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  })
  const dayText = (day: string) => fmt.format(new Date(`${day}T12:00:00Z`))
  return hours.closures
    .flatMap((c) => {
      const days = closureDays(c)
      return days && days.last >= today ? [{ ...days, note: c.note?.trim() }] : []
    })
    .sort((a, b) => a.first.localeCompare(b.first))
    .slice(0, limit)
    .map(({ first, last, note }) => ({
      firstDay: first,
      lastDay: last,
      text: `${dayText(first)}${last === first ? '' : ` – ${dayText(last)}`}${note ? ` (${note})` : ''}`,
    }))
}

/** "Friday" for "friday": the day as editors read it. */
export const dayLabel = (day: DayOfWeek): string =>
  WEEKDAY_NAMES.en[DAYS_OF_WEEK.indexOf(day)] ?? day

/**
 * One weekly opening as an editor thinks of it: "Friday 10 am – 6 pm", "Friday 4 pm –
 * midnight", "Friday 4 pm – Saturday 1 am" (a close at or before the open runs into the next
 * day), "Friday, all day". Null until the day is chosen; a time not yet valid reads "…".
 */
export function describeOpening(opening: Partial<WeeklyOpening> | null | undefined): string | null {
  const day = opening?.day
  if (!day || !DAYS_OF_WEEK.includes(day)) return null
  const name = dayLabel(day)
  const { open, close } = opening
  if (!isTimeOfDay(open) || !isTimeOfDay(close))
    return `${name} ${isTimeOfDay(open) ? clockText(open) : '…'} – ${isTimeOfDay(close) ? clockText(close) : '…'}`
  const start = toMinutes(open)
  const end = toMinutes(close)
  if (end > start) return `${name} ${clockText(open)} – ${clockText(close)}`
  if (end === 0) return start === 0 ? `${name}, all day` : `${name} ${clockText(open)} – midnight`
  const next = dayLabel(DAYS_OF_WEEK[(DAYS_OF_WEEK.indexOf(day) + 1) % 7])
  return `${name} ${clockText(open)} – ${next} ${clockText(close)}`
}

/**
 * A closure as an editor thinks of it: "Closed Nov 26, 2026: Thanksgiving", "Closed Dec 24,
 * 2026 – Jan 1, 2027 (9 days): Holidays". Null until its first day is set.
 */
export function describeClosure(closure: Partial<Closure> | null | undefined): string | null {
  const days = closure?.firstDay ? closureDays(closure as Closure) : null
  if (!days) return null
  const fmt = (day: string, withYear: boolean) =>
    dateFormat('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
    }).format(new Date(`${day}T12:00:00Z`))
  const count = Math.round((Date.parse(days.last) - Date.parse(days.first)) / DAY_MS) + 1
  const when =
    count === 1
      ? fmt(days.first, true)
      : `${fmt(days.first, days.first.slice(0, 4) !== days.last.slice(0, 4))} – ${fmt(days.last, true)} (${count} days)`
  const note = closure?.note?.trim()
  return `Closed ${when}${note ? `: ${note}` : ''}`
}
