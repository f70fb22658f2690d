import { describe, expect, it } from 'vitest'
import { type EventJsonLdInput, eventJsonLd, jsonLdScript, zonedIso } from '@domain/events/json-ld'

/** schema.org/Event of an event page: times with the event's own offset, status, place, free. */
const base: EventJsonLdInput = {
  name: 'Ally training',
  description: 'Two hours on being a good ally at work.',
  url: 'https://example.org/events/ally-training',
  image: null,
  start: new Date('2026-12-15T23:00:00Z'),
  end: new Date('2026-12-16T00:30:00Z'),
  allDay: false,
  timeZone: 'America/New_York',
  status: 'scheduled',
  previousStart: null,
  attendance: 'in-person',
  venue: { name: 'Community Center', address: '1 Main St, Springfield, IL 62701' },
  organiser: null,
  site: { name: 'Belonging Network', url: 'https://example.org' },
}

describe('zonedIso', () => {
  it('writes the wall clock of the zone with its offset, summer and winter', () => {
    expect(zonedIso(new Date('2026-12-15T23:00:00Z'), 'America/New_York')).toBe(
      '2026-12-15T18:00-05:00',
    )
    expect(zonedIso(new Date('2026-07-01T16:30:00Z'), 'America/Los_Angeles')).toBe(
      '2026-07-01T09:30-07:00',
    )
    expect(zonedIso(new Date('2026-07-01T16:30:00Z'), 'Asia/Kolkata')).toBe(
      '2026-07-01T22:00+05:30',
    )
    expect(zonedIso(new Date('2026-12-16T03:00:00Z'), 'America/New_York', true)).toBe('2026-12-15')
  })
})

describe('eventJsonLd', () => {
  it('an event in person: a Place with its address, scheduled, offline, free', () => {
    const data = eventJsonLd(base)
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Ally training',
      startDate: '2026-12-15T18:00-05:00',
      endDate: '2026-12-15T19:30-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Community Center',
        address: { '@type': 'PostalAddress', streetAddress: '1 Main St, Springfield, IL 62701' },
      },
      isAccessibleForFree: true,
      organizer: { '@type': 'NGO', name: 'Belonging Network', url: 'https://example.org' },
      url: base.url,
    })
    expect(data).not.toHaveProperty('previousStartDate')
  })

  it('online: a VirtualLocation at the event page, never another address', () => {
    const data = eventJsonLd({ ...base, attendance: 'online', venue: null })
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: base.url })
  })

  it('cancelled, and moved with the old start', () => {
    expect(eventJsonLd({ ...base, status: 'cancelled' }).eventStatus).toBe(
      'https://schema.org/EventCancelled',
    )
    const moved = eventJsonLd({
      ...base,
      status: 'moved',
      previousStart: new Date('2026-12-08T23:00:00Z'),
    })
    expect(moved.eventStatus).toBe('https://schema.org/EventRescheduled')
    expect(moved.previousStartDate).toBe('2026-12-08T18:00-05:00')
  })

  it('all day: days only, the last day the one before the exclusive end', () => {
    const data = eventJsonLd({
      ...base,
      allDay: true,
      start: new Date('2026-12-15T05:00:00Z'),
      end: new Date('2026-12-17T05:00:00Z'),
    })
    expect([data.startDate, data.endDate]).toEqual(['2026-12-15', '2026-12-16'])
  })

  it('names the organiser when one is given; the script text can never close its element', () => {
    expect(eventJsonLd({ ...base, organiser: 'Education team' }).organizer).toEqual({
      '@type': 'Organization',
      name: 'Education team',
    })
    const text = jsonLdScript(eventJsonLd({ ...base, name: '</script><script>alert(1)' }))
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)')
  })
})
