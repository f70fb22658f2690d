import { describe, expect, it } from 'vitest'
import {
  describeClosure,
  describeOpening,
  describeOpenState,
  type Hours,
  openSchedule,
  openState,
  openStateFromSchedule,
  TIME_ZONE_NAMES,
  TIME_ZONES,
  upcomingClosures,
} from '@domain/crisis/hours'

/**
 * Issue 30: closures from a first to a last day, openings past midnight, and the words an
 * editor reads in the admin for each row.
 */
const NY = 'America/New_York'
const at = (iso: string) => new Date(iso)

/** The LGBT National Hotline as seeded: Mon–Fri 4 pm–midnight, Sat noon–5 pm Eastern. */
const hotline: Hours = {
  is24x7: false,
  timeZone: NY,
  weekly: [
    ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
      day,
      open: '16:00',
      close: '00:00',
    })),
    { day: 'saturday', open: '12:00', close: '17:00' },
  ],
}
/** A week off over the holidays: Thursday 24 Dec to Thursday 31 Dec 2026. */
const holidays = { firstDay: '2026-12-24T12:00:00.000Z', lastDay: '2026-12-31T12:00:00.000Z' }
const withHolidays: Hours = { ...hotline, closures: [{ ...holidays, note: 'Holidays' }] }
const closedFor = { firstDay: '2026-12-24', lastDay: '2026-12-31', note: 'Holidays' }

/** What the browser reads from the server's schedule equals what openState says. */
function expectScheduleAgrees(hours: Hours, rendered: string, visits: string[]) {
  const schedule = openSchedule(hours, at(rendered))!
  for (const visit of visits)
    expect(openStateFromSchedule(schedule, at(visit)), visit).toEqual(openState(hours, at(visit)))
}

