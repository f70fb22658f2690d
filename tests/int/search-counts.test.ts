import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordCrisisUsage } from '../../collections/CrisisUsage/record'
import { createUsageTally } from '../../collections/CrisisUsage/tally'
import { purgeExpired } from '../../src/lib/cms/forms/retention'
import { DEFAULT_SUBMISSION_RETENTION_DAYS } from '@domain/constants'
import { utcDay } from '@domain/crisis/usage'
import { testPayload } from '../helpers/payload'

/**
 * Search counts (issue 58): a flood of searches is one addition per day and event, exact however
 * the writes and counts interleave, and days older than the retention period are deleted. On the
 * run's real Postgres; days of their own far in the past or future, so the crisis-usage file's
 * rows of today are left alone.
 */
let payload: Payload
const FUTURE = ['2999-01-01', '2999-01-02']
const DAY_MS = 86_400_000

async function countOf(day: string, event: 'search' | 'search-distress') {
  const { docs } = await payload.find({
    collection: 'crisis-usage',
    where: { day: { equals: day }, event: { equals: event } },
    overrideAccess: true,
    depth: 0,
  })
  expect(docs.length).toBeLessThanOrEqual(1)
  return docs[0]?.count ?? 0
}

const removeDays = (days: string[]) =>
  payload.delete({
    collection: 'crisis-usage',
    where: { day: { in: days } },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await testPayload()
  await removeDays(FUTURE)
})

afterAll(() => removeDays(FUTURE))

describe('search counts', () => {
  it('are added in one statement, exact when many write at once', async () => {
    const [day] = FUTURE
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordCrisisUsage(payload, { day, event: 'search', by: i + 1 }),
      ),
    )
    expect(await countOf(day, 'search')).toBe(210)
    await expect(recordCrisisUsage(payload, { day, event: 'search', by: 0 })).rejects.toThrow()
    await expect(recordCrisisUsage(payload, { day, event: 'search', by: 1.5 })).rejects.toThrow()
    await expect(recordCrisisUsage(payload, { day, event: 'search', by: -3 })).rejects.toThrow()
    expect(await countOf(day, 'search')).toBe(210)
  })

  it('of a flood are one write per day and event, none lost while a write runs', async () => {
    const day = FUTURE[1]
    let writes = 0
    const tally = createUsageTally(
      async (count) => {
        writes += 1
        await recordCrisisUsage(payload, count)
      },
      { flushMs: 60_000 },
    )
    for (let i = 0; i < 500; i++) tally.count(day, 'search')
    for (let i = 0; i < 7; i++) tally.count(day, 'search-distress')
    const first = tally.flush()
    // Counted while the first write is on its way: kept for the next one.
    for (let i = 0; i < 300; i++) tally.count(day, 'search')
    await Promise.all([first, tally.flush(), tally.flush()])
    expect(writes).toBe(3)
    expect(await countOf(day, 'search')).toBe(800)
    expect(await countOf(day, 'search-distress')).toBe(7)
    const rows = await payload.count({
      collection: 'crisis-usage',
      where: { day: { equals: day } },
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(2)
  })

  it('that cannot be written are kept for the next write', async () => {
    let down = true
    const written: number[] = []
    const tally = createUsageTally(
      async ({ by }) => {
        if (down) throw new Error('database unavailable')
        written.push(by)
      },
      { flushMs: 60_000 },
    )
    for (let i = 0; i < 5; i++) tally.count(FUTURE[0], 'search')
    await expect(tally.flush()).rejects.toThrow('database unavailable')
    tally.count(FUTURE[0], 'search')
    expect(tally.pending().get(`${FUTURE[0]} search`)).toBe(6)
    down = false
    await tally.flush()
    expect(written).toEqual([6])
    expect(tally.pending().size).toBe(0)
  })

  it('of days before the retention period are deleted, the others kept', async () => {
    const now = Date.now()
    const retention = DEFAULT_SUBMISSION_RETENTION_DAYS
    const old = utcDay(new Date(now - (retention + 2) * DAY_MS))
    const kept = utcDay(new Date(now - (retention - 2) * DAY_MS))
    await removeDays([old, kept])
    for (const day of [old, kept]) {
      await recordCrisisUsage(payload, { day, event: 'search', by: 4 })
      await recordCrisisUsage(payload, { day, event: 'search-distress' })
      await recordCrisisUsage(payload, { day, event: 'dialog-open' })
    }
    const result = await purgeExpired(payload, now)
    expect(result.searchCounts).toBe(2)
    expect(await countOf(old, 'search')).toBe(0)
    expect(await countOf(old, 'search-distress')).toBe(0)
    expect(await countOf(kept, 'search')).toBe(4)
    // Crisis-help counts are not search counts: the purge leaves them.
    const crisis = await payload.count({
      collection: 'crisis-usage',
      where: { day: { equals: old }, event: { equals: 'dialog-open' } },
      overrideAccess: true,
    })
    expect(crisis.totalDocs).toBe(1)
    await removeDays([old, kept])
  })
})
