import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { BaseDatabaseAdapter } from 'payload'
import type { CommitSession } from '../../../revalidation/after-commit'

/**
 * Thrown when a write's transaction did not commit: its COMMIT failed (the connection died, the
 * server restarted), a statement inside it failed and a hook carried on (PostgreSQL then turns
 * the COMMIT into a silent ROLLBACK), or a nested operation's failure rolled it back before the
 * outer operation committed. Answered 503 "Nothing was saved" (./unavailable.ts).
 */
export class SaveNotStored extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Nothing was saved: ${reason}`, options)
    this.name = 'SaveNotStored'
  }
}

type Tx = { execute: (query: unknown) => Promise<unknown> }
/** The adapter's session, with what waits for its commit (revalidation/after-commit.ts). */
type Session = CommitSession & { db: Tx; resolve: () => Promise<void>; reject: () => Promise<void> }
type Adapter = BaseDatabaseAdapter & {
  drizzle: { transaction: (fn: (tx: Tx) => Promise<void>, options?: unknown) => Promise<void> }
  initializing?: Promise<void>
  sessions: Record<string, Session>
  transactionOptions?: unknown
}

/** What the transaction body throws to roll back on purpose. */
const ROLLBACK = Symbol('rollback')

/**
 * Payload's own `beginTransaction` (@payloadcms/drizzle 3.90) ends every transaction with
 * `.catch(transactionFailed)`, so a failed COMMIT resolves like a good one and the request
 * answers 200 for a save that is gone; and its `commitTransaction` does nothing for a transaction
 * that a nested operation's failure already rolled back (`killTransaction` deletes the request's
 * transaction id, and the search plugin catches that failure and carries on). Measured: 11 of 116
 * acknowledged saves lost on the embedded database with connections killed at random, 3 of 64 on
 * Postgres (tests/int/database-faults.test.ts reproduces it).
 *
 * These three replace the adapter's, keeping its session registry (`sessions[id].db` is the
 * transaction every query of the request runs in):
 * - commit answers only after PostgreSQL said COMMIT: before it, one statement proves the
 *   connection is there and the transaction is not aborted; a failed COMMIT, or a transaction
 *   already rolled back, throws SaveNotStored;
 * - beginning on a database that cannot be reached throws SaveNotStored with the cause.
 * Upstream report: docs/decisions/0012-acknowledged-commits.md.
 */
export function acknowledgedCommits(db: BaseDatabaseAdapter) {
  const adapter = db as Adapter
  if (typeof adapter.drizzle?.transaction !== 'function' || !adapter.sessions) return

  adapter.beginTransaction = async (options) => {
    await adapter.initializing
    const id = randomUUID()
    let decide!: (commit: boolean) => void
    const decided = new Promise<boolean>((resolve) => (decide = resolve))
    let started!: (tx: Tx) => void
    const body = async (tx: Tx) => {
      started(tx)
      if (!(await decided)) throw ROLLBACK
      // Fails if the connection was cut meanwhile, or with 25P02 if a statement failed inside
      // and something carried on regardless (COMMIT would then roll back and say nothing).
      await tx.execute(sql`select 1`)
    }
    const ready = new Promise<Tx>((resolve) => (started = resolve))
    const done = adapter.drizzle.transaction(body, options ?? adapter.transactionOptions)
    const tx = await Promise.race([ready, done.then(() => undefined)]).catch((err: unknown) => {
      throw new SaveNotStored('the database could not be reached', { cause: err })
    })
    if (!tx) throw new SaveNotStored('the transaction did not start')
    const outcome = done.then(
      () => undefined,
      (err: unknown) => (err === ROLLBACK ? undefined : (err ?? new Error('rolled back'))),
    )
    adapter.sessions[id] = {
      db: tx,
      afterCommit: [],
      resolve: async () => {
        decide(true)
        const err = await outcome
        if (err) throw new SaveNotStored('its commit did not complete', { cause: err })
      },
      reject: async () => {
        decide(false)
        await outcome
      },
    }
    return id
  }

  adapter.commitTransaction = async (incoming) => {
    const id = await incoming
    const session = id ? adapter.sessions[id] : undefined
    // Payload commits only what it began: no session means it was rolled back on the way.
    if (!session) throw new SaveNotStored('a step of it failed and its transaction was rolled back')
    delete adapter.sessions[id as string]
    await session.resolve()
    // Committed: what waited for it may run now. Its failure does not undo the save.
    for (const fn of session.afterCommit ?? [])
      await Promise.resolve()
        .then(fn)
        .catch((err: Error) => adapter.payload.logger.error(`after commit: ${err.message}`))
  }

  adapter.rollbackTransaction = async (incoming) => {
    const id = await incoming
    const session = id ? adapter.sessions[id] : undefined
    if (!session) return
    delete adapter.sessions[id as string]
    await session.reject()
  }
}