describe('a closure of several days', () => {
  it('keeps the line closed on every day of it and says when it opens again', () => {
    // Wednesday 23 Dec, 5 pm EST: still open; the closure starts the next day.
    expect(openState(withHolidays, at('2026-12-23T22:00:00Z'))).toEqual({
      kind: 'open',
      closesAt: at('2026-12-24T05:00:00Z'),
    })
    for (const visit of ['2026-12-24T22:00:00Z', '2026-12-28T22:00:00Z', '2026-12-31T22:00:00Z'])
      expect(openState(withHolidays, at(visit)), visit).toEqual({
        kind: 'closed',
        // Friday 1 Jan 2027, 4 pm EST.
        opensAt: at('2027-01-01T21:00:00Z'),
        closure: closedFor,
      })
    // The day after the last day the weekly hours hold again.
    expect(openState(withHolidays, at('2027-01-01T21:30:00Z'))).toEqual({
      kind: 'open',
      closesAt: at('2027-01-02T05:00:00Z'),
    })
  })

  it('names the day and date of a reopening a week or more away', () => {
    const now = at('2026-12-24T22:00:00Z')
    const state = openState(withHolidays, now)
    expect(describeOpenState(state, now, NY)).toBe(
      'Closed today (Holidays). Opens Friday, January 1 at 4 pm your time',
    )
    expect(describeOpenState(state, now, NY, undefined, 'es')).toBe(
      'Cerrado hoy (Holidays). Abre el viernes, 1 de enero a las 4 p. m. en tu hora',
    )
    // Within the week the weekday alone is clear.
    const monday = at('2026-12-28T22:00:00Z')
    expect(describeOpenState(openState(withHolidays, monday), monday, NY)).toBe(
      'Closed today (Holidays). Opens Friday at 4 pm your time',
    )
  })

  it('still tells when a line closed for a month opens again', () => {
    const month: Hours = {
      ...hotline,
      closures: [{ firstDay: '2027-02-01', lastDay: '2027-03-05', note: 'Training' }],
    }
    // Monday 1 Feb 2027, 6 pm EST: the reopening is Saturday 6 March, noon.
    expect(openState(month, at('2027-02-01T23:00:00Z'))).toMatchObject({
      kind: 'closed',
      opensAt: at('2027-03-06T17:00:00Z'),
      closure: { firstDay: '2027-02-01', lastDay: '2027-03-05', note: 'Training' },
    })
  })

  it('closes a 24/7 line for the whole range, from midnight to midnight in its zone', () => {
    const always: Hours = { is24x7: true, timeZone: NY, closures: [holidays] }
    expect(openState(always, at('2026-12-23T12:00:00Z'))).toEqual({
      kind: 'open',
      closesAt: at('2026-12-24T05:00:00Z'),
    })
    expect(openState(always, at('2026-12-30T12:00:00Z'))).toEqual({
      kind: 'closed',
      opensAt: at('2027-01-01T05:00:00Z'),
      closure: { firstDay: '2026-12-24', lastDay: '2026-12-31', note: null },
    })
    // After it, around the clock again.
    expect(openState(always, at('2027-01-20T12:00:00Z'))).toEqual({ kind: 'always' })
  })

  it('lets the opening of the day before run past midnight into the closure', () => {
    const lateFriday: Hours = {
      is24x7: false,
      timeZone: NY,
      weekly: [{ day: 'friday', open: '16:00', close: '01:00' }],
      closures: [{ firstDay: '2026-12-26', lastDay: '2027-01-08' }],
    }
    // Friday 25 Dec, 11:30 pm EST: open until Saturday 1 am, although Saturday is closed.
    expect(openState(lateFriday, at('2026-12-26T04:30:00Z'))).toEqual({
      kind: 'open',
      closesAt: at('2026-12-26T06:00:00Z'),
    })
  })

  it('reads a closure without a last day, or with one before its first, as one day', () => {
    const oneDay = (lastDay: string | null) =>
      openState(
        { ...hotline, closures: [{ firstDay: '2026-11-26', lastDay }] },
        at('2026-11-27T22:00:00Z'),
      )
    // Friday 27 Nov, 5 pm: open again.
    expect(oneDay(null).kind).toBe('open')
    expect(oneDay('2026-11-20').kind).toBe('open')
    expect(
      openState({ ...hotline, closures: [{ firstDay: '2026-11-26' }] }, at('2026-11-26T22:00:00Z'))
        .kind,
    ).toBe('closed')
  })

  it('is read the same from the schedule the server renders', () => {
    expectScheduleAgrees(withHolidays, '2026-12-22T15:00:00Z', [
      '2026-12-22T15:00:00Z',
      '2026-12-23T22:00:00Z',
      '2026-12-24T04:00:00Z',
    ])
    expectScheduleAgrees(withHolidays, '2026-12-27T15:00:00Z', [
      '2026-12-27T15:00:00Z',
      '2026-12-28T23:00:00Z',
    ])
    // One row per closure, however long, not one per day.
    expect(openSchedule(withHolidays, at('2026-12-22T15:00:00Z'))!.closures).toEqual([
      { first: 3, last: 10, firstDay: '2026-12-24', lastDay: '2026-12-31', note: 'Holidays' },
    ])
  })

  it('lists a range once, while it lasts, as its first and last day', () => {
    expect(upcomingClosures(withHolidays, at('2026-12-20T15:00:00Z'))).toEqual([
      {
        firstDay: '2026-12-24',
        lastDay: '2026-12-31',
        text: 'Thu, Dec 24 – Thu, Dec 31 (Holidays)',
      },
    ])
    expect(upcomingClosures(withHolidays, at('2026-12-31T15:00:00Z'))).toHaveLength(1)
    expect(upcomingClosures(withHolidays, at('2027-01-01T15:00:00Z'))).toEqual([])
  })
})

