import { dateFormat } from '@domain/crisis/hours/zone'
import { monthlyPosition, type EventTiming, type Occurrence } from '@domain/events/timing'
import { fill } from '@domain/i18n/fill'
import type { Messages } from '@domain/i18n/messages'

/**
 * The words of an event's time (a stand-in for domain/events/format.ts of the evdomain branch,
 * same signature: swap the import when it lands). "Tuesday, December 15, 2026, 6:00 – 7:30 PM
 * EST" with the zone named; all day: the days only.
 */
export function formatOccurrence(
  o: Occurrence,
  { timeZone, allDay }: { timeZone: string; allDay: boolean },
  intl: string,
): string {
  if (allDay) {
    // The end of an all-day occurrence is the next midnight: its last day is the one before.
    const last = new Date(Math.max(o.start.getTime(), o.end.getTime() - 1))
    return dateFormat(intl, { timeZone, dateStyle: 'full' }).formatRange(o.start, last)
  }
  return dateFormat(intl, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatRange(o.start, o.end)
}

/** "December 15, 2026": one day, as the event's zone sees it. */
export const formatDay = (date: Date, timeZone: string, intl: string): string =>
  dateFormat(intl, { timeZone, dateStyle: 'long' }).format(date)

/** "Every Tuesday", "Second Tuesday of each month" (until …); null for a one-time event. */
export function repeatWords(
  timing: EventTiming,
  t: Messages['events'],
  intl: string,
): string | null {
  const { frequency, until } = timing.repeat
  if (frequency === 'none') return null
  const first = new Date(timing.startsAt)
  const weekday = dateFormat(intl, { timeZone: timing.timeZone, weekday: 'long' }).format(first)
  let words: string
  if (frequency === 'weekly') words = fill(t.weekly, { weekday })
  else {
    const { nth } = monthlyPosition(timing)
    words = fill(nth === -1 ? t.monthlyLast : t.monthly[nth - 1], { weekday })
  }
  // `until` is a day, read in the event's zone as timing.ts reads it.
  return until
    ? `${words}, ${fill(t.until, { date: formatDay(new Date(until), timing.timeZone, intl) })}`
    : words
}
