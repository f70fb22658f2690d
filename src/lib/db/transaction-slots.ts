import type { BaseDatabaseAdapter } from 'payload'

/** How long a write waits for a transaction slot before it goes ahead anyway. */
export const TRANSACTION_SLOT_WAIT_MS = 10_000

type TransactionID = Awaited<ReturnType<NonNullable<BaseDatabaseAdapter['beginTransaction']>>>

/**
 * Payload runs a few statements of a write outside the write's transaction (the document lock
 * check, the forgot-password reservation) while the transaction holds its pooled client. With as
 * many concurrent writes as the pool has clients, every client is held by a transaction waiting
 * for one more: the pool starves and every request, reads too, fails after the connection
 * time-out. So at most half of the usable clients (the adapter keeps one for itself) carry
 * transactions at once; further writes wait for a slot instead of a client. A write that waits
 * longer than TRANSACTION_SLOT_WAIT_MS goes ahead regardless (a nested transaction must never
 * wait for itself).
 */
export function limitOpenTransactions(db: BaseDatabaseAdapter, poolMax: number) {
  if (typeof db.beginTransaction !== 'function') return
  const slots = Math.max(1, Math.floor((poolMax - 1) / 2))
  let open = 0
  const queue: (() => void)[] = []
  const holders = new Set<TransactionID>()

  const acquire = (): Promise<boolean> => {
    if (open < slots) {
      open++
      return Promise.resolve(true)
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer)
        resolve(true)
      }
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(grant), 1)
        resolve(false)
      }, TRANSACTION_SLOT_WAIT_MS)
      queue.push(grant)
    })
  }
  const release = () => {
    const next = queue.shift()
    if (next) next()
    else open--
  }
  const end = (id: TransactionID) => {
    if (holders.delete(id)) release()
  }

  const begin = db.beginTransaction.bind(db)
  db.beginTransaction = async (options) => {
    const slot = await acquire()
    let id: TransactionID
    try {
      id = await begin(options)
    } catch (err) {
      if (slot) release()
      throw err
    }
    if (slot && id) holders.add(id)
    else if (slot) release()
    return id
  }
  /** The adapter's commit or rollback, then the slot is free. */
  const thenRelease =
    (finish: BaseDatabaseAdapter['commitTransaction']): BaseDatabaseAdapter['commitTransaction'] =>
    async (id) => {
      const resolved = await id
      try {
        await finish(resolved)
      } finally {
        end(resolved)
      }
    }
  db.commitTransaction = thenRelease(db.commitTransaction.bind(db))
  db.rollbackTransaction = thenRelease(db.rollbackTransaction.bind(db))
}
