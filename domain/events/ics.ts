/**
 * Events as an iCalendar file (RFC 5545), written by ical-generator — escaping, line folding and
 * the format are the library's, not ours. Times are local to the event's zone (DTSTART;TZID=…)
 * with a VTIMEZONE for each zone from timezones-ical-library, so a weekly 18:00 stays 18:00 in
 * the visitor's calendar across DST; all-day events are dates (VALUE=DATE). The series is the one
 * timing.ts expands: RRULE weekly on the weekday, monthly on the nth weekday (BYDAY=TU;BYSETPOS=2,
 * the same rule as BYDAY=2TU), UNTIL the end of the until day, EXDATE for each exception.
 *
 * Discreet entries (the visitor asked, or the event is sensitive) say nothing about the event in
 * a calendar someone else may see: the neutral title, a description that is only the link, no
 * location, CLASS:PRIVATE. Nothing written identifies a visitor.
 */
import { TZDate } from '@date-fns/tz'
import {
  ICalCalendar,
  ICalEventClass,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalWeekday,
  type ICalEventData,
  type ICalRepeatingOptions,
} from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { DAY_MS } from '../crisis/hours/zone'
import { dayStart, occurrenceOn, type Series, seriesOf } from './series'
import type { EventTiming } from './timing'

export type IcsEvent = {
  /** Stable across versions, e.g. `event-12@<site host>`. */
  uid: string
  title: string
  description: string | null
  location: string | null
  /** The event's page, absolute. */
  url: string
  timing: EventTiming
  /** STATUS:CANCELLED, else CONFIRMED. */
  cancelled: boolean
  /** Bumped on every change (e.g. the number of versions). */
  sequence: number
  /** ISO: LAST-MODIFIED and DTSTAMP. */
  updatedAt: string
  sensitive: boolean
}

export type IcsOptions = {
  /** X-WR-CALNAME. */
  calendarName: string
  /** e.g. '-//Belonging Network//Events//EN'. */
  prodId: string
  /** The visitor asked for discreet entries (sensitive events are discreet anyway). */
  discreet: boolean
  /** The title of a discreet entry, e.g. 'Belonging Network event'. */
  neutralTitle: string
  /** The description of a discreet entry, e.g. `Details: ${url}`. */
  discreetDescription: (url: string) => string
  /** For feeds: REFRESH-INTERVAL and X-PUBLISHED-TTL. */
  ttlMinutes?: number
}

export const isDiscreet = (event: Pick<IcsEvent, 'sensitive'>, visitorAsked: boolean): boolean =>
  event.sensitive || visitorAsked

// eslint-disable-next-line no-control-regex -- control characters have no place in a calendar
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
/** Text as written: without NUL and other control characters (line breaks and tabs kept). */
const clean = (text: string) => text.replace(CONTROL, '')
/** Values the library writes unescaped (the calendar's name): one line. */
const oneLine = (text: string) => clean(text).replace(/[\r\n]+/g, ' ')

const WEEKDAYS = [
  ICalWeekday.SU,
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
]

/** The VTIMEZONE block of a zone, when the library has one under the same TZID. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone)
  return Array.isArray(block) && block[1] === `TZID=${zone}` ? block[0] : null
}

/** The zone times are written in: the event's when it has a VTIMEZONE, else UTC. */
const writtenZone = (zone: string) => (zone !== 'UTC' && vtimezone(zone) ? zone : null)

/** A day (days since 1970-01-01) as an iCalendar DATE: 20261215. */
const icsDate = (day: number) =>
  new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '')

/**
 * The repeat rule of an all-day series as the lines themselves. ical-generator writes UNTIL as a
 * UTC date-time whatever DTSTART is, and RFC 5545 (3.3.10) wants UNTIL of DTSTART's type: a
 * DATE here. Only fixed values (the rule's words, weekdays, dates), never an editor's text.
 */
