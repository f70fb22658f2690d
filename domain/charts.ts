/**
 * Buckets for the admin dashboard's charts — plain arithmetic, so it is tested on its own.
 * Days and weeks are UTC, as the crisis-help counts are stored.
 */
import { lastUtcDays, utcDay } from './crisis/usage'

export type Bar = { label: string; value: number }

const DAY_MS = 86_400_000

/** Daily totals over the last `days` UTC days (oldest first), zero on days without rows. */
export function dailyTotals(
  rows: { day: string; count: number }[],
  days: number,
  now: Date,
): Bar[] {
  const totals = new Map(lastUtcDays(days, now).map((day) => [day, 0]))
  for (const row of rows) {
    const current = totals.get(row.day)
    if (current !== undefined) totals.set(row.day, current + row.count)
  }
  return [...totals].map(([label, value]) => ({ label, value }))
}

/** The Monday (UTC) that starts the week of `date`, as YYYY-MM-DD. */
export function weekStart(date: Date): string {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7
  return utcDay(new Date(day - sinceMonday * DAY_MS))
}

/** Counts per week (labelled by its Monday) over the last `weeks` weeks, this week last. */
export function weeklyCounts(dates: Date[], weeks: number, now: Date): Bar[] {
  const thisWeek = Date.parse(`${weekStart(now)}T00:00:00Z`)
  const counts = new Map(
    Array.from({ length: weeks }, (_, i) => [
      utcDay(new Date(thisWeek - (weeks - 1 - i) * 7 * DAY_MS)),
      0,
    ]),
  )
  for (const date of dates) {
    const key = weekStart(date)
    const current = counts.get(key)
    if (current !== undefined) counts.set(key, current + 1)
  }
  return [...counts].map(([label, value]) => ({ label, value }))
}

/** The first day a chart of the last `days` days covers, for the database query. */
export const firstChartDay = (days: number, now: Date) => lastUtcDays(days, now)[0]!
