import type { BaseDatabaseAdapter, PayloadRequest } from 'payload'
import { databaseSign, markReadUnavailable } from './unavailable'

/** The adapter's reads: none of them changes anything, so running one again is safe. */
const READS = [
  'find',
  'findOne',
  'findDistinct',
  'findGlobal',
  'findVersions',
  'findGlobalVersions',
  'queryDrafts',
  'count',
  'countVersions',
  'countGlobalVersions',
] as const

/**
 * Tries of one read. A pooled connection cut while idle can still be handed out before the pool
 * hears of it, so the second try may meet another cut one (seen: 2 of 456 saves answered 403 with
 * two tries while connections were killed every 0.1–0.5 s).
 */
const READ_ATTEMPTS = 3

/** A connection that was cut (SQLSTATE 08xxx, 57P01/57P02, or node-postgres's words), not a bad query. */
function connectionCut(error: unknown): boolean {
  const sign = databaseSign(error)
  if (!sign) return false
  return 'connection' in sign ? sign.connection === 'cut' : /^(08|57P0[12])/.test(sign.sqlState)
}

/**
 * A read outside a transaction whose pooled connection was cut (a fail-over, a restart, a proxy
 * or `pg_terminate_backend` dropping it) runs again on a fresh connection (READ_ATTEMPTS in
 * all). Without it the read of the signed-in member behind every request failed now and then,
 * Payload's JWT strategy took that for "not signed in", and a save answered 403 "You are not
 * allowed to perform this action." (tests/int/database-faults.test.ts). Reads inside a transaction are not retried: the
 * transaction is gone with its connection, and the write fails as a whole (503). A read that
 * fails for good marks its request (markReadUnavailable), so a 403 that came of it answers 503.
 */
export function retryCutReads(db: BaseDatabaseAdapter) {
  const adapter = db as unknown as Record<string, unknown>
  for (const name of READS) {
    const read = adapter[name]
    if (typeof read !== 'function') continue
    adapter[name] = async function (
      this: unknown,
      args: { req?: Partial<PayloadRequest>; collection?: string },
    ) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await read.call(this, args)
        } catch (err) {
          if (attempt >= READ_ATTEMPTS || args?.req?.transactionID || !connectionCut(err)) {
            markReadUnavailable(args?.req, err, args?.collection)
            throw err
          }
        }
      }
    }
  }
}
