import {
  formatOccurrence,
  isoDate,
  isoDateTime,
  repeatWeekdayName,
  timeAttributes,
} from '@domain/events/format'
import { type EventTiming, occurrences } from '@domain/events/timing'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@domain/i18n/languages.mjs'
import { describe, expect, it } from 'vitest'

const english = DEFAULT_LANGUAGE.intl
const spanish = LANGUAGES.find((language) => language.englishName === 'Spanish')!.intl
const NY = 'America/New_York'

/** Intl puts thin and narrow no-break spaces around the dash and before AM/PM. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')

const occurrence = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) })
const timed = { timeZone: NY, allDay: false }
const allDay = { timeZone: NY, allDay: true }

describe('formatOccurrence', () => {
  const evening = occurrence('2026-12-15T23:00:00Z', '2026-12-16T00:30:00Z')

  it('writes a day and a time range in the event zone, naming it', () => {
    expect(plain(formatOccurrence(evening, timed, english))).toBe(
      'Tuesday, December 15, 2026, 6:00 – 7:30 PM EST',
    )
    expect(plain(formatOccurrence(evening, timed, spanish))).toMatch(
      /^martes, 15 de diciembre de 2026, 6:00 ?– ?7:30 p\. ?m\. EST$/,
    )
    // The same instants for an event planned in Los Angeles.
    expect(
      plain(formatOccurrence(evening, { timeZone: 'America/Los_Angeles', allDay: false }, english)),
    ).toBe('Tuesday, December 15, 2026, 3:00 – 4:30 PM PST')
  })

  it('names both days of an occurrence that runs past midnight', () => {
    const overnight = occurrence('2026-12-16T03:00:00Z', '2026-12-16T08:00:00Z')
    expect(plain(formatOccurrence(overnight, timed, english))).toBe(
      'Tuesday, December 15, 2026 at 10:00 PM EST – Wednesday, December 16, 2026 at 3:00 AM EST',
    )
  })

  it('writes dates only for all-day occurrences, the last day inclusive', () => {
    const t: EventTiming = {
      startsAt: '2026-12-15T15:00:00Z',
      endsAt: '2026-12-17T15:00:00Z',
      timeZone: NY,
      allDay: true,
      repeat: { frequency: 'none' },
    }
    const [three] = occurrences(t, { from: new Date('2026-12-01'), to: new Date('2027-01-01') })
    expect(plain(formatOccurrence(three, allDay, english))).toBe(
      'Tuesday, December 15 – Thursday, December 17, 2026',
    )
    const [one] = occurrences(
      { ...t, endsAt: '2026-12-15T16:00:00Z' },
      { from: new Date('2026-12-01'), to: new Date('2027-01-01') },
    )
    expect(plain(formatOccurrence(one, allDay, english))).toBe('Tuesday, December 15, 2026')
    expect(plain(formatOccurrence(one, allDay, spanish))).toBe('martes, 15 de diciembre de 2026')
  })
})

describe('machine-readable times', () => {
  it('are local to the zone, with the offset of the day', () => {
    expect(isoDate(new Date('2026-12-16T03:00:00Z'), NY)).toBe('2026-12-15')
    expect(isoDateTime(new Date('2026-12-15T23:00:00Z'), NY)).toBe('2026-12-15T18:00-05:00')
    expect(isoDateTime(new Date('2026-07-14T22:00:00Z'), NY)).toBe('2026-07-14T18:00-04:00')
    expect(isoDateTime(new Date('2026-07-14T22:00:00Z'), 'UTC')).toBe('2026-07-14T22:00+00:00')
    expect(isoDateTime(new Date('2026-07-14T22:00:00Z'), 'Pacific/Honolulu')).toBe(
      '2026-07-14T12:00-10:00',
    )
  })

  it('give <time> the instants of a timed occurrence and the dates of an all-day one', () => {
    const evening = occurrence('2026-12-15T23:00:00Z', '2026-12-16T00:30:00Z')
    expect(timeAttributes(evening, timed)).toEqual({
      start: '2026-12-15T18:00-05:00',
      end: '2026-12-15T19:30-05:00',
    })
    const days = occurrence('2026-12-15T05:00:00Z', '2026-12-18T05:00:00Z')
    expect(timeAttributes(days, allDay)).toEqual({ start: '2026-12-15', end: '2026-12-17' })
  })
})

describe('repeatWeekdayName', () => {
  it('is the weekday of the first start in the event zone, in the language', () => {
    // 02:00 UTC on Wednesday is still Tuesday evening in New York.
    const t = { startsAt: '2026-12-16T02:00:00Z', timeZone: NY }
    expect(repeatWeekdayName(t, english)).toBe('Tuesday')
    expect(repeatWeekdayName(t, spanish)).toBe('martes')
    expect(repeatWeekdayName({ ...t, timeZone: 'UTC' }, english)).toBe('Wednesday')
  })
})
