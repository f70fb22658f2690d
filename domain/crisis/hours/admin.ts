/**
 * Opening hours as editors read them in the admin (English only): the zones by the names people
 * use, a weekly opening or a closure as one row's name, what is wrong with a time.
 */
import { type Closure, closureDays, type WeeklyOpening } from './schedule'
import { en } from '../../i18n/messages/en'
import { clockText } from './wording'
import {
  dateFormat,
  DAY_MS,
  DAYS_OF_WEEK,
  type DayOfWeek,
  isTimeOfDay,
  TIME_ZONES,
  toMinutes,
} from './zone'

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

/** What is wrong with a time an editor gave the field `label`, or null when it is a time. */
export function timeOfDayProblem(label: string, value: unknown): string | null {
  if (isTimeOfDay(value)) return null
  return value
    ? `${label}: not a time of day. Pick one on the clock, e.g. 4:00 PM.`
    : `${label}: pick a time, e.g. 4:00 PM.`
}

/** The admin is in English: the visitors' English words for days and times. */
const EN = en.crisis.card.openHours

/** "Friday" for "friday": the day as editors read it. */
export const dayLabel = (day: DayOfWeek): string => EN.days[day] ?? day

/** "10 am", "4:30 pm", "12 am" (midnight) for a 24-hour "HH:MM", in English. */
const clock = (hhmm: string) => clockText(hhmm, EN)

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
    return `${name} ${isTimeOfDay(open) ? clock(open) : '…'} – ${isTimeOfDay(close) ? clock(close) : '…'}`
  const start = toMinutes(open)
  const end = toMinutes(close)
  if (end > start) return `${name} ${clock(open)} – ${clock(close)}`
  if (end === 0) return start === 0 ? `${name}, all day` : `${name} ${clock(open)} – midnight`
  const next = dayLabel(DAYS_OF_WEEK[(DAYS_OF_WEEK.indexOf(day) + 1) % 7])
  return `${name} ${clock(open)} – ${next} ${clock(close)}`
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
