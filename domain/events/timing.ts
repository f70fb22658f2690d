/**
 * When an event happens: its first occurrence, planned in an IANA zone, and how it repeats
 * (weekly on the same weekday, or monthly on the same nth weekday — RRULE FREQ=MONTHLY;BYDAY=2TU).
 * Occurrences keep the first one's wall-clock time across DST changes, as calendar clients do
 * with a TZID'd DTSTART (ics.ts writes the same series; its tests expand it with ical.js).
 * Times are kept to the minute.
 */
import {
  type Series,
  candidateDay,
  firstCandidateAtOrAfter,
  isInSeries,
  lastCandidate,
  occurrenceOn,
  seriesOf,
} from './series'

export type RepeatFrequency = 'none' | 'weekly' | 'monthly'

export type EventTiming = {
  /** ISO instant of the first occurrence's start. */
  startsAt: string
  /** ISO instant of the first occurrence's end (after startsAt). */
  endsAt: string
  /** The IANA zone the event is planned in (domain/crisis/hours/zone.ts TIME_ZONES). */
  timeZone: string
  /** Whole days: the local dates (in timeZone) of startsAt..endsAt, inclusive. */
  allDay: boolean
  repeat: {
    frequency: RepeatFrequency
    /** No occurrence after the first starts on a local date after this one's; null: forever. */
    until?: string | null
    /** An occurrence whose local start date equals one of these instants' local dates is skipped. */
    exceptions?: string[]
  }
}

export type Occurrence = { start: Date; end: Date }

/** Later than any event: the end of an open search. */
const FAR_FUTURE = new Date(8.64e15)

function* inSeries(s: Series, fromIndex: number): Generator<Occurrence> {
  for (let k = fromIndex; ; k++) {
    const day = candidateDay(s, k)
    if (day === null) return
    if (k > 0 && s.untilDay !== null && day > s.untilDay) return
    if (isInSeries(s, k, day)) yield occurrenceOn(s, day)
  }
}

/** The occurrences that overlap [from, to) — end after `from`, start before `to` — in order. */
export function occurrences(
  t: EventTiming,
  { from, to, limit = 500 }: { from: Date; to: Date; limit?: number },
): Occurrence[] {
  const s = seriesOf(t)
  const found: Occurrence[] = []
  if (!s || limit <= 0 || Number.isNaN(from.getTime())) return found
  for (const o of inSeries(s, firstCandidateAtOrAfter(s, from))) {
    // `!(a < b)`, not `a >= b`: an instant past the Date range is NaN and ends the search too.
    if (!(o.start.getTime() < to.getTime())) break
    if (o.end.getTime() > from.getTime()) found.push(o)
    if (found.length >= limit) break
  }
  return found
}

/** The first occurrence that has not ended at `now` (one under way counts); null: none left. */
export function nextOccurrence(t: EventTiming, now: Date): Occurrence | null {
  return occurrences(t, { from: now, to: FAR_FUTURE, limit: 1 })[0] ?? null
}

/** The end of the last occurrence; null when the event repeats forever (or has none). */
export function lastEnd(t: EventTiming): Date | null {
  const s = seriesOf(t)
  if (!s || (s.frequency !== 'none' && s.untilDay === null)) return null
  for (let k = lastCandidate(s); k >= 0; k--) {
    const day = candidateDay(s, k)
    if (day !== null && isInSeries(s, k, day)) return occurrenceOn(s, day).end
  }
  return null
}

/**
 * Which weekday of the month a monthly event repeats on: the first start's weekday (0 = Sunday)
 * and its place in the month (days 1–7 the 1st, … 22–28 the 4th, 29–31 the last: -1).
 */
export function monthlyPosition(t: EventTiming): { weekday: number; nth: 1 | 2 | 3 | 4 | -1 } {
  const s = seriesOf(t)
  if (!s) throw new RangeError('Event timing has no valid start or time zone')
  return { weekday: s.weekday, nth: s.nth }
}

/** What is wrong with a timing, as keys for the admin's words; empty when it can be used. */
export function timingProblems(t: EventTiming): Array<'dates' | 'order' | 'until'> {
  const s = seriesOf(t)
  if (!s) return ['dates']
  const problems: Array<'dates' | 'order' | 'until'> = []
  if (!(new Date(t.endsAt).getTime() > new Date(t.startsAt).getTime())) problems.push('order')
  if (s.untilDay !== null && s.untilDay < s.firstDay) problems.push('until')
  return problems
}
