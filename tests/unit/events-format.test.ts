import { describe, expect, it } from 'vitest'
import type { EventTiming } from '@domain/events/timing'
import { messagesFor } from '@domain/i18n/messages'
import { LOCALES, type Locale, languageOf } from '@domain/i18n/locales'
import { formatDay, formatOccurrence, repeatWords } from '@/components/events/format'

/** An event's time in words: the zone named, all-day as days, how it repeats in each language. */
const [en, es] = LOCALES as [Locale, Locale]
const intl = (code: string) => languageOf(code).intl
const timing = (repeat: EventTiming['repeat'], startsAt = '2026-12-08T23:00:00Z'): EventTiming => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 90 * 60_000).toISOString(),
  timeZone: 'America/New_York',
  allDay: false,
  repeat,
})

describe('formatOccurrence', () => {
  const o = { start: new Date('2026-12-15T23:00:00Z'), end: new Date('2026-12-16T00:30:00Z') }
  it('one day with both times and the zone named', () => {
    const text = formatOccurrence(o, { timeZone: 'America/New_York', allDay: false }, intl(en))
    expect(text).toMatch(/Tuesday, December 15, 2026/)
    expect(text).toMatch(/6:00\s*–\s*7:30\s*PM EST/)
  })
  it('all day: the days only, the exclusive end left out', () => {
    const day = {
      start: new Date('2026-12-15T05:00:00Z'),
      end: new Date('2026-12-16T05:00:00Z'),
    }
    const text = formatOccurrence(day, { timeZone: 'America/New_York', allDay: true }, intl(en))
    expect(text).toBe('Tuesday, December 15, 2026')
  })
})

describe('repeatWords', () => {
  it('weekly and monthly on the nth weekday, in English and Spanish; none for one time', () => {
    expect(repeatWords(timing({ frequency: 'none' }), messagesFor(en).events, intl(en))).toBeNull()
    expect(repeatWords(timing({ frequency: 'weekly' }), messagesFor(en).events, intl(en))).toBe(
      'Every Tuesday',
    )
    expect(repeatWords(timing({ frequency: 'weekly' }), messagesFor(es).events, intl(es))).toBe(
      'Cada martes',
    )
    // 8 December 2026 is the second Tuesday; 29 December the last.
    expect(repeatWords(timing({ frequency: 'monthly' }), messagesFor(en).events, intl(en))).toBe(
      'Second Tuesday of each month',
    )
    const last = timing({ frequency: 'monthly' }, '2026-12-29T23:00:00Z')
    expect(repeatWords(last, messagesFor(es).events, intl(es))).toBe('Último martes de cada mes')
  })
  it('says until when', () => {
    const until = timing({ frequency: 'weekly', until: '2027-03-30T12:00:00Z' })
    expect(repeatWords(until, messagesFor(en).events, intl(en))).toBe(
      `Every Tuesday, until ${formatDay(new Date('2027-03-30T12:00:00Z'), 'America/New_York', intl(en))}`,
    )
  })
})
