import { describe, expect, it } from 'vitest'
import { TEAM_TIME_ZONE, wallClockText } from '@domain/team-time'

describe('wallClockText: an instant on the team’s clock', () => {
  it('writes the wall time of the team’s zone, summer and winter', () => {
    expect(TEAM_TIME_ZONE).toBe('America/New_York')
    expect(wallClockText('2026-12-06T12:03:09.500Z')).toBe('2026-12-06 07:03:09')
    expect(wallClockText('2026-07-01T03:30:00.000Z')).toBe('2026-06-30 23:30:00')
    expect(wallClockText(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08 03:00:00')
    expect(wallClockText('2026-12-06T12:03:09Z', 'America/Los_Angeles')).toBe('2026-12-06 04:03:09')
  })

  it('is empty for no date or a value that is not one', () => {
    for (const value of [null, undefined, '', 'not a date', {}])
      expect(wallClockText(value)).toBe('')
  })
})
