import { describe, expect, it } from 'vitest'
import { wholeDayWhere } from '@domain/forms/whole-days'

/** Date filters of the admin lists read as whole days in the team's time zone (issue 42). */
const NY = 'America/New_York'
// What Payload's date filter sends for 1 November 2026: noon UTC of that day.
const NOV_1 = '2026-11-01T12:00:00.000Z'
// Midnights in New York: EDT (-4 h) until 1 November 2026 at 2 am, EST (-5 h) after.
const START_NOV_1 = '2026-11-01T04:00:00.000Z'
const START_NOV_2 = '2026-11-02T05:00:00.000Z'

const day = (operator: string) =>
  wholeDayWhere({ createdAt: { [operator]: NOV_1 } }, ['createdAt'], NY)

describe('whole-day date filters', () => {
  it('read each operator on a picked day as the whole day, across a clock change', () => {
    expect(day('greater_than')).toEqual({ createdAt: { greater_than_equal: START_NOV_2 } })
    expect(day('greater_than_equal')).toEqual({ createdAt: { greater_than_equal: START_NOV_1 } })
    expect(day('less_than')).toEqual({ createdAt: { less_than: START_NOV_1 } })
    expect(day('less_than_equal')).toEqual({ createdAt: { less_than: START_NOV_2 } })
    expect(day('equals')).toEqual({
      and: [
        { createdAt: { greater_than_equal: START_NOV_1 } },
        { createdAt: { less_than: START_NOV_2 } },
      ],
    })
    expect(day('not_equals')).toEqual({
      or: [
        { createdAt: { less_than: START_NOV_1 } },
        { createdAt: { greater_than_equal: START_NOV_2 } },
      ],
    })
  })

  it('go into and/or groups, and leave exact times, other fields and operators alone', () => {
    const exact = { createdAt: { greater_than: '2026-11-01T15:30:00.000Z' } }
    expect(wholeDayWhere(exact, ['createdAt'], NY)).toEqual(exact)
    expect(wholeDayWhere({ form: { equals: 'contact' } }, ['createdAt'], NY)).toEqual({
      form: { equals: 'contact' },
    })
    expect(wholeDayWhere({ createdAt: { exists: true } }, ['createdAt'], NY)).toEqual({
      createdAt: { exists: true },
    })
    expect(
      wholeDayWhere(
        { or: [{ and: [{ createdAt: { less_than: NOV_1 } }, { form: { equals: 'contact' } }] }] },
        ['createdAt'],
        NY,
      ),
    ).toEqual({
      or: [{ and: [{ createdAt: { less_than: START_NOV_1 } }, { form: { equals: 'contact' } }] }],
    })
    expect(
      wholeDayWhere({ createdAt: { less_than: NOV_1, exists: true } }, ['createdAt'], NY),
    ).toEqual({ and: [{ createdAt: { exists: true } }, { createdAt: { less_than: START_NOV_1 } }] })
  })

  it('take hostile shapes without throwing or polluting', () => {
    for (const where of [
      { createdAt: 'x' },
      { createdAt: [NOV_1] },
      { and: 'x' },
      { or: [null, 1, 'x'] },
      JSON.parse(`{"__proto__": {"createdAt": {"equals": "${NOV_1}"}}}`),
      { createdAt: { equals: '2026-13-45T12:00:00.000Z' } },
      { createdAt: { equals: `${NOV_1}\u0000` } },
    ])
      expect(() => wholeDayWhere(where, ['createdAt'], NY)).not.toThrow()
    const polluted = wholeDayWhere(
      JSON.parse(`{"__proto__": {"createdAt": {"equals": "${NOV_1}"}}}`),
      ['createdAt'],
      NY,
    )
    expect(Object.getPrototypeOf(polluted)).toBe(Object.prototype)
    expect((polluted as Record<string, unknown>).createdAt).toBeUndefined()
    expect(({} as Record<string, unknown>).createdAt).toBeUndefined()
  })
})
