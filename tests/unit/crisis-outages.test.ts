import { describe, expect, it } from 'vitest'
import { describeOutageIn } from '@domain/crisis/hours/wording'
import type { CrisisLine } from '@domain/crisis/lines'
import {
  activeOutage,
  describeOutage,
  nextOutageChange,
  outageOrderProblem,
  toOutages,
} from '@domain/crisis/outages'
import { crisisLinesVcf } from '@domain/crisis/vcard'
import { messagesFor } from '@domain/i18n/messages'

/** A crisis line's temporarily unavailable times (issue 42): when one is on, and how it reads. */
const ms = (iso: string) => Date.parse(iso)
// Saturday Nov 28, 2026: 2 pm to 6 pm in New York (EST, UTC-5), and Sunday 9 am to noon.
const AFTERNOON = { from: '2026-11-28T19:00:00.000Z', until: '2026-11-28T23:00:00.000Z' }
const SUNDAY = { from: '2026-11-29T14:00:00.000Z', until: '2026-11-29T17:00:00.000Z' }

describe('toOutages', () => {
  it('keeps usable rows only, soonest first, as ISO instants with a trimmed reason', () => {
    expect(
      toOutages([
        { ...SUNDAY, reason: '  ' },
        { from: '2026-11-28T14:00:00-05:00', until: AFTERNOON.until, reason: 'Outage. ' },
        { from: AFTERNOON.until, until: AFTERNOON.from, reason: 'backwards' },
        { from: 'soon', until: AFTERNOON.until },
        { from: AFTERNOON.from },
        { from: AFTERNOON.from, until: AFTERNOON.from },
      ]),
    ).toEqual([
      { ...AFTERNOON, reason: 'Outage' },
      { ...SUNDAY, reason: null },
    ])
    expect(toOutages(null)).toEqual([])
  })
})

describe('activeOutage and nextOutageChange', () => {
  const outages = toOutages([
    { ...AFTERNOON, reason: 'Phone system outage' },
    { ...SUNDAY, reason: null },
  ])

  it('is on from its start (included) to its end (excluded)', () => {
    expect(activeOutage(outages, ms(AFTERNOON.from) - 1)).toBeNull()
    expect(activeOutage(outages, ms(AFTERNOON.from))).toEqual(outages[0])
    expect(activeOutage(outages, ms(AFTERNOON.until) - 1)?.reason).toBe('Phone system outage')
    expect(activeOutage(outages, ms(AFTERNOON.until))).toBeNull()
    expect(activeOutage(outages, ms(SUNDAY.from) + 1)).toEqual(outages[1])
  })

  it('reads outages that touch or overlap as one, back at the last one’s end', () => {
    const chained = toOutages([
      { ...AFTERNOON, reason: 'Outage' },
      { from: AFTERNOON.until, until: '2026-11-29T01:00:00.000Z', reason: 'Still down' },
      { from: '2026-11-29T00:30:00.000Z', until: '2026-11-29T03:00:00.000Z', reason: null },
    ])
    expect(activeOutage(chained, ms(AFTERNOON.from) + 60_000)).toEqual({
      from: AFTERNOON.from,
      until: '2026-11-29T03:00:00.000Z',
      reason: 'Outage',
    })
    // A later one that starts after the current end is not joined.
    expect(activeOutage([...outages], ms(AFTERNOON.from))?.until).toBe(AFTERNOON.until)
  })

  it('tells the next start or end after a moment, or null when none is ahead', () => {
    expect(nextOutageChange(outages, ms('2026-11-28T12:00:00Z'))).toBe(ms(AFTERNOON.from))
    expect(nextOutageChange(outages, ms(AFTERNOON.from))).toBe(ms(AFTERNOON.until))
    expect(nextOutageChange(outages, ms(AFTERNOON.until))).toBe(ms(SUNDAY.from))
    expect(nextOutageChange(outages, ms(SUNDAY.until))).toBeNull()
  })
})

