import { TIME_ZONES } from '@domain/crisis/hours/zone'
import { isoDate } from '@domain/events/format'
import { icsCalendar, type IcsEvent, type IcsOptions, isDiscreet } from '@domain/events/ics'
import { type EventTiming, occurrences } from '@domain/events/timing'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

/**
 * The calendar file is read back with ical.js — a real client's parser and recurrence engine,
 * with the file's own VTIMEZONEs registered — never with regexes.
 */
const NY = 'America/New_York'
const URL = 'https://example.org/events/queer-joy'

const options: IcsOptions = {
  calendarName: 'Belonging Network events',
  prodId: '-//Belonging Network//Events//EN',
  discreet: false,
  neutralTitle: 'Belonging Network event',
  discreetDescription: (url) => `Details: ${url}`,
  ttlMinutes: 60,
}

const weeklyAcrossDst: EventTiming = {
  startsAt: '2026-03-03T23:00:00Z', // Tuesday 18:00 EST; clocks go forward on 8 March
  endsAt: '2026-03-04T00:30:00Z',
  timeZone: NY,
  allDay: false,
  repeat: { frequency: 'weekly', until: '2026-11-24T12:00:00Z' },
}

const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'event-12@example.org',
  title: 'Queer Joy Night',
  description: 'Games and snacks.',
  location: '12 Main St, Springfield',
  url: URL,
  timing: weeklyAcrossDst,
  cancelled: false,
  sequence: 3,
  updatedAt: '2026-02-01T10:00:00.000Z',
  sensitive: false,
  ...over,
})

/** The calendar, parsed, its VTIMEZONEs registered as a client does. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  ICAL.TimezoneService.reset()
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return { calendar, events: calendar.getAllSubcomponents('vevent') }
}

const only = (events: IcsEvent[], opts: Partial<IcsOptions> = {}) =>
  parse(icsCalendar(events, { ...options, ...opts })).events[0]

/** ical.js's own expansion of the series: start and end instants (dates when all-day). */
function expanded(vevent: ICAL.Component, to: Date) {
  const recurring = new ICAL.Event(vevent)
  const it = recurring.iterator()
  const found: string[] = []
  for (let next = it.next(); next && found.length < 100; next = it.next()) {
    const { startDate, endDate } = recurring.getOccurrenceDetails(next)
    if (startDate.isDate) found.push(`${startDate.toString()} ${endDate.toString()}`)
    else if (startDate.toJSDate() >= to) break
    else found.push(`${startDate.toJSDate().toISOString()} ${endDate.toJSDate().toISOString()}`)
  }
  return found
}

/** The same from timing.ts. */
function ours(t: EventTiming, to: Date) {
  return occurrences(t, { from: new Date(t.startsAt), to }).map((o) =>
    t.allDay
      ? `${isoDate(o.start, t.timeZone)} ${isoDate(o.end, t.timeZone)}`
      : `${o.start.toISOString()} ${o.end.toISOString()}`,
  )
}

