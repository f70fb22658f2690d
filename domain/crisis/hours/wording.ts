/**
 * Opening hours in words for visitors: "Open now, until 12 am your time", "Mon–Fri 4 pm–12 am
 * ET", "Thu, Nov 26 (Thanksgiving)". The words are the card's in the page's language
 * (domain/i18n/messages, crisis.card), passed in: browser code gets only its page's language.
 * ./language reads them from the catalogues by language code, for the server.
 */
import { fill } from '../../i18n/fill'
import type { CrisisCardText } from '../../i18n/messages'
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

/** The words hours are told in: a card's words in one language. */
export type HoursText = Pick<CrisisCardText, 'intl' | 'open247' | 'openHours'>
type HoursWords = HoursText['openHours']

/** "4 pm", "4:30 pm" in the given time zone (the runtime's own zone when omitted). */
export function formatClockIn(date: Date, timeZone: string | undefined, text: HoursText): string {
  // The runtime's own zone: Date's local fields say the same without making a formatter.
  if (timeZone === undefined) {
    const h = date.getHours()
    const m = date.getMinutes()
    return clockText(`${h}:${m}`, text.openHours)
  }
  const parts = dateFormat(text.intl, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(date)
  const hour = parts.find((p) => p.type === 'hour')?.value ?? ''
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00'
  const period = (parts.find((p) => p.type === 'dayPeriod')?.value ?? '').toLowerCase()
  // Intl's Spanish "p.m." (spaced or not) as the catalogue writes it; English "pm" stays.
  const periodText = period.replace(/^([ap])\.\s*m\.$/, (_, p: string) =>
    p === 'a' ? text.openHours.am : text.openHours.pm,
  )
  return `${hour}${minute === '00' ? '' : `:${minute}`} ${periodText}`.trim()
}

/** Days from now's day to the target's, a week or more ahead needing the date to be clear. */
const FAR_DAYS = 7

/** "", "tomorrow", "Friday", "Friday, January 2": the day of `target` as seen from `now`'s. */
function dayWord(target: Date, now: Date, timeZone: string | undefined, text: HoursText): string {
  const words = text.openHours
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
  if (diff === 1) return words.tomorrow
  if (diff < FAR_DAYS) {
    const weekday =
      timeZone === undefined
        ? words.days[DAYS_OF_WEEK[target.getDay()]]
        : dateFormat(text.intl, { timeZone, weekday: 'long' }).format(target)
    return fill(words.onDay, { day: weekday })
  }
  // "Friday, January 2": after a closure, "Friday" alone could be this week's.
  const date = dateFormat(text.intl, {
    ...(timeZone === undefined ? {} : { timeZone }),
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(target)
  return fill(words.onDay, { day: date })
}

/**
 * Short human status: "Open 24/7", "Open now, until 12 am your time", "Closed now. Opens at
 * 4 pm your time", "Closed now. Opens tomorrow at 4 pm your time". `timeZone` is the zone the
 * times are shown in (the visitor's own when omitted in a browser) and `zoneLabel` how that
 * zone is named to the reader.
 */
export function describeOpenStateIn(
  state: OpenState,
  now: Date,
  timeZone: string | undefined,
  zoneLabel: string | undefined,
  text: HoursText,
): string {
  const words = text.openHours
  const zone = zoneLabel ?? words.yourTime
  const clock = (d: Date) => formatClockIn(d, timeZone, text)
  switch (state.kind) {
    case 'always':
      return text.open247
    case 'open':
      return fill(words.openUntil, { time: clock(state.closesAt), zone })
    case 'closed': {
      const note = state.closure?.note
      const why = !state.closure
        ? words.closedNow
        : note
          ? fill(words.closedTodayFor, { note })
          : words.closedToday
      const day = dayWord(state.opensAt, now, timeZone, text)
      const opens = fill(day ? words.opensOn : words.opensAt, {
        day,
        time: clock(state.opensAt),
        zone,
      })
      return `${why} ${opens}`
    }
    case 'unknown':
      return words.unknown
  }
}

/**
 * A line temporarily unavailable (domain/crisis/outages.ts): "Temporarily unavailable: Phone
 * system outage. Back at 6 pm your time." `timeZone` and `zoneLabel` as in describeOpenStateIn.
 */
export function describeOutageIn(
  outage: { until: string; reason: string | null },
  now: Date,
  timeZone: string | undefined,
  zoneLabel: string | undefined,
  text: HoursText,
): string {
  const words = text.openHours
  const why = outage.reason
    ? fill(words.unavailableFor, { reason: outage.reason })
    : words.unavailable
  const back = new Date(outage.until)
  const day = dayWord(back, now, timeZone, text)
  const time = formatClockIn(back, timeZone, text)
  const zone = zoneLabel ?? words.yourTime
  return `${why} ${fill(day ? words.backOn : words.backAt, { day, time, zone })}`
}

/** Days in the order people read opening hours: the working week first. */
const WEEK_FROM_MONDAY: DayOfWeek[] = [...DAYS_OF_WEEK.slice(1), 'sunday']

/** "10 am", "4:30 pm", "12 am" (midnight) for a 24-hour "HH:MM". */
export function clockText(hhmm: string, words: Pick<HoursWords, 'am' | 'pm'>): string {
  const minutes = toMinutes(hhmm) % MINUTES_PER_DAY
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? words.am : words.pm}`
}

/**
 * The weekly hours in words, in the line's own zone: "24/7", "Mon–Fri 10 am–6 pm PT",
 * "Mon–Fri 4 pm–12 am, Sat 12 pm–5 pm ET". Days with the same openings are joined into runs.
 * Null when the hours are not set. `at` picks the zone's name (it does not change the text
 * otherwise).
 */
export function describeWeeklyHoursIn(
  hours: Hours | null | undefined,
  at: Date,
  text: HoursText,
): string | null {
  if (!hours) return null
  const words = text.openHours
  if (hours.is24x7) return words.allWeek
  const weekly = hours.weekly ?? []
  const timeZone = hours.timeZone
  if (!weekly.length || !timeZone || !isValidTimeZone(timeZone)) return null
  const spans = (day: DayOfWeek) =>
    weekly
      .filter((o) => o.day === day)
      .sort((a, b) => toMinutes(a.open) - toMinutes(b.open))
      .map((o) => `${clockText(o.open, words)}–${clockText(o.close, words)}`)
      .join(words.and)
  const runs: { from: DayOfWeek; to: DayOfWeek; text: string }[] = []
  for (const day of WEEK_FROM_MONDAY) {
    const times = spans(day)
    const last = runs.at(-1)
    const previous = WEEK_FROM_MONDAY[WEEK_FROM_MONDAY.indexOf(day) - 1]
    if (times && last && last.text === times && last.to === previous) last.to = day
    else if (times) runs.push({ from: day, to: day, text: times })
  }
  const days = (r: (typeof runs)[number]) => {
    if (r.from === 'monday' && r.to === 'sunday') return words.daily
    const span = WEEK_FROM_MONDAY.indexOf(r.to) - WEEK_FROM_MONDAY.indexOf(r.from)
    if (span === 0) return words.shortDays[r.from]
    return `${words.shortDays[r.from]}${span === 1 ? ', ' : '–'}${words.shortDays[r.to]}`
  }
  return `${runs.map((r) => `${days(r)} ${r.text}`).join(', ')} ${zoneAbbreviation(timeZone, at)}`
}

/**
 * Closures that have not ended by `now`'s day (in the line's zone), soonest first, as "Thu,
 * Nov 26 (Thanksgiving)" or "Thu, Dec 24 – Fri, Jan 1 (Holidays)".
 */
export function upcomingClosuresIn(
  hours: Hours | null | undefined,
  now: Date,
  limit: number,
  text: Pick<HoursText, 'intl'>,
): { firstDay: string; lastDay: string; text: string }[] {
  if (!hours?.closures?.length) return []
  const zone = zoneOf(hours) ?? DEFAULT_TIME_ZONE
  const w = wallClock(now, zone)
  const today = new Date(Date.UTC(w.year, w.month - 1, w.day)).toISOString().slice(0, 10)
  const fmt = dateFormat(text.intl, {
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
