import { describe, expect, it } from 'vitest'
import {
  describeOpenState,
  formatClock,
  type Hours,
  openSchedule,
  openState,
  openStateFromSchedule,
} from '@domain/crisis/hours'

const NY = 'America/New_York'
const LA = 'America/Los_Angeles'
const HOUR = 3_600_000
const DAY = 24 * HOUR
const every = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const

/** The shapes of hours the lines have: evenings, weekdays, split days, 24/7 with closures. */
const cases: Record<string, Hours> = {
  eveningsET: {
    timeZone: NY,
    weekly: every.map((day) => ({ day, open: '16:00', close: '00:00' })),
  },
  weekdaysPT: {
    timeZone: LA,
    weekly: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
      day,
      open: '10:00',
      close: '18:00',
    })),
  },
  splitSaturday: {
    timeZone: 'America/Chicago',
    weekly: [
      { day: 'saturday', open: '09:00', close: '12:00' },
      { day: 'saturday', open: '12:00', close: '17:30' },
      { day: 'sunday', open: '22:00', close: '02:00' },
    ],
  },
  closedThanksgiving: {
    timeZone: NY,
    weekly: every.map((day) => ({ day, open: '16:00', close: '00:00' })),
    closures: [
      { firstDay: '2026-11-26T12:00:00.000Z', note: 'Thanksgiving' },
      { firstDay: '2026-12-25', note: null },
    ],
  },
  always247WithClosure: {
    is24x7: true,
    closures: [{ firstDay: '2026-12-24', note: 'Maintenance' }],
  },
  always247: { is24x7: true, timeZone: 'Pacific/Honolulu' },
}

/** The states compare by what a visitor reads: kind, the instant, the closure's note. */
const plain = (s: ReturnType<typeof openState> | null) =>
  s && {
    kind: s.kind,
    at: s.kind === 'open' ? +s.closesAt : s.kind === 'closed' ? +s.opensAt : null,
    note: s.kind === 'closed' ? (s.closure ? (s.closure.note ?? '') : undefined) : undefined,
  }

describe('openSchedule', () => {
  // Renders around the DST change (1 Nov 2026), Thanksgiving and Christmas.
  const renders = ['2026-10-30T03:17:00Z', '2026-11-20T21:59:30Z', '2026-12-20T15:00:00Z']

  for (const [name, hours] of Object.entries(cases))
    // A sweep of thousands of instants: the unit project's 30 s timeout covers a busy machine.
    it(`says what openState says, every 20 minutes for as long as it serves: ${name}`, () => {
      for (const rendered of renders) {
        const renderAt = new Date(rendered)
        const schedule = openSchedule(hours, renderAt)!
        expect(schedule).not.toBeNull()
        let t = +renderAt
        for (; ; t += 20 * 60_000) {
          const now = new Date(t)
          const fromSchedule = openStateFromSchedule(schedule, now)
          if (!fromSchedule) break
          expect(plain(fromSchedule), `${name} at ${now.toISOString()}`).toEqual(
            plain(openState(hours, now)),
          )
        }
        expect(t - +renderAt).toBeGreaterThanOrEqual(DAY)
      }
    })

  it('serves at least the rest of the render day, and leaves later visits to openState', () => {
    const renderAt = new Date('2026-11-20T21:59:30Z')
    const schedule = openSchedule(cases.eveningsET, renderAt)!
    expect(openStateFromSchedule(schedule, new Date(+renderAt + DAY))).not.toBeNull()
    expect(openStateFromSchedule(schedule, new Date(+renderAt + 3 * DAY))).toBeNull()
    expect(openStateFromSchedule(schedule, new Date(+renderAt - 2 * DAY))).toBeNull()
  })

  it('says "Closed today (Thanksgiving)" from the schedule too', () => {
    const now = new Date('2026-11-26T22:00:00Z')
    const schedule = openSchedule(cases.closedThanksgiving, new Date('2026-11-26T05:00:00Z'))!
    const state = openStateFromSchedule(schedule, now)!
    expect(describeOpenState(state, now, NY, 'ET')).toBe(
      'Closed today (Thanksgiving). Opens tomorrow at 4 pm ET',
    )
  })

  it('has nothing to work out without a usable zone or openings', () => {
    const now = new Date('2026-11-20T12:00:00Z')
    expect(openSchedule(null, now)).toBeNull()
    expect(openSchedule({ timeZone: NY, weekly: [] }, now)).toBeNull()
    expect(
      openSchedule({ timeZone: 'Mars/Olympus', weekly: cases.eveningsET.weekly }, now),
    ).toBeNull()
  })

  it('stays small: a line’s evenings are about 400 bytes', () => {
    const schedule = openSchedule(cases.eveningsET, new Date('2026-11-20T12:00:00Z'))
    expect(JSON.stringify(schedule).length).toBeLessThan(600)
  })
})

describe('times in the visitor’s own zone, without making a formatter', () => {
  it('reads the same as Intl for every quarter hour of a day, in English and Spanish', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    for (let t = Date.UTC(2026, 10, 20); t < Date.UTC(2026, 10, 21); t += 15 * 60_000) {
      const d = new Date(t)
      expect(formatClock(d)).toBe(formatClock(d, zone))
      expect(formatClock(d, undefined, 'es')).toBe(formatClock(d, zone, 'es'))
    }
  })

  it('names the day the same way as Intl', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const now = new Date('2026-11-20T12:00:00Z')
    for (let days = 0; days < 7; days++) {
      const opensAt = new Date(+now + days * DAY + 3 * HOUR)
      const state = { kind: 'closed' as const, opensAt }
      for (const language of ['en', 'es'] as const)
        expect(describeOpenState(state, now, undefined, 'x', language)).toBe(
          describeOpenState(state, now, zone, 'x', language),
        )
    }
  })
})