describe('the calendar file', () => {
  it('names the calendar and writes an event in its zone, with the zone defined', () => {
    const { calendar, events } = parse(icsCalendar([event()], options))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Belonging Network events')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Belonging Network//Events//EN')
    expect(calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('PT1H')
    const [vevent] = events
    expect(vevent.getFirstPropertyValue('uid')).toBe('event-12@example.org')
    expect(vevent.getFirstPropertyValue('summary')).toBe('Queer Joy Night')
    expect(vevent.getFirstPropertyValue('description')).toBe('Games and snacks.')
    expect(vevent.getFirstPropertyValue('location')).toBe('12 Main St, Springfield')
    expect(vevent.getFirstPropertyValue('url')).toBe(URL)
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3)
    expect(vevent.getFirstPropertyValue('last-modified')?.toString()).toBe('2026-02-01T10:00:00Z')
    const start = vevent.getFirstProperty('dtstart')!
    expect(start.getParameter('tzid')).toBe(NY)
    expect(start.getFirstValue()?.toString()).toBe('2026-03-03T18:00:00')
    const zones = calendar.getAllSubcomponents('vtimezone')
    expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual([NY])
    const rule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur
    expect(rule.freq).toBe('WEEKLY')
    expect(rule.parts.BYDAY).toEqual(['TU'])
    // Until the end of 24 November in New York, in UTC as RFC 5545 asks with a TZID'd start.
    expect(rule.until?.toJSDate().toISOString()).toBe('2026-11-25T04:59:59.000Z')
  })

  it('defines every zone an event can be planned in (UTC written as UTC)', () => {
    const events = TIME_ZONES.map((timeZone) =>
      event({ uid: timeZone, timing: { ...weeklyAcrossDst, timeZone } }),
    )
    const { calendar, events: parsed } = parse(icsCalendar(events, options))
    const defined = calendar
      .getAllSubcomponents('vtimezone')
      .map((z) => z.getFirstPropertyValue('tzid'))
    expect(defined).toEqual(TIME_ZONES.filter((zone) => zone !== 'UTC'))
    for (const vevent of parsed) {
      const zone = vevent.getFirstPropertyValue('uid')
      const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time
      expect(start.zone?.tzid).toBe(zone)
      expect(start.toJSDate().toISOString()).toBe('2026-03-03T23:00:00.000Z')
    }
  })

  it('marks a cancelled event CANCELLED', () => {
    expect(only([event({ cancelled: true })]).getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('writes a monthly rule on the nth weekday and exceptions in the zone', () => {
    const t: EventTiming = {
      ...weeklyAcrossDst,
      startsAt: '2026-12-08T23:00:00Z', // the 2nd Tuesday of December, 18:00 EST
      endsAt: '2026-12-09T00:30:00Z',
      repeat: { frequency: 'monthly', exceptions: ['2027-04-13T15:00:00Z'] },
    }
    const vevent = only([event({ timing: t })])
    const rule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur
    expect([rule.freq, rule.parts.BYDAY, rule.parts.BYSETPOS]).toEqual(['MONTHLY', ['TU'], [2]])
    const exdate = vevent.getFirstProperty('exdate')!
    expect(exdate.getParameter('tzid')).toBe(NY)
    expect(exdate.getFirstValue()?.toString()).toBe('2027-04-13T18:00:00')
  })

  it('writes all-day events as dates', () => {
    const t: EventTiming = {
      ...weeklyAcrossDst,
      startsAt: '2026-10-30T14:00:00Z',
      endsAt: '2026-11-01T20:00:00Z',
      allDay: true,
      repeat: { frequency: 'none' },
    }
    const vevent = only([event({ timing: t })])
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time
    const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time
    expect([start.isDate, start.toString(), end.toString()]).toEqual([
      true,
      '2026-10-30',
      '2026-11-02',
    ])
    expect(vevent.getFirstProperty('rrule')).toBeNull()
  })

  it('ends an all-day series on a date, as RFC 5545 asks when DTSTART is one', () => {
    const t: EventTiming = {
      startsAt: '2026-10-09T14:00:00Z',
      endsAt: '2026-10-09T20:00:00Z',
      timeZone: NY,
      allDay: true,
      repeat: {
        frequency: 'monthly',
        until: '2027-03-20T15:00:00Z',
        exceptions: ['2026-11-13T15:00:00Z'],
      },
    }
    const vevent = only([event({ timing: t })])
    const rule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur
    expect(rule.until?.isDate).toBe(true)
    expect(rule.until?.toString()).toBe('2027-03-20')
    expect(rule.toString()).toBe('FREQ=MONTHLY;BYDAY=FR;BYSETPOS=2;UNTIL=20270320')
    const exdate = vevent.getFirstPropertyValue('exdate') as ICAL.Time
    expect([exdate.isDate, exdate.toString()]).toEqual([true, '2026-11-13'])
  })
})

describe('discreet entries', () => {
  it('are discreet when the visitor asks or the event is sensitive', () => {
    expect(isDiscreet({ sensitive: false }, false)).toBe(false)
    expect(isDiscreet({ sensitive: false }, true)).toBe(true)
    expect(isDiscreet({ sensitive: true }, false)).toBe(true)
  })

  it('say nothing about the event but the link, even when the visitor did not ask', () => {
    for (const [sensitive, discreet] of [
      [false, true],
      [true, false],
    ]) {
      const vevent = only([event({ sensitive })], { discreet })
      expect(vevent.getFirstPropertyValue('summary')).toBe('Belonging Network event')
      expect(vevent.getFirstPropertyValue('description')).toBe(`Details: ${URL}`)
      expect(vevent.getFirstProperty('location')).toBeNull()
      expect(vevent.getFirstPropertyValue('url')).toBe(URL)
      expect(vevent.getFirstPropertyValue('class')).toBe('PRIVATE')
    }
  })

  it('carry only the properties of an event, none about a person', () => {
    const allowed = new Set(
      'uid sequence dtstamp dtstart dtend rrule exdate summary description location url status last-modified class x-microsoft-cdo-alldayevent x-microsoft-msncalendar-alldayevent'.split(
        ' ',
      ),
    )
    const { events } = parse(icsCalendar([event(), event({ sensitive: true })], options))
    const names = events.flatMap((e) => e.getAllProperties().map((p) => p.name))
    expect(names.filter((name) => !allowed.has(name))).toEqual([])
  })
})

describe('a real client expands the same series', () => {
  const cases: Array<[string, EventTiming]> = [
    ['weekly across both DST changes', weeklyAcrossDst],
    [
      'monthly on the 2nd Tuesday, with an exception',
      {
        ...weeklyAcrossDst,
        startsAt: '2026-12-08T23:00:00Z',
        endsAt: '2026-12-09T00:30:00Z',
        repeat: {
          frequency: 'monthly',
          until: '2027-12-31T12:00:00Z',
          exceptions: ['2027-04-13T15:00:00Z'],
        },
      },
    ],
    [
      'monthly on the last Friday, in Los Angeles',
      {
        startsAt: '2026-10-31T02:00:00Z', // Friday 30 October, 19:00 PDT
        endsAt: '2026-10-31T04:00:00Z',
        timeZone: 'America/Los_Angeles',
        allDay: false,
        repeat: { frequency: 'monthly', until: '2027-10-31T00:00:00Z' },
      },
    ],
    [
      'weekly with exceptions (one on the first day) and an until',
      {
        ...weeklyAcrossDst,
        repeat: {
          frequency: 'weekly',
          until: '2026-05-01T00:00:00Z',
          exceptions: ['2026-03-03T12:00:00Z', '2026-03-10T12:00:00Z', '2026-04-14T20:00:00Z'],
        },
      },
    ],
    [
      'all-day over a weekend, weekly, across the November change',
      {
        startsAt: '2026-10-09T14:00:00Z',
        endsAt: '2026-10-11T20:00:00Z',
        timeZone: NY,
        allDay: true,
        repeat: {
          frequency: 'weekly',
          until: '2026-11-27T20:00:00Z',
          exceptions: ['2026-11-06T15:00:00Z'],
        },
      },
    ],
  ]

  it.each(cases)('%s', (_, t) => {
    const to = new Date('2028-01-01T00:00:00Z')
    const mine = ours(t, to)
    expect(mine.length).toBeGreaterThan(3)
    expect(expanded(only([event({ timing: t })]), to)).toEqual(mine)
  })
})

describe('hostile text', () => {
  it('survives a round trip: escaped, folded, NUL stripped', () => {
    const title = 'Queer\nJoy, Night; back\\slash 🏳️‍🌈\u0000 end'
    const long = Array.from({ length: 10_000 }, (_, i) => Array.from('aé🌈,;\\\n')[i % 7]).join('')
    const text = icsCalendar(
      [
        event({
          title,
          description: long,
          location: 'Hall;\r\nB,\u0000 2',
          uid: 'event-1@example.org\r\nATTENDEE:mailto:someone@example.org',
        }),
      ],
      { ...options, calendarName: 'Events\r\nX-INJECTED:1' },
    )
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const { calendar, events } = parse(text)
    expect(calendar.getFirstProperty('x-injected')).toBeNull()
    expect(events[0].getFirstProperty('attendee')).toBeNull()
    expect(events[0].getFirstPropertyValue('summary')).toBe('Queer\nJoy, Night; back\\slash 🏳️‍🌈 end')
    expect(events[0].getFirstPropertyValue('description')).toBe(long)
    expect(events[0].getFirstPropertyValue('location')).toBe('Hall;\nB, 2')
  })
})
