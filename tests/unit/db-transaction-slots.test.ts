import type { BaseDatabaseAdapter } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { limitOpenTransactions, TRANSACTION_SLOT_WAIT_MS } from '../../src/lib/db/transaction-slots'

/** A stand-in adapter that counts the transactions it has open. */
function fakeAdapter() {
  let next = 0
  const state = { open: 0, most: 0 }
  const db = {
    beginTransaction: async () => {
      state.open++
      state.most = Math.max(state.most, state.open)
      return `tx-${++next}`
    },
    commitTransaction: async () => void state.open--,
    rollbackTransaction: async () => void state.open--,
  } as unknown as BaseDatabaseAdapter
  return { db, state }
}

afterEach(() => vi.useRealTimers())

describe('limitOpenTransactions', () => {
  it('keeps at most half of the usable pool clients in transactions; the rest wait their turn', async () => {
    const { db, state } = fakeAdapter()
    limitOpenTransactions(db, 10)
    const writes = Array.from({ length: 20 }, async (_, i) => {
      const id = await db.beginTransaction()
      await new Promise((r) => setTimeout(r, 5))
      await (i % 2 ? db.commitTransaction(id!) : db.rollbackTransaction(id!))
    })
    await Promise.all(writes)
    expect(state.most).toBe(4)
    expect(state.open).toBe(0)
  })

  it('lets a write go ahead after waiting too long, so a nested transaction never waits for itself', async () => {
    vi.useFakeTimers()
    const { db, state } = fakeAdapter()
    limitOpenTransactions(db, 3)
    await db.beginTransaction()
    const nested = db.beginTransaction()
    await vi.advanceTimersByTimeAsync(TRANSACTION_SLOT_WAIT_MS)
    expect(await nested).toBeTruthy()
    expect(state.open).toBe(2)
  })
})
