import { describe, expect, it } from 'vitest'
import {
  describeOpenState,
  describeWeeklyHours,
  upcomingClosures,
  type Hours,
  minuteOfWeek,
  openState,
  zoneAbbreviation,
  zonedWallTimeToInstant,
} from '@domain/crisis/hours'

const NY = 'America/New_York'
const LA = 'America/Los_Angeles'
const at = (iso: string) => new Date(iso)

/** The LGBT National Hotline as seeded: daily 4 pm to midnight Eastern. */
const eveningsET: Hours = {
  is24x7: false,
  timeZone: NY,
  weekly: (
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
  ).map((day) => ({ day, open: '16:00', close: '00:00' })),
}

const expectOpen = (hours: Hours, now: string, closesAt: string) =>
  expect(openState(hours, at(now))).toEqual({ kind: 'open', closesAt: at(closesAt) })
const expectClosed = (hours: Hours, now: string, opensAt: string) =>
  expect(openState(hours, at(now))).toEqual({ kind: 'closed', opensAt: at(opensAt) })

describe('openState', () => {
  it('is always open for 24/7 lines', () => {
    expect(openState({ is24x7: true }, at('2026-11-18T12:00:00Z'))).toEqual({ kind: 'always' })
  })

  it('never assumes a line without usable hours is open', () => {
    const now = at('2026-11-18T12:00:00Z')
    expect(openState(null, now).kind).toBe('unknown')
    expect(openState({ is24x7: false, timeZone: NY, weekly: [] }, now).kind).toBe('unknown')
    expect(openState({ ...eveningsET, timeZone: null }, now).kind).toBe('unknown')
    expect(openState({ ...eveningsET, timeZone: 'Mars/Olympus' }, now).kind).toBe('unknown')
  })

  it('opens at 4 pm Eastern and closes at midnight (Wednesday 18 Nov 2026, EST = UTC-5)', () => {
    expectClosed(eveningsET, '2026-11-18T20:59:00Z', '2026-11-18T21:00:00Z')
    expectOpen(eveningsET, '2026-11-18T21:00:00Z', '2026-11-19T05:00:00Z')
  })

  it('closes exactly at midnight and reopens at 4 pm the same day', () => {
    expectOpen(eveningsET, '2026-11-19T04:59:59Z', '2026-11-19T05:00:00Z')
    expectClosed(eveningsET, '2026-11-19T05:00:00Z', '2026-11-19T21:00:00Z')
  })

  it('treats Saturday 4 pm to midnight as open up to the end of the week', () => {
    // Saturday 21 Nov 2026, 11:30 pm EST.
    expectOpen(eveningsET, '2026-11-22T04:30:00Z', '2026-11-22T05:00:00Z')
    // Sunday 22 Nov, 12:30 am: closed until Sunday 4 pm.
    expectClosed(eveningsET, '2026-11-22T05:30:00Z', '2026-11-22T21:00:00Z')
  })

  it('keeps an opening that runs past midnight open on the next day', () => {
    const lateFriday: Hours = {
      is24x7: false,
      timeZone: 'America/Chicago',
      weekly: [{ day: 'friday', open: '22:00', close: '02:00' }],
    }
    // Saturday 21 Nov 2026, 1:30 am CST (UTC-6).
    expectOpen(lateFriday, '2026-11-21T07:30:00Z', '2026-11-21T08:00:00Z')
    // 2 am: closed until next Friday 10 pm.
    expectClosed(lateFriday, '2026-11-21T08:00:00Z', '2026-11-28T04:00:00Z')
  })

  it('carries a Saturday-night opening over into Sunday, the start of the next week', () => {
    const lateSaturday: Hours = {
      is24x7: false,
      timeZone: NY,
      weekly: [{ day: 'saturday', open: '22:00', close: '02:00' }],
    }
    // Sunday 22 Nov 2026, 1 am EST.
    expectOpen(lateSaturday, '2026-11-22T06:00:00Z', '2026-11-22T07:00:00Z')
  })

  it('finds the next opening days ahead for weekday-only lines', () => {
    const weekdays: Hours = {
      is24x7: false,
      timeZone: NY,
      weekly: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
        day,
        open: '09:00',
        close: '17:00',
      })),
    }
    // Friday 20 Nov 2026, 6 pm EST: next opening Monday 23 Nov, 9 am EST.
    expectClosed(weekdays, '2026-11-20T23:00:00Z', '2026-11-23T14:00:00Z')
    const state = openState(weekdays, at('2026-11-20T23:00:00Z'))
    expect(describeOpenState(state, at('2026-11-20T23:00:00Z'), NY)).toBe(
      'Closed now. Opens Monday at 9 am your time',
    )
  })

  describe('across daylight saving time changes', () => {
    it('opens at 4 pm EST on the day clocks go back (1 Nov 2026)', () => {
      // 1:30 am EDT, before the change: 14.5 wall-clock hours but 15.5 real hours to 4 pm.
      expectClosed(eveningsET, '2026-11-01T05:30:00Z', '2026-11-01T21:00:00Z')
      // 1:30 am EST, the repeated hour.
      expectClosed(eveningsET, '2026-11-01T06:30:00Z', '2026-11-01T21:00:00Z')
      expectOpen(eveningsET, '2026-11-01T21:00:00Z', '2026-11-02T05:00:00Z')
    })

    it('closes at 2 am EST when an opening spans the change', () => {
      const lateSaturday: Hours = {
        is24x7: false,
        timeZone: NY,
        weekly: [{ day: 'saturday', open: '22:00', close: '02:00' }],
      }
      // Saturday 31 Oct 2026, 11 pm EDT: open for 4 wall-clock hours, 5 real hours.
      expectOpen(lateSaturday, '2026-11-01T03:00:00Z', '2026-11-01T07:00:00Z')
    })

    it('opens at 4 pm EDT on the day clocks go forward (8 Mar 2026)', () => {
      // 1 am EST: 15 wall-clock hours but 14 real hours to 4 pm EDT.
      expectClosed(eveningsET, '2026-03-08T06:00:00Z', '2026-03-08T20:00:00Z')
      // The evening before, 11 pm EST: open until midnight EST.
      expectOpen(eveningsET, '2026-03-08T04:00:00Z', '2026-03-08T05:00:00Z')
    })

    it('closes at 4 am EDT when an opening spans the jump', () => {
      const overnight: Hours = {
        is24x7: false,
        timeZone: NY,
        weekly: [{ day: 'saturday', open: '22:00', close: '04:00' }],
      }
      // Saturday 7 Mar 2026, 11 pm EST: 5 wall-clock hours, 4 real hours.
      expectOpen(overnight, '2026-03-08T04:00:00Z', '2026-03-08T08:00:00Z')
    })
  })
})

