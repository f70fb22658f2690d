import { afterEach, describe, expect, it } from 'vitest'
import {
  rateLimitCount,
  rateLimitGiveBack,
  rateLimitTake,
  resetRateLimits,
} from '@domain/rate-limit'

/** The in-memory places of domain/rate-limit.ts (Redis: tests/unit/shared-state.test.ts). */
afterEach(() => resetRateLimits())

describe('rateLimitTake (a place taken before the work: no overshoot)', () => {
  it('150 concurrent takes under a cap of 5: exactly 5 places, the rest refused and not counted', async () => {
    const takes = await Promise.all(
      Array.from({ length: 150 }, () => rateLimitTake('k', 5, 60_000)),
    )
    const taken = takes.filter((t) => t.ok)
    expect(taken.map((t) => (t.ok ? t.count : 0))).toEqual([1, 2, 3, 4, 5])
    expect(await rateLimitCount('k')).toBe(5)
    for (const t of takes.filter((t) => !t.ok)) {
      expect(t.ok ? 0 : t.retryAfterSeconds).toBe(60)
    }
  })

  it('a place given back is free again; giving back never goes below zero', async () => {
    const now = 1_000_000
    for (let i = 0; i < 3; i++) expect((await rateLimitTake('g', 3, 60_000, now)).ok).toBe(true)
    expect((await rateLimitTake('g', 3, 60_000, now)).ok).toBe(false)
    await rateLimitGiveBack('g', now)
    expect(await rateLimitTake('g', 3, 60_000, now)).toEqual({ ok: true, count: 3 })
    await rateLimitGiveBack('nothing', now)
    expect(await rateLimitCount('nothing', now)).toBe(0)
  })

  it('a new window starts empty, and its wait is what is left of it', async () => {
    const start = 2_000_000
    await rateLimitTake('w', 1, 60_000, start)
    const refused = await rateLimitTake('w', 1, 60_000, start + 45_000)
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 15 })
    expect(await rateLimitTake('w', 1, 60_000, start + 60_000)).toEqual({ ok: true, count: 1 })
  })
})