function allDayRule(s: Series, exceptions: number[]): string {
  const parts = [
    `FREQ=${s.frequency === 'weekly' ? 'WEEKLY' : 'MONTHLY'}`,
    `BYDAY=${WEEKDAYS[s.weekday]}`,
    ...(s.frequency === 'monthly' ? [`BYSETPOS=${s.nth}`] : []),
    ...(s.untilDay !== null ? [`UNTIL=${icsDate(s.untilDay)}`] : []),
  ]
  return [
    `RRULE:${parts.join(';')}`,
    ...(exceptions.length ? [`EXDATE;VALUE=DATE:${exceptions.map(icsDate).join(',')}`] : []),
  ].join('\n')
}

/** The start and end, repeat rule and exceptions of the entry for a series. */
function when(
  s: Series,
): Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'timezone' | 'repeating'> {
  const first = occurrenceOn(s, s.firstDay)
  const zone = writtenZone(s.timeZone)
  // All-day: the dates themselves, with no zone (a date is the same day everywhere).
  const asDate = (day: number) => new Date(day * DAY_MS)
  const instant = (d: Date) => (zone ? new TZDate(d.getTime(), zone) : d)
  const exceptions = [...s.exceptionDays].filter((day) => day >= s.firstDay).sort((a, b) => a - b)
  let repeating: ICalRepeatingOptions | null = null
  if (s.frequency !== 'none') {
    const weekday = WEEKDAYS[s.weekday]
    repeating =
      s.frequency === 'weekly'
        ? { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [weekday] }
        : { freq: ICalEventRepeatingFreq.MONTHLY, byDay: [weekday], bySetPos: [s.nth] }
    if (s.untilDay !== null)
      // Inclusive: an occurrence may start until the last second of the until day.
      repeating.until = s.allDay
        ? asDate(s.untilDay)
        : new Date(dayStart(s, s.untilDay + 1).getTime() - 1000)
    if (exceptions.length)
      repeating.exclude = exceptions.map((day) =>
        s.allDay ? asDate(day) : instant(occurrenceOn(s, day).start),
      )
  }
  if (s.allDay)
    return {
      allDay: true,
      start: asDate(s.firstDay),
      end: asDate(s.firstDay + s.days),
      repeating: repeating && allDayRule(s, exceptions),
    }
  return { start: instant(first.start), end: instant(first.end), timezone: zone, repeating }
}

function entry(event: IcsEvent, opts: IcsOptions): ICalEventData | null {
  const s = seriesOf(event.timing)
  if (!s) return null
  const discreet = isDiscreet(event, opts.discreet)
  const url = oneLine(event.url)
  const updated = new Date(event.updatedAt)
  const description = discreet ? opts.discreetDescription(url) : event.description
  return {
    // The library writes UID as it is: one line.
    id: oneLine(event.uid),
    sequence: Number.isFinite(event.sequence) ? Math.max(0, Math.floor(event.sequence)) : 0,
    ...(Number.isNaN(updated.getTime()) ? {} : { stamp: updated, lastModified: updated }),
    ...when(s),
    summary: clean(discreet ? opts.neutralTitle : event.title),
    description: description ? clean(description) : null,
    location: !discreet && event.location ? clean(event.location) : null,
    url,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    class: discreet ? ICalEventClass.PRIVATE : null,
  }
}

/** The calendar of these events, as text (CRLF lines, folded at 75 octets). */
export function icsCalendar(events: IcsEvent[], opts: IcsOptions): string {
  const calendar = new ICalCalendar({
    // The library writes PRODID as `-` + its value.
    prodId: oneLine(opts.prodId).replace(/^-/, ''),
    name: oneLine(opts.calendarName),
    // No calendar zone: each event names its own; the generator adds each one's VTIMEZONE.
    timezone: { name: null, generator: vtimezone },
    ttl: opts.ttlMinutes ? opts.ttlMinutes * 60 : null,
  })
  for (const event of events) {
    const data = entry(event, opts)
    if (data) calendar.createEvent(data)
  }
  return calendar.toString()
}