describe('zonedWallTimeToInstant', () => {
  const wall = (y: number, mo: number, d: number, h: number, mi: number) =>
    Date.UTC(y, mo - 1, d, h, mi)

  it('converts ordinary wall times in both offsets', () => {
    expect(zonedWallTimeToInstant(wall(2026, 7, 4, 16, 0), NY).toISOString()).toBe(
      '2026-07-04T20:00:00.000Z',
    )
    expect(zonedWallTimeToInstant(wall(2026, 12, 24, 16, 0), NY).toISOString()).toBe(
      '2026-12-24T21:00:00.000Z',
    )
  })

  it('takes the first of a repeated wall time and skips over a missing one', () => {
    expect(zonedWallTimeToInstant(wall(2026, 11, 1, 1, 30), NY).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    )
    expect(zonedWallTimeToInstant(wall(2026, 3, 8, 2, 30), NY).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    )
  })
})

describe('minuteOfWeek', () => {
  it('counts from Sunday midnight on the zone’s wall clock', () => {
    // Sunday 22 Nov 2026 00:00 EST.
    expect(minuteOfWeek(at('2026-11-22T05:00:00Z'), NY)).toBe(0)
    // Same instant in Los Angeles: Saturday 9 pm.
    expect(minuteOfWeek(at('2026-11-22T05:00:00Z'), LA)).toBe(6 * 1440 + 21 * 60)
  })
})

describe('describeOpenState', () => {
  it('says how long a 24/7 line is open and that unknown hours need checking', () => {
    expect(describeOpenState({ kind: 'always' }, new Date())).toBe('Open 24/7')
    expect(describeOpenState({ kind: 'unknown' }, new Date())).toBe('Check the website for hours')
  })

  it('shows the opening time in the visitor’s own time zone', () => {
    const now = at('2026-11-18T20:00:00Z') // 3 pm ET, noon PT
    const state = openState(eveningsET, now)
    expect(describeOpenState(state, now, NY)).toBe('Closed now. Opens at 4 pm your time')
    expect(describeOpenState(state, now, LA)).toBe('Closed now. Opens at 1 pm your time')
  })

  it('shows the closing time while open', () => {
    const now = at('2026-11-18T22:15:00Z') // 5:15 pm ET
    const state = openState(eveningsET, now)
    expect(describeOpenState(state, now, NY)).toBe('Open now, until 12 am your time')
    expect(describeOpenState(state, now, LA)).toBe('Open now, until 9 pm your time')
  })

  it('says "tomorrow" when the opening falls on the visitor’s next day', () => {
    const now = at('2026-11-19T05:30:00Z') // 12:30 am ET Thursday, 9:30 pm PT Wednesday
    const state = openState(eveningsET, now)
    expect(describeOpenState(state, now, NY)).toBe('Closed now. Opens at 4 pm your time')
    expect(describeOpenState(state, now, LA)).toBe('Closed now. Opens tomorrow at 1 pm your time')
  })

  it('names the zone in the server-rendered fallback', () => {
    const now = at('2026-11-18T20:00:00Z')
    expect(describeOpenState(openState(eveningsET, now), now, NY, zoneAbbreviation(NY, now))).toBe(
      'Closed now. Opens at 4 pm ET',
    )
    expect(zoneAbbreviation('UTC', now)).toBe('UTC')
  })
})

