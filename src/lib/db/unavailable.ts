import type { AfterErrorHook, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'
import { SaveNotStored } from './acknowledged-commits'

/**
 * PostgreSQL error classes that say the database cannot take the write now, not that the
 * request was wrong: 08 connection exception, 53 insufficient resources (53100 disk full),
 * 57P01-57P03 shutting down or starting. Payload answers them 500 "An unknown error occurred."
 */
const UNAVAILABLE = /^(08|53|57P0[1-3])/

/** node-postgres's own words for a connection that broke, and for one it could not have. */
const CUT = /Connection terminated|Client was closed|Client has encountered a connection error/
const UNREACHABLE = /timeout exceeded when trying to connect|ECONNREFUSED|ECONNRESET/

/**
 * What the database said, from the first link of an error's cause chain that says it (Drizzle
 * wraps the driver's error: "Failed query: …"): its SQLSTATE, or that the connection was cut or
 * could not be had (node-postgres gives those no SQLSTATE). Undefined for any other error.
 */
export function databaseSign(
  error: unknown,
): { sqlState: string } | { connection: 'cut' | 'unreachable' } | undefined {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { sqlState: code }
    const message = String((e as { message?: unknown }).message ?? '')
    if (CUT.test(message)) return { connection: 'cut' }
    if (UNREACHABLE.test(message)) return { connection: 'unreachable' }
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Why a database error means "cannot take the write now": a SQLSTATE of the classes above, a
 * lost connection, or a transaction that did not commit (SaveNotStored). Undefined for any other.
 */
export function unavailableReason(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    if (e instanceof SaveNotStored) return 'transaction not committed'
    e = (e as { cause?: unknown }).cause
  }
  const sign = databaseSign(error)
  if (!sign) return undefined
  if ('connection' in sign) return 'connection lost'
  return UNAVAILABLE.test(sign.sqlState) ? `SQLSTATE ${sign.sqlState}` : undefined
}

/** Where a request keeps why one of its reads failed for want of the database. */
const READ_UNAVAILABLE = 'databaseReadUnavailable'

/**
 * How recent a failed read of a member must be for a signed-in request's refusal to be put down
 * to it when the request itself could not be marked (below).
 */
export const MEMBER_READ_FAILURE_WINDOW_MS = 5_000
let memberReadFailedAt = Number.NEGATIVE_INFINITY

/**
 * Notes on the request that one of its reads failed for want of the database. Payload's JWT
 * strategy reads the signed-in member and takes any error for "not signed in", so the request
 * then fails 403 "You are not allowed to perform this action." although the database, not the
 * member, was the matter (seen in tests/int/database-faults.test.ts). Payload's findByID hands
 * the adapter a request of its own (`{ transactionID }`, no context), so a failed read of a
 * member (`users`) is also noted with its time, for the refusal that follows it.
 */
export function markReadUnavailable(
  req: Partial<PayloadRequest> | undefined,
  error: unknown,
  collection?: string,
  now = Date.now(),
): void {
  const reason = unavailableReason(error)
  if (!reason) return
  if (req?.context) req.context[READ_UNAVAILABLE] = reason
  if (collection === 'users') memberReadFailedAt = now
}

/** A session cookie Payload would have read (its own cookie parser, its own cookie name). */
function hasSessionCookie(req: PayloadRequest): boolean {
  const cookies = parseCookies(req.headers)
  return Boolean(cookies.get(`${req.payload.config.cookiePrefix}-token`))
}

/**
 * A refusal (401/403) on a request one of whose reads failed for want of the database, or of a
 * request with a session cookie but no member while a read of a member just failed that way.
 */
function refusedForWantOfDatabase(
  error: unknown,
  req: PayloadRequest,
  now = Date.now(),
): string | undefined {
  const status = (error as { status?: unknown } | null)?.status
  if (status !== 401 && status !== 403) return undefined
  const reason = req.context[READ_UNAVAILABLE]
  if (typeof reason === 'string') return `${reason}, answered ${String(status)}`
  if (
    !req.user &&
    now - memberReadFailedAt < MEMBER_READ_FAILURE_WINDOW_MS &&
    hasSessionCookie(req)
  )
    return `a member's read failed ${now - memberReadFailedAt} ms before, answered ${String(status)}`
  return undefined
}

export const SAVE_UNAVAILABLE =
  'The database cannot take changes right now (it is out of room or unreachable). Nothing was saved; please try again in a few minutes.'

/**
 * A write refused by the database for want of room or of a connection answers 503 with what
 * happened, not 500: with transactions nothing of it was kept (the last good version stays,
 * tests/e2e/resilience-full-disk.spec.ts), and trying again later is the right thing to do.
 */
export const databaseUnavailable: AfterErrorHook = ({ error, req }) => {
  // Sign-in, forgot- and reset-password have their own answer for this (collections/Users/
  // hooks.ts, explainLoginErrors), which marks the request.
  if (req.context.authOperation) return
  const reason = unavailableReason(error) ?? refusedForWantOfDatabase(error, req)
  if (!reason) return
  req.payload.logger.error(`Database unavailable (${reason}): ${error.message.slice(0, 200)}`)
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', '60')
  return { status: 503, response: { errors: [{ message: SAVE_UNAVAILABLE }] } }
}
