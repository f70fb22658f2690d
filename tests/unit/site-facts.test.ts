import { describe, expect, it } from 'vitest'
import { copyrightYear, fillSiteFacts, resolveStats, yearsSince } from '@domain/site-facts'

const nov2026 = new Date('2026-11-23T12:00:00Z')

describe('figures that follow the date', () => {
  it('counts whole years surely completed since the founding year', () => {
    expect(yearsSince(2019, new Date('2025-06-01T00:00:00Z'))).toBe(5) // the spec's "5+ years"
    expect(yearsSince(2019, nov2026)).toBe(6)
    expect(yearsSince(2026, nov2026)).toBe(0)
  })

  it('fills {years} and {foundingYear} in editors’ text', () => {
    const facts = { foundingYear: 2019, now: nov2026 }
    expect(fillSiteFacts('{years}+ years of connection', facts)).toBe('6+ years of connection')
    expect(fillSiteFacts('Since {foundingYear}, and {years} years on', facts)).toBe(
      'Since 2019, and 6 years on',
    )
    expect(fillSiteFacts('No tokens here', facts)).toBe('No tokens here')
  })

  it('lets a stat count itself and keeps the others as written', () => {
    const stats = resolveStats(
      [
        { value: '60,000+', label: 'Community members' },
        { value: null, yearsSinceFounding: true, label: 'Years of service, since {foundingYear}' },
      ],
      { foundingYear: 2019, now: new Date('2027-01-02T00:00:00Z') },
    )
    expect(stats.map(({ value, label }) => ({ value, label }))).toEqual([
      { value: '60,000+', label: 'Community members' },
      { value: '7+', label: 'Years of service, since 2019' },
    ])
  })

  it('puts this year in the copyright line', () => {
    expect(copyrightYear(nov2026)).toBe(2026)
  })
})
