import { describe, expect, it } from 'vitest'
import { wallClock } from '@domain/crisis/hours/zone'
import { REVIEW_AFTER_DAYS } from '@domain/events/rules'
import { lastEnd, nextOccurrence, occurrences, type EventTiming } from '@domain/events/timing'
import type { Page } from '../../src/payload-types'
import { seedEvents } from '../../src/seed/content/events'
import { withUpcomingEvents } from '../../src/seed/corrections/services-events-2026-12'

type Block = Page['layout'][number]
const DAY = 86_400_000

const timing = (e: ReturnType<typeof seedEvents>[number]): EventTiming => ({
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  timeZone: e.timeZone,
  allDay: false,
  repeat: {
    frequency: e.repeat?.frequency ?? 'none',
    until: e.repeat?.until ?? null,
    exceptions: e.repeat?.exceptions ?? [],
  },
})

describe('the demo events, dated from the seed', () => {
  // Around a DST change (8 March 2026), at the end of a year, and on a Wednesday evening.
  const moments = ['2026-03-05T15:00:00Z', '2026-12-31T23:30:00Z', '2026-12-10T00:30:00Z']
  for (const at of moments) {
    it(`shows every state when seeded at ${at}`, () => {
      const now = new Date(at)
      const events = new Map(seedEvents(now).map((e) => [e.slug, e]))
      const ny = (iso: string) => wallClock(new Date(iso), 'America/New_York')

      const training = events.get('ally-training-for-workplaces')!
      const today = ny(now.toISOString())
      const start = ny(training.startsAt)
      expect(start.month).toBe((today.month % 12) + 1) // next month
      expect([start.weekday, start.hour, start.minute]).toEqual([4, 10, 0])
      expect(start.day).toBeGreaterThanOrEqual(8) // the second Thursday
      expect(start.day).toBeLessThanOrEqual(14)

      const group = events.get('peer-support-group-online')!
      const groupStart = ny(group.startsAt)
      expect([groupStart.weekday, groupStart.hour]).toEqual([3, 19])
      expect(Date.parse(group.startsAt)).toBeLessThan(now.getTime())
      const next = nextOccurrence(timing(group), now)!
      expect(next.start.getTime()).toBeGreaterThan(now.getTime() - 2 * 3_600_000)
      expect(lastEnd(timing(group))).toBeNull()
      // The skipped day is one of its Wednesdays, within the next weeks.
      const weeks = occurrences(timing(group), {
        from: now,
        to: new Date(now.getTime() + 35 * DAY),
      })
      const skipped = ny(group.repeat!.exceptions![0])
      expect(skipped.weekday).toBe(3)
      expect(weeks.some((o) => ny(o.start.toISOString()).day === skipped.day)).toBe(false)
      expect(weeks.length).toBeGreaterThanOrEqual(3)

      const cancelled = events.get('community-night-game-night')!
      expect(cancelled.eventStatus).toBe('cancelled')
      expect(Date.parse(cancelled.startsAt)).toBeGreaterThan(now.getTime())

      const moved = events.get('family-conversation-circle')!
      expect(moved.eventStatus).toBe('moved')
      expect(Date.parse(moved.previousStartsAt!)).toBeGreaterThan(now.getTime())
      expect(Date.parse(moved.startsAt) - Date.parse(moved.previousStartsAt!)).toBeGreaterThan(
        6 * DAY,
      )

      const past = events.get('fall-community-potluck')!
      expect(now.getTime() - Date.parse(past.endsAt)).toBeGreaterThan(REVIEW_AFTER_DAYS * DAY)
      expect(past.unreviewed).toBe(true)

      for (const e of events.values()) {
        expect(Date.parse(e.endsAt), e.slug).toBeGreaterThan(Date.parse(e.startsAt))
        expect(e.es.title, e.slug).not.toBe(e.en.title)
        expect(e.es.summary.length, e.slug).toBeLessThanOrEqual(300)
        expect(e.en.summary.length, e.slug).toBeLessThanOrEqual(300)
      }
    })
  }
})

describe('the services correction', () => {
  const text = (anchorId?: string) =>
    ({ blockType: 'richTextSection', anchorId, heading: 'Events and workshops' }) as Block
  const cta = { blockType: 'callToAction', heading: 'Contact' } as Block

  it('puts the list at #events before the section that held it, which moves to #workshops', () => {
    const layout = withUpcomingEvents([text('education'), text('events'), cta])!
    expect(layout.map((b) => [b.blockType, b.anchorId])).toEqual([
      ['richTextSection', 'education'],
      ['upcomingEvents', 'events'],
      ['richTextSection', 'workshops'],
      ['callToAction', undefined],
    ])
  })

  it('never leaves one name twice, adds it before a closing call to action, and runs once', () => {
    const taken = withUpcomingEvents([text('workshops'), text('events')])!
    expect(taken.map((b) => b.anchorId)).toEqual(['workshops', 'events', null])
    const noAnchor = withUpcomingEvents([text('education'), cta])!
    expect(noAnchor.map((b) => b.blockType)).toEqual([
      'richTextSection',
      'upcomingEvents',
      'callToAction',
    ])
    expect(withUpcomingEvents([text('x')])!.at(-1)?.blockType).toBe('upcomingEvents')
    expect(withUpcomingEvents(noAnchor)).toBeNull()
  })
})
