import { describe, expect, it } from 'vitest'
import { pageOf, upcomingInOrder } from '@domain/events/list'
import type { EventTiming } from '@domain/events/timing'

/** The upcoming list of /events and of the block: judged by the clock, soonest next time first. */
const once = (startsAt: string, endsAt: string): EventTiming => ({
  startsAt,
  endsAt,
  timeZone: 'America/New_York',
  allDay: false,
  repeat: { frequency: 'none' },
})

const weekly = (startsAt: string, endsAt: string, until: string | null = null): EventTiming => ({
  ...once(startsAt, endsAt),
  repeat: { frequency: 'weekly', until },
})

// Monday 7 December 2026, 17:00 UTC (noon in New York).
const now = new Date('2026-12-07T17:00:00Z')

describe('upcomingInOrder', () => {
  it('never lists an event that has ended, even when the read said it had not', () => {
    const events = [
      { id: 1, timing: once('2026-12-01T23:00:00Z', '2026-12-02T00:30:00Z') },
      { id: 2, timing: once('2026-12-07T15:00:00Z', '2026-12-07T16:59:00Z') },
      {
        id: 3,
        timing: weekly('2026-11-03T23:00:00Z', '2026-11-04T00:30:00Z', '2026-11-24T12:00:00Z'),
      },
      { id: 4, timing: null },
    ]
    expect(upcomingInOrder(events, now)).toEqual([])
  })

  it('keeps one under way, and orders by the next time, a series by its next occurrence', () => {
    const events = [
      { id: 1, timing: once('2026-12-20T23:00:00Z', '2026-12-21T01:00:00Z') },
      // Every Tuesday 18:00 New York since November: next on 8 December.
      { id: 2, timing: weekly('2026-11-03T23:00:00Z', '2026-11-04T00:30:00Z') },
      // Under way now: started at 11:00 New York, ends at 13:00.
      { id: 3, timing: once('2026-12-07T16:00:00Z', '2026-12-07T18:00:00Z') },
      { id: 4, timing: once('2026-12-10T23:00:00Z', '2026-12-11T01:00:00Z') },
    ]
    const list = upcomingInOrder(events, now)
    expect(list.map((u) => u.event.id)).toEqual([3, 2, 4, 1])
    expect(list[1]!.next.start.toISOString()).toBe('2026-12-08T23:00:00.000Z')
    expect(list[0]!.next.start.toISOString()).toBe('2026-12-07T16:00:00.000Z')
  })

  it('puts two at the same time in a fixed order (the lower id first)', () => {
    const t = once('2026-12-20T23:00:00Z', '2026-12-21T01:00:00Z')
    const list = upcomingInOrder(
      [
        { id: 9, timing: t },
        { id: 2, timing: t },
      ],
      now,
    )
    expect(list.map((u) => u.event.id)).toEqual([2, 9])
  })
})

describe('pageOf', () => {
  const items = Array.from({ length: 25 }, (_, i) => i)
  it('cuts a page and counts the pages; an empty list has its first page', () => {
    expect(pageOf(items, 1, 12)).toEqual({ items: items.slice(0, 12), page: 1, pages: 3 })
    expect(pageOf(items, 3, 12).items).toEqual([24])
    expect(pageOf(items, 4, 12).items).toEqual([])
    expect(pageOf([], 1, 12)).toEqual({ items: [], page: 1, pages: 1 })
  })
})
