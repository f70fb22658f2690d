/**
 * Opening hours in words for visitors: "Open now, until 12 am your time", "Mon–Fri 4 pm–12 am
 * ET", "Thu, Nov 26 (Thanksgiving)", in English or Spanish.
 */
import { closureDays, type Hours, type OpenState, zoneOf } from './schedule'
import {
  dateFormat,
  DAYS_OF_WEEK,
  type DayOfWeek,
  DEFAULT_TIME_ZONE,
  isValidTimeZone,
  MINUTES_PER_DAY,
  toMinutes,
  wallClock,
  zoneAbbreviation,
} from './zone'

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

export const WEEKDAY_NAMES: Record<Language, string[]> = {
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
export function clockText(hhmm: string, language: Language = 'en'): string {
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