describe('what editors and visitors read', () => {
  it('names an admin row after its times and reason, in the editor’s zone', () => {
    expect(describeOutage({ ...AFTERNOON, reason: 'Outage' }, 'America/New_York')).toBe(
      'Unavailable Nov 28, 2026, 2:00 – 6:00 PM EST: Outage',
    )
    expect(describeOutage({ from: AFTERNOON.from }, 'America/New_York')).toBe(
      'Unavailable Nov 28, 2026, 2:00 PM EST – (set "Back by")',
    )
    expect(describeOutage({})).toBeNull()
    const row = { ...AFTERNOON, reason: 'Outage' }
    const zone = 'America/New_York'
    expect(describeOutage(row, zone, ms(AFTERNOON.from))).toMatch(/: Outage — on now$/)
    expect(describeOutage(row, zone, ms(AFTERNOON.until))).toMatch(/: Outage — ended$/)
    expect(describeOutage(row, zone, ms(AFTERNOON.from) - 1)).toMatch(/: Outage$/)
  })

  it('refuses a "Back by" that is not after the start', () => {
    expect(outageOrderProblem(AFTERNOON.from, AFTERNOON.until)).toBeNull()
    expect(outageOrderProblem(AFTERNOON.until, AFTERNOON.from)).toBe(
      'Back by: a time after "Unavailable from".',
    )
    expect(outageOrderProblem(AFTERNOON.from, AFTERNOON.from)).not.toBeNull()
    expect(outageOrderProblem(undefined, AFTERNOON.from)).toBeNull()
  })

  it('says why and when it is back, in the page’s language', () => {
    const now = new Date(ms(AFTERNOON.from) + 60_000)
    const en = messagesFor('en').crisis.card
    const es = messagesFor('es').crisis.card
    const outage = { until: AFTERNOON.until, reason: 'Phone system outage' }
    expect(describeOutageIn(outage, now, 'America/New_York', 'ET', en)).toBe(
      'Temporarily unavailable: Phone system outage. Back at 6 pm ET.',
    )
    expect(describeOutageIn({ ...outage, reason: null }, now, 'America/New_York', 'ET', en)).toBe(
      'Temporarily unavailable. Back at 6 pm ET.',
    )
    expect(
      describeOutageIn({ until: SUNDAY.until, reason: null }, now, 'America/New_York', 'ET', en),
    ).toBe('Temporarily unavailable. Back tomorrow at 12 pm ET.')
    expect(
      describeOutageIn({ ...outage, reason: 'Falla' }, now, 'America/New_York', 'ET', es),
    ).toBe('No disponible por ahora: Falla. Vuelve a las 6 p. m. ET.')
  })

  it('names the times in the contacts file, which is kept long after the download', () => {
    const line = {
      id: 'trans-lifeline',
      name: 'Trans Lifeline',
      description: 'Peer support.',
      phone: '18775658860',
      phoneDisplay: '1-877-565-8860',
      website: 'https://translifeline.org',
      chatUrl: null,
      textNumber: null,
      textKeyword: null,
      textInstructions: null,
      callInstructions: null,
      answersIn: ['en'],
      answersOnlyIn: null,
      availability: '',
      hours: { is24x7: false, timeZone: 'America/Los_Angeles', weekly: [], closures: [] },
      outages: toOutages([{ ...AFTERNOON, reason: 'Phone system outage' }]),
      hoursNote: null,
      otherWays: [],
      specialization: [],
      otherTags: [],
      priority: 'high',
      isLgbtqSpecific: true,
      suggestWhenClosed: false,
    } satisfies CrisisLine
    const unfold = (vcf: string) => vcf.replace(/\r\n /g, '')
    const during = unfold(crisisLinesVcf([line], new Date(), undefined, new Date(AFTERNOON.from)))
    expect(during).toContain(
      'NOTE:Temporarily unavailable Nov 28\\, 2026\\, 11:00 AM – 3:00 PM PST (Phone system outage). Peer support.',
    )
    // The telephone number stays: the contact outlives the outage.
    expect(during).toContain('TEL;VALUE=uri;TYPE="voice":tel:+18775658860')
    const after = unfold(crisisLinesVcf([line], new Date(), undefined, new Date(AFTERNOON.until)))
    expect(after).toContain('NOTE:Peer support.')
  })
})
