import { DEFAULT_TIME_ZONE, wallClock } from './crisis/hours/zone'

/**
 * The team's clock: the organisation's time zone, in which the admin reads a date filter as a
 * whole day (domain/forms/whole-days.ts) and the CSV exports write their times.
 */
export const TEAM_TIME_ZONE = DEFAULT_TIME_ZONE

/**
 * How the admin writes a date with its time (date-fns): with the zone it is shown in, the
 * browser's ("December 6th 2026, 7:00 AM (GMT-5)"). payload.config's `dateFormat`, and every
 * date field of ours that shows a time.
 */
export const ADMIN_DATE_TIME_FORMAT = 'MMMM do yyyy, h:mm a (zzz)'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * An instant as a clock in `timeZone` shows it, `2026-12-06 14:03:12` (a spreadsheet reads it as
 * a date and time); the zone is named where the value is shown (a CSV column's header). Empty
 * for no value or one that is not a date.
 */
export function wallClockText(value: unknown, timeZone: string = TEAM_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(String(value))
  if (Number.isNaN(date.getTime())) return ''
  const w = wallClock(date, timeZone)
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(date.getUTCSeconds())}`
}