/** Trans Lifeline's hours since January 2024: weekdays 10 am to 6 pm Pacific. */
const transLifeline: Hours = {
  is24x7: false,
  timeZone: LA,
  weekly: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
    day,
    open: '10:00',
    close: '18:00',
  })),
}
/** The LGBT National Hotline: Mon–Fri 4 pm–midnight, Sat noon–5 pm Eastern, closed Sunday. */
const lgbtHotline: Hours = {
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

describe('describeWeeklyHours', () => {
  it('writes weekly hours in words in the line’s own zone', () => {
    expect(describeWeeklyHours(transLifeline)).toBe('Mon–Fri 10 am–6 pm PT')
    expect(describeWeeklyHours(lgbtHotline)).toBe('Mon–Fri 4 pm–12 am, Sat 12 pm–5 pm ET')
    expect(describeWeeklyHours(eveningsET)).toBe('Daily 4 pm–12 am ET')
    expect(describeWeeklyHours({ is24x7: true })).toBe('24/7')
  })

  it('joins only consecutive days, keeps split days and minutes', () => {
    const hours: Hours = {
      is24x7: false,
      timeZone: 'America/Chicago',
      weekly: [
        { day: 'monday', open: '09:00', close: '12:00' },
        { day: 'monday', open: '13:30', close: '17:00' },
        { day: 'wednesday', open: '09:00', close: '12:00' },
        { day: 'wednesday', open: '13:30', close: '17:00' },
        { day: 'saturday', open: '10:00', close: '14:00' },
        { day: 'sunday', open: '10:00', close: '14:00' },
      ],
    }
    expect(describeWeeklyHours(hours)).toBe(
      'Mon 9 am–12 pm and 1:30 pm–5 pm, Wed 9 am–12 pm and 1:30 pm–5 pm, Sat, Sun 10 am–2 pm CT',
    )
  })

  it('has nothing to say without usable hours', () => {
    expect(describeWeeklyHours(null)).toBeNull()
    expect(describeWeeklyHours({ is24x7: false, timeZone: NY, weekly: [] })).toBeNull()
    expect(describeWeeklyHours({ ...transLifeline, timeZone: 'Mars/Olympus' })).toBeNull()
  })
})

describe('real hours of the lines seeded wrongly before', () => {
  it('Trans Lifeline is closed at night and on weekends (Pacific time)', () => {
    // Tuesday 24 Nov 2026, 9 am PST (UTC-8): opens at 10.
    expectClosed(transLifeline, '2026-11-24T17:00:00Z', '2026-11-24T18:00:00Z')
    expectOpen(transLifeline, '2026-11-24T18:00:00Z', '2026-11-25T02:00:00Z')
    // Saturday 28 Nov, noon PST: next Monday 10 am.
    expectClosed(transLifeline, '2026-11-28T20:00:00Z', '2026-11-30T18:00:00Z')
    // Friday 11 pm Eastern is 8 pm Pacific: closed, whatever the visitor's zone.
    expect(openState(transLifeline, at('2026-11-28T04:00:00Z')).kind).toBe('closed')
  })

  it('the LGBT National Hotline opens Saturday noon and stays closed on Sunday', () => {
    // Saturday 28 Nov 2026, 11 am EST.
    expectClosed(lgbtHotline, '2026-11-28T16:00:00Z', '2026-11-28T17:00:00Z')
    expectOpen(lgbtHotline, '2026-11-28T17:00:00Z', '2026-11-28T22:00:00Z')
    // Sunday 29 Nov, 6 pm EST: closed until Monday 4 pm.
    expectClosed(lgbtHotline, '2026-11-29T23:00:00Z', '2026-11-30T21:00:00Z')
  })
})

describe('closures', () => {
  const thanksgiving = { firstDay: '2026-11-26T12:00:00.000Z', note: 'Thanksgiving' }
  const withThanksgiving: Hours = { ...transLifeline, closures: [thanksgiving] }

  it('keeps a line closed on a closure day and says why', () => {
    // Thursday 26 Nov 2026, 11 am PST: normally open.
    expect(openState(transLifeline, at('2026-11-26T19:00:00Z')).kind).toBe('open')
    const state = openState(withThanksgiving, at('2026-11-26T19:00:00Z'))
    expect(state).toEqual({
      kind: 'closed',
      opensAt: at('2026-11-27T18:00:00Z'),
      closure: { firstDay: '2026-11-26', lastDay: '2026-11-26', note: 'Thanksgiving' },
    })
    expect(describeOpenState(state, at('2026-11-26T19:00:00Z'), LA)).toBe(
      'Closed today (Thanksgiving). Opens tomorrow at 10 am your time',
    )
  })

  it('skips the closure when saying when the line opens next', () => {
    // Wednesday 25 Nov, 7 pm PST: closed; Thursday is a holiday, so Friday 10 am.
    expectClosed(withThanksgiving, '2026-11-26T03:00:00Z', '2026-11-27T18:00:00Z')
    // During Wednesday's opening, the closure does not shorten it.
    expectOpen(withThanksgiving, '2026-11-25T20:00:00Z', '2026-11-26T02:00:00Z')
  })

  it('reads the closure day on the line’s own calendar', () => {
    // Thursday 26 Nov, 11 pm PST is already Friday in UTC: still the holiday in Los Angeles.
    expect(openState(withThanksgiving, at('2026-11-27T07:00:00Z')).kind).toBe('closed')
    // A date sent as a plain day works the same.
    const plain: Hours = { ...transLifeline, closures: [{ firstDay: '2026-11-26' }] }
    expect(openState(plain, at('2026-11-26T19:00:00Z'))).toMatchObject({ kind: 'closed' })
  })

  it('closes a 24/7 line on its closure day only', () => {
    const always: Hours = { is24x7: true, timeZone: NY, closures: [{ firstDay: '2026-12-25' }] }
    // 24 Dec, noon EST: open until Christmas starts in New York.
    expectOpen(always, '2026-12-24T17:00:00Z', '2026-12-25T05:00:00Z')
    expect(openState(always, at('2026-12-25T17:00:00Z'))).toEqual({
      kind: 'closed',
      opensAt: at('2026-12-26T05:00:00Z'),
      closure: { firstDay: '2026-12-25', lastDay: '2026-12-25', note: null },
    })
    // More than two weeks before: simply 24/7.
    expect(openState(always, at('2026-11-01T12:00:00Z'))).toEqual({ kind: 'always' })
    expect(openState({ ...always, closures: [] }, at('2026-12-25T17:00:00Z'))).toEqual({
      kind: 'always',
    })
  })

  it('honours closures across a DST change (clocks go back Sunday 1 Nov 2026)', () => {
    const sundays: Hours = {
      is24x7: false,
      timeZone: NY,
      weekly: [{ day: 'sunday', open: '12:00', close: '17:00' }],
      closures: [{ firstDay: '2026-11-01', note: 'Staff day' }],
    }
    // Saturday 31 Oct, noon EDT: 1 Nov is closed, so the next opening is 8 Nov, noon EST.
    expectClosed(sundays, '2026-10-31T16:00:00Z', '2026-11-08T17:00:00Z')
  })

  it('lists closures ahead, soonest first, and drops past ones', () => {
    const hours: Hours = {
      ...transLifeline,
      closures: [
        { firstDay: '2026-12-25T12:00:00.000Z', note: 'Christmas' },
        thanksgiving,
        { firstDay: '2026-11-11T12:00:00.000Z', note: 'Veterans Day' },
      ],
    }
    expect(upcomingClosures(hours, at('2026-11-23T20:00:00Z'))).toEqual([
      { firstDay: '2026-11-26', lastDay: '2026-11-26', text: 'Thu, Nov 26 (Thanksgiving)' },
      { firstDay: '2026-12-25', lastDay: '2026-12-25', text: 'Fri, Dec 25 (Christmas)' },
    ])
    // The closure day itself is still listed.
    expect(upcomingClosures(hours, at('2026-11-26T20:00:00Z'))[0].firstDay).toBe('2026-11-26')
    expect(upcomingClosures(transLifeline, at('2026-11-23T20:00:00Z'))).toEqual([])
  })
})