describe('openings past midnight', () => {
  const lateFriday: Hours = {
    is24x7: false,
    timeZone: NY,
    weekly: [{ day: 'friday', open: '16:00', close: '01:00' }],
  }

  it('keeps Friday 4 pm – 1 am open into Saturday morning', () => {
    // Friday 20 Nov 2026, 11 pm EST; Saturday 12:30 am; Saturday 1 am.
    expect(openState(lateFriday, at('2026-11-21T04:00:00Z'))).toEqual({
      kind: 'open',
      closesAt: at('2026-11-21T06:00:00Z'),
    })
    expect(openState(lateFriday, at('2026-11-21T05:30:00Z'))).toEqual({
      kind: 'open',
      closesAt: at('2026-11-21T06:00:00Z'),
    })
    expect(openState(lateFriday, at('2026-11-21T06:00:00Z'))).toMatchObject({
      kind: 'closed',
      opensAt: at('2026-11-27T21:00:00Z'),
    })
  })

  it('closes at the first 1 am of the night the clocks go back (Sunday 1 Nov 2026)', () => {
    const lateSaturday: Hours = {
      is24x7: false,
      timeZone: NY,
      weekly: [{ day: 'saturday', open: '16:00', close: '01:00' }],
    }
    // Saturday 31 Oct, 8 pm EDT: open until 1 am EDT (05:00 UTC), not the second 1 am (EST).
    expect(openState(lateSaturday, at('2026-11-01T00:00:00Z'))).toEqual({
      kind: 'open',
      closesAt: at('2026-11-01T05:00:00Z'),
    })
  })

  it('reopens at the right hour after a closure over the spring change (14 Mar 2027)', () => {
    const evenings: Hours = {
      ...hotline,
      weekly: [...(hotline.weekly ?? []), { day: 'sunday', open: '16:00', close: '00:00' }],
      closures: [{ firstDay: '2027-03-13', lastDay: '2027-03-14' }],
    }
    // Saturday 13 March, 1 pm EST: closed; Monday 15 March, 4 pm EDT is 20:00 UTC.
    expect(openState(evenings, at('2027-03-13T18:00:00Z'))).toMatchObject({
      kind: 'closed',
      opensAt: at('2027-03-15T20:00:00Z'),
    })
  })
})

describe('the rows an editor reads', () => {
  it('names an opening by its day and times, past midnight by the next day', () => {
    expect(describeOpening({ day: 'friday', open: '10:00', close: '18:00' })).toBe(
      'Friday 10 am – 6 pm',
    )
    expect(describeOpening({ day: 'friday', open: '16:00', close: '00:00' })).toBe(
      'Friday 4 pm – midnight',
    )
    expect(describeOpening({ day: 'friday', open: '16:00', close: '01:00' })).toBe(
      'Friday 4 pm – Saturday 1 am',
    )
    expect(describeOpening({ day: 'saturday', open: '22:30', close: '02:00' })).toBe(
      'Saturday 10:30 pm – Sunday 2 am',
    )
    expect(describeOpening({ day: 'sunday', open: '00:00', close: '00:00' })).toBe(
      'Sunday, all day',
    )
    expect(describeOpening({ day: 'monday', open: '12:00', close: '' })).toBe('Monday 12 pm – …')
    expect(describeOpening({ open: '12:00', close: '13:00' })).toBeNull()
  })

  it('names a closure by its days and note', () => {
    expect(describeClosure({ firstDay: '2026-11-26T12:00:00.000Z', note: 'Thanksgiving' })).toBe(
      'Closed Nov 26, 2026: Thanksgiving',
    )
    expect(describeClosure({ firstDay: '2026-12-24', lastDay: '2026-12-31', note: ' ' })).toBe(
      'Closed Dec 24 – Dec 31, 2026 (8 days)',
    )
    expect(describeClosure({ ...holidays, lastDay: '2027-01-01', note: 'Holidays' })).toBe(
      'Closed Dec 24, 2026 – Jan 1, 2027 (9 days): Holidays',
    )
    expect(describeClosure({ note: 'Holidays' })).toBeNull()
  })

  it('names every time zone offered by the name people use', () => {
    for (const zone of TIME_ZONES) expect(TIME_ZONE_NAMES[zone]).toMatch(/\w/)
    expect(TIME_ZONE_NAMES['America/New_York']).toBe('Eastern Time (New York)')
  })
})
