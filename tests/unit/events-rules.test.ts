import { describe, expect, it } from 'vitest'
import { calendarEntry, locationOf, sequenceOf } from '@domain/events/calendar-entry'
import {
  calendarQuery,
  eventIcsPath,
  eventPath,
  eventsFeedPath,
  eventsPath,
  eventsQuery,
  webcalUrl,
} from '@domain/events/paths'
import { joinLinkOpen, needsReview, placesLeft, reviewCutoff } from '@domain/events/rules'
import { DEFAULT_LOCALE, LOCALES, toLocalePath } from '@domain/i18n/locales'

const other = LOCALES.find((l) => l !== DEFAULT_LOCALE)!
const at = (iso: string) => new Date(iso)

describe('event addresses', () => {
  it('puts events under /events in every language, with their calendar files beside them', () => {
    expect(eventPath('ally-training')).toBe('/events/ally-training')
    expect(eventPath('ally-training', other)).toBe(toLocalePath('/events/ally-training', other))
    expect(eventIcsPath('ally-training', DEFAULT_LOCALE)).toBe('/events/ally-training/calendar.ics')
    expect(eventIcsPath('ally-training', DEFAULT_LOCALE, true)).toBe(
      '/events/ally-training/calendar.ics?discreet=1',
    )
    expect(eventsFeedPath(DEFAULT_LOCALE, { category: 'training', discreet: true })).toBe(
      '/events/calendar.ics?category=training&discreet=1',
    )
    expect(webcalUrl('https://example.org/events/calendar.ics')).toBe(
      'webcal://example.org/events/calendar.ics',
    )
    expect(
      eventsPath(DEFAULT_LOCALE, { category: 'training', mode: 'online', past: true, page: 2 }),
    ).toBe('/events?category=training&mode=online&when=past&page=2')
    expect(eventsPath(DEFAULT_LOCALE, { page: 1 })).toBe('/events')
  })

  it('reads the list query, first values only, and refuses anything else', () => {
    expect(eventsQuery({})).toEqual({ page: 1, category: null, mode: null, past: false })
    expect(eventsQuery({ page: ['2', '3'], mode: 'in-person', when: 'past' })).toEqual({
      page: 2,
      category: null,
      mode: 'in-person',
      past: true,
    })
    for (const bad of [
      { page: '0' },
      { page: '01' },
      { page: '-1' },
      { page: '1e3' },
      { page: '99999999' },
      { category: 'Support Group' },
      { category: '__proto__' },
      { category: 'a'.repeat(101) },
      { category: 'x\u0000' },
      { mode: 'hybrid' },
      { mode: 'constructor' },
      { when: 'future' },
    ])
      expect(eventsQuery(bad), JSON.stringify(bad)).toBeNull()
  })

  it('reads a calendar file query: a category slug and discreet=1 only', () => {
    const q = (s: string) => calendarQuery(new URLSearchParams(s))
    expect(q('')).toEqual({ category: null, discreet: false })
    expect(q('category=training&discreet=1&discreet=0')).toEqual({
      category: 'training',
      discreet: true,
    })
    for (const bad of [
      'discreet=yes',
      'discreet=',
      'category=%00',
      'category=a%2Fb',
      'category=__proto__',
    ])
      expect(q(bad), bad).toBeNull()
  })
})

describe('event rules', () => {
  it('shows a join link from 30 minutes before the start until the end', () => {
    const start = at('2026-12-15T23:00:00Z')
    const end = at('2026-12-16T00:30:00Z')
    expect(joinLinkOpen(start, end, at('2026-12-15T22:29:00Z'))).toBe(false)
    expect(joinLinkOpen(start, end, at('2026-12-15T22:30:00Z'))).toBe(true)
    expect(joinLinkOpen(start, end, at('2026-12-16T00:29:59Z'))).toBe(true)
    expect(joinLinkOpen(start, end, end)).toBe(false)
  })

  it('says what capacity is honestly: counted, full, or not said', () => {
    expect(placesLeft({ capacity: 20, taken: 12, markedFull: false })).toEqual({
      full: false,
      left: 8,
    })
    expect(placesLeft({ capacity: 20, taken: 25, markedFull: false })).toEqual({
      full: true,
      left: 0,
    })
    expect(placesLeft({ capacity: null, taken: 3, markedFull: false })).toEqual({
      full: false,
      left: null,
    })
    expect(placesLeft({ capacity: 20, taken: null, markedFull: false })).toEqual({
      full: false,
      left: null,
    })
    expect(placesLeft({ capacity: null, taken: null, markedFull: true })).toEqual({
      full: true,
      left: 0,
    })
  })

  it('asks for a review 30 days after the end, unless saved since it ended', () => {
    const ended = at('2026-10-01T20:00:00Z')
    const now = at('2026-11-01T00:00:00Z')
    expect(needsReview(ended, at('2026-09-20T00:00:00Z'), now)).toBe(true)
    expect(needsReview(ended, at('2026-10-02T00:00:00Z'), now)).toBe(false)
    expect(needsReview(ended, at('2026-09-20T00:00:00Z'), at('2026-10-30T00:00:00Z'))).toBe(false)
    expect(needsReview(null, at('2020-01-01T00:00:00Z'), now)).toBe(false)
    expect(reviewCutoff(now).toISOString()).toBe('2026-10-02T00:00:00.000Z')
  })
})

describe('a calendar entry of an event', () => {
  const doc = {
    id: 7,
    slug: 'trans-youth-night',
    title: 'Trans youth night',
    summary: '  A night for trans and nonbinary teens.  ',
    startsAt: '2026-12-18T23:00:00.000Z',
    startsAt_tz: 'America/New_York',
    endsAt: '2026-12-19T01:00:00.000Z',
    attendance: 'in-person' as const,
    venue: { name: 'Community center', address: '12 Main St\nSpringfield, IL 62701' },
    eventStatus: 'cancelled' as const,
    sensitive: true,
    updatedAt: '2026-12-01T10:00:00.000Z',
  }
  const ctx = {
    url: 'https://example.org/events/trans-youth-night',
    host: 'example.org',
    onlineWord: 'Online',
  }

  it('carries the place on one line, cancelled, and a sequence that rises with each save', () => {
    const entry = calendarEntry(doc, ctx)!
    expect(entry.uid).toBe('event-7@example.org')
    expect(entry.location).toBe('Community center, 12 Main St, Springfield, IL 62701')
    expect(entry.description).toBe('A night for trans and nonbinary teens.')
    expect(entry.cancelled).toBe(true)
    expect(entry.sensitive).toBe(true)
    expect(entry.timing.timeZone).toBe('America/New_York')
    expect(sequenceOf('2026-12-01T10:00:01.000Z')).toBeGreaterThan(entry.sequence)
  })

  it('never carries an online room but the word for online, and nothing without times', () => {
    expect(locationOf({ ...doc, attendance: 'online' }, 'Online')).toBe('Online')
    expect(locationOf({ ...doc, venue: null }, 'Online')).toBeNull()
    expect(calendarEntry({ ...doc, endsAt: null }, ctx)).toBeNull()
  })
})
