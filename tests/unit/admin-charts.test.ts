import { describe, expect, it } from 'vitest'
import { dailyTotals, firstChartDay, weeklyCounts, weekStart } from '@domain/charts'
import { lastUtcDays, requestAsksNotToBeCounted, utcDay } from '@domain/crisis/usage'
import { crisisUsageSchema } from '@domain/crisis/usage-schema'

const now = new Date('2026-11-24T15:30:00Z') // a Tuesday

describe('crisis-help counts (pure parts)', () => {
  it('keeps only the UTC day', () => {
    expect(utcDay(new Date('2026-11-24T23:59:59-05:00'))).toBe('2026-11-25')
    expect(lastUtcDays(3, now)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24'])
    expect(firstChartDay(30, now)).toBe('2026-10-26')
  })

  it('accepts the four events, a line only where it belongs', () => {
    expect(crisisUsageSchema.safeParse({ event: 'dialog-open' }).success).toBe(true)
    expect(
      crisisUsageSchema.safeParse({ event: 'line-text', line: 'trevor-project' }).success,
    ).toBe(true)
    expect(crisisUsageSchema.safeParse({ event: 'line-text' }).success).toBe(false)
    expect(crisisUsageSchema.safeParse({ event: 'crisis-view', line: 'x' }).success).toBe(false)
    expect(crisisUsageSchema.safeParse({ event: 'line-call', line: 'Bad Slug' }).success).toBe(
      false,
    )
    expect(crisisUsageSchema.safeParse({ event: 'dialog-open', at: 1 }).success).toBe(false)
  })

  it('GPC or DNT in the request means: do not count', () => {
    expect(requestAsksNotToBeCounted(new Headers({ 'Sec-GPC': '1' }))).toBe(true)
    expect(requestAsksNotToBeCounted(new Headers({ DNT: '1' }))).toBe(true)
    expect(requestAsksNotToBeCounted(new Headers({ DNT: '0' }))).toBe(false)
    expect(requestAsksNotToBeCounted(new Headers())).toBe(false)
  })
})

describe('dashboard chart buckets', () => {
  it('adds rows up per day, with zero days and rows outside the range left out', () => {
    const bars = dailyTotals(
      [
        { day: '2026-11-24', count: 2 },
        { day: '2026-11-24', count: 3 },
        { day: '2026-11-22', count: 1 },
        { day: '2026-10-01', count: 50 },
      ],
      3,
      now,
    )
    expect(bars).toEqual([
      { label: '2026-11-22', value: 1 },
      { label: '2026-11-23', value: 0 },
      { label: '2026-11-24', value: 5 },
    ])
  })

  it('counts per week from Monday (UTC), this week last', () => {
    expect(weekStart(now)).toBe('2026-11-23')
    expect(weekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23')
    expect(weekStart(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16')
    const bars = weeklyCounts(
      [
        new Date('2026-11-24T10:00:00Z'),
        new Date('2026-11-23T00:00:00Z'),
        new Date('2026-11-20T12:00:00Z'),
        new Date('2026-01-01T12:00:00Z'),
      ],
      3,
      now,
    )
    expect(bars).toEqual([
      { label: '2026-11-09', value: 0 },
      { label: '2026-11-16', value: 1 },
      { label: '2026-11-23', value: 2 },
    ])
  })
})
