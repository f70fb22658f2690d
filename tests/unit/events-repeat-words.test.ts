import { describe, expect, it } from 'vitest'
import type { EventTiming } from '@domain/events/timing'
import { messagesFor } from '@domain/i18n/messages'
import { LOCALES, type Locale, languageOf } from '@domain/i18n/locales'
import { formatDay, repeatWords } from '@/components/events/format'

/** How an event repeats, in words, in each language (its times: events-format.test.ts). */
const [en, es] = LOCALES as [Locale, Locale]
const intl = (code: string) => languageOf(code).intl
const timing = (repeat: EventTiming['repeat'], startsAt = '2026-12-08T23:00:00Z'): EventTiming => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 90 * 60_000).toISOString(),
  timeZone: 'America/New_York',
  allDay: false,
  repeat,
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
