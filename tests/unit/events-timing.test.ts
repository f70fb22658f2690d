import { wallClock } from '@domain/crisis/hours/zone'
import {
  type EventTiming,
  lastEnd,
  monthlyPosition,
  nextOccurrence,
  occurrences,
  timingProblems,
} from '@domain/events/timing'
import { describe, expect, it } from 'vitest'

const NY = 'America/New_York'

const timing = (over: Partial<EventTiming> & Pick<EventTiming, 'startsAt' | 'endsAt'>) =>
  ({ timeZone: NY, allDay: false, repeat: { frequency: 'none' }, ...over }) as EventTiming

const all = (t: EventTiming, from = '2026-01-01T00:00:00Z', to = '2028-01-01T00:00:00Z') =>
  occurrences(t, { from: new Date(from), to: new Date(to) })

/** "2026-03-10 18:00": what a clock in the zone shows. */
const local = (d: Date, zone = NY) => {
  const w = wallClock(d, zone)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${w.year}-${p(w.month)}-${p(w.day)} ${p(w.hour)}:${p(w.minute)}`
}

describe('weekly events keep their wall-clock time across DST', () => {
  // Tuesday 3 March 2026, 18:00–19:30 EST; clocks go forward on Sunday 8 March.
  const march = timing({
    startsAt: '2026-03-03T23:00:00Z',
    endsAt: '2026-03-04T00:30:00Z',
    repeat: { frequency: 'weekly' },
  })

  it('stays 18:00 in New York when clocks go forward (March)', () => {
    const found = all(march, '2026-03-01T00:00:00Z', '2026-03-20T00:00:00Z')
    expect(found.map((o) => local(o.start))).toEqual([
      '2026-03-03 18:00',
      '2026-03-10 18:00',
      '2026-03-17 18:00',
    ])
    expect(found.map((o) => local(o.end))).toEqual([
      '2026-03-03 19:30',
      '2026-03-10 19:30',
      '2026-03-17 19:30',
    ])
    // …which is an hour earlier in UTC after the change.
    expect(found[0].start.toISOString()).toBe('2026-03-03T23:00:00.000Z')
    expect(found[1].start.toISOString()).toBe('2026-03-10T22:00:00.000Z')
  })

  it('stays 18:00 in New York when clocks go back (November)', () => {
    const fall = timing({
      startsAt: '2026-10-27T22:00:00Z',
      endsAt: '2026-10-27T23:30:00Z',
      repeat: { frequency: 'weekly' },
    })
    const found = all(fall, '2026-10-20T00:00:00Z', '2026-11-05T00:00:00Z')
    expect(found.map((o) => o.start.toISOString())).toEqual([
      '2026-10-27T22:00:00.000Z',
      '2026-11-03T23:00:00.000Z',
    ])
    expect(found.map((o) => local(o.start))).toEqual(['2026-10-27 18:00', '2026-11-03 18:00'])
  })

  it('finds the same occurrences far from the first one, and honours the window and limit', () => {
    const far = all(march, '2100-01-01T00:00:00Z', '2100-01-31T00:00:00Z')
    expect(far.map((o) => local(o.start))).toEqual([
      '2100-01-05 18:00',
      '2100-01-12 18:00',
      '2100-01-19 18:00',
      '2100-01-26 18:00',
    ])
    // An occurrence that is under way at `from` counts; one starting at `to` does not.
    const window = occurrences(march, {
      from: new Date('2026-03-10T23:00:00Z'),
      to: new Date('2026-03-24T22:00:00Z'),
    })
    expect(window.map((o) => local(o.start))).toEqual(['2026-03-10 18:00', '2026-03-17 18:00'])
    expect(
      occurrences(march, { from: new Date('2026-01-01'), to: new Date('2030-01-01') }),
    ).toHaveLength(200)
    expect(
      occurrences(march, { from: new Date('2026-01-01'), to: new Date('2030-01-01'), limit: 3 }),
    ).toHaveLength(3)
    expect(all(march, '2026-01-01T00:00:00Z', '2026-03-03T23:00:00Z')).toEqual([])
  })
})

describe('monthly events repeat on the same nth weekday', () => {
  it('the 2nd Tuesday, across DST', () => {
    const t = timing({
      startsAt: '2026-12-08T23:00:00Z',
      endsAt: '2026-12-09T00:30:00Z',
      repeat: { frequency: 'monthly' },
    })
    expect(monthlyPosition(t)).toEqual({ weekday: 2, nth: 2 })
    expect(
      all(t, '2026-12-01T00:00:00Z', '2027-05-01T00:00:00Z').map((o) => local(o.start)),
    ).toEqual([
      '2026-12-08 18:00',
      '2027-01-12 18:00',
      '2027-02-09 18:00',
      '2027-03-09 18:00',
      '2027-04-13 18:00',
    ])
  })

  it('a day 29–31 means the last such weekday; days 22–28 the 4th', () => {
    const lastFriday = timing({
      startsAt: '2026-10-30T23:00:00Z',
      endsAt: '2026-10-31T01:00:00Z',
      repeat: { frequency: 'monthly' },
    })
    expect(monthlyPosition(lastFriday)).toEqual({ weekday: 5, nth: -1 })
    expect(
      all(lastFriday, '2026-10-01T00:00:00Z', '2027-03-01T00:00:00Z').map((o) => local(o.start)),
    ).toEqual([
      '2026-10-30 19:00',
      '2026-11-27 19:00',
      '2026-12-25 19:00',
      '2027-01-29 19:00',
      '2027-02-26 19:00',
    ])
    // Friday 23 January 2026 is the 4th Friday (there is a 5th, the 30th): May's 4th is the 22nd.
    const fourth = timing({
      startsAt: '2026-01-23T17:00:00Z',
      endsAt: '2026-01-23T18:00:00Z',
      repeat: { frequency: 'monthly' },
    })
    expect(monthlyPosition(fourth)).toEqual({ weekday: 5, nth: 4 })
    const may = all(fourth, '2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z')
    expect(may.map((o) => local(o.start))).toEqual(['2026-05-22 12:00'])
  })
})

describe('until and exceptions are local dates', () => {
  const t = timing({
    startsAt: '2026-03-03T23:00:00Z',
    endsAt: '2026-03-04T00:30:00Z',
    repeat: {
      frequency: 'weekly',
      // 08:00 on 31 March in New York: the 18:00 occurrence that day still counts.
      until: '2026-03-31T12:00:00Z',
      // 22:00 on 16 March in New York (already the 17th in UTC): does not skip the 17th…
      // …while 02:00 UTC on 25 March is 22:00 on the 24th in New York: skips the 24th.
      exceptions: ['2026-03-17T02:00:00Z', '2026-03-25T02:00:00Z'],
    },
  })

  it('skips the exceptions and stops after the until day', () => {
    expect(all(t).map((o) => local(o.start))).toEqual([
      '2026-03-03 18:00',
      '2026-03-10 18:00',
      '2026-03-17 18:00',
      '2026-03-31 18:00',
    ])
  })

  it('lastEnd is the end of the last occurrence, or null when it repeats forever', () => {
    expect(lastEnd(t)?.toISOString()).toBe('2026-03-31T23:30:00.000Z')
    const lastExcepted = { ...t, repeat: { ...t.repeat, exceptions: ['2026-03-31T20:00:00Z'] } }
    expect(lastEnd(lastExcepted)?.toISOString()).toBe('2026-03-24T23:30:00.000Z')
    expect(lastEnd({ ...t, repeat: { frequency: 'weekly', until: null } })).toBeNull()
    expect(lastEnd({ ...t, repeat: { frequency: 'none' } })?.toISOString()).toBe(
      '2026-03-04T00:30:00.000Z',
    )
    const monthly = {
      ...t,
      repeat: { frequency: 'monthly' as const, until: '2026-07-01T00:00:00Z' },
    }
    // The first Tuesday of June 2026 is the 2nd, 18:00 EDT; the until day (30 June) has none.
    expect(lastEnd(monthly)?.toISOString()).toBe('2026-06-02T23:30:00.000Z')
  })
})

describe('all-day events', () => {
  it('cover whole local days, from midnight to the midnight after the last day', () => {
    const weekend = timing({
      startsAt: '2026-10-30T14:00:00Z',
      endsAt: '2026-11-01T20:00:00Z',
      allDay: true,
      repeat: { frequency: 'weekly' },
    })
    const [first, second] = all(weekend, '2026-10-01T00:00:00Z', '2026-11-10T00:00:00Z')
    // Friday 30 October 00:00 EDT to Monday 2 November 00:00 EST (clocks went back on Sunday).
    expect(first.start.toISOString()).toBe('2026-10-30T04:00:00.000Z')
    expect(first.end.toISOString()).toBe('2026-11-02T05:00:00.000Z')
    expect([local(second.start), local(second.end)]).toEqual([
      '2026-11-06 00:00',
      '2026-11-09 00:00',
    ])
    expect(lastEnd({ ...weekend, repeat: { frequency: 'none' } })?.toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    )
  })
})

describe('nextOccurrence', () => {
  const t = timing({
    startsAt: '2026-03-03T23:00:00Z',
    endsAt: '2026-03-04T00:30:00Z',
    repeat: { frequency: 'weekly', until: '2026-03-17T12:00:00Z' },
  })

  it('is the one under way, then the next, then none after the last', () => {
    expect(nextOccurrence(t, new Date('2026-03-01T00:00:00Z'))?.start.toISOString()).toBe(
      '2026-03-03T23:00:00.000Z',
    )
    // 19:00 on 10 March: the occurrence that began at 18:00 has not ended.
    expect(nextOccurrence(t, new Date('2026-03-10T23:00:00Z'))?.start.toISOString()).toBe(
      '2026-03-10T22:00:00.000Z',
    )
    expect(nextOccurrence(t, new Date('2026-03-10T23:30:00Z'))?.start.toISOString()).toBe(
      '2026-03-17T22:00:00.000Z',
    )
    expect(nextOccurrence(t, new Date('2026-03-17T23:30:00Z'))).toBeNull()
  })

  it('of a one-off event, and of one that repeats forever far ahead', () => {
    const once = { ...t, repeat: { frequency: 'none' as const } }
    expect(nextOccurrence(once, new Date('2026-03-04T00:00:00Z'))?.end.toISOString()).toBe(
      '2026-03-04T00:30:00.000Z',
    )
    expect(nextOccurrence(once, new Date('2026-03-04T00:30:00Z'))).toBeNull()
    const forever = { ...t, repeat: { frequency: 'weekly' as const } }
    expect(local(nextOccurrence(forever, new Date('2090-07-01T00:00:00Z'))!.start)).toBe(
      '2090-07-04 18:00',
    )
  })
})

describe('timings that cannot be used', () => {
  it('give no occurrences and say what is wrong', () => {
    const bad = timing({ startsAt: 'soon', endsAt: '2026-03-04T00:30:00Z' })
    expect(all(bad)).toEqual([])
    expect(nextOccurrence(bad, new Date())).toBeNull()
    expect(timingProblems(bad)).toEqual(['dates'])
    const zone = timing({ startsAt: '2026-03-03T23:00:00Z', endsAt: '2026-03-04T00:30:00Z' })
    expect(all({ ...zone, timeZone: 'Mars/Olympus' })).toEqual([])
    expect(timingProblems(zone)).toEqual([])
    expect(timingProblems({ ...zone, endsAt: zone.startsAt })).toEqual(['order'])
    const early = {
      ...zone,
      repeat: { frequency: 'weekly' as const, until: '2026-03-01T00:00:00Z' },
    }
    expect(timingProblems(early)).toEqual(['until'])
  })
})
