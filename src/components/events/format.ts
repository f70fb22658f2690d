import { dateFormat } from '@domain/crisis/hours/zone'
import { repeatWeekdayName } from '@domain/events/format'
import { monthlyPosition, type EventTiming } from '@domain/events/timing'
import { fill } from '@domain/i18n/fill'
import type { Messages } from '@domain/i18n/messages'

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
  const weekday = repeatWeekdayName(timing, intl)
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
