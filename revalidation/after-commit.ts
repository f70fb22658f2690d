import type { PayloadRequest } from 'payload'

/**
 * A transaction's session in the database adapter, with the callbacks waiting for its commit
 * (src/lib/db/acknowledged-commits.ts runs them once PostgreSQL committed, drops them on a
 * rollback).
 */
export type CommitSession = { afterCommit?: (() => unknown)[] }

/**
 * Runs `fn` once the transaction of `req` has committed, or now when `req` has none (a script,
 * a read). A cache refreshed before the commit can be filled again with the old content by a
 * visitor's render in between, and a save that then fails must not have refreshed anything.
 * Nothing runs when the transaction rolls back. The callbacks live on the adapter's session, so
 * every copy of this module (Next bundles the config more than once) finds them.
 */
export async function afterCommit(req: PayloadRequest, fn: () => unknown): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, CommitSession> })
    .sessions
  const session = id ? sessions?.[String(id)] : undefined
  if (session?.afterCommit) session.afterCommit.push(fn)
  else await fn()
}
