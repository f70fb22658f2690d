/**
 * Fixed-window rate limit per key (e.g. "login:<ip>").
 *
 * One instance: the windows live in this server process's memory. Several instances (REDIS_URL
 * set): the production server installs a shared counter (src/server/shared-state.mjs, handed over
 * through ./process-bridge.mjs) and every instance counts in the same Redis window, atomically, so
 * N instances allow what one does. When Redis does not answer, each process counts on its own
 * again (a limit per instance beats no limit, and beats refusing everyone).
 */
import { getSharedState as sharedCounter } from './process-bridge.mjs'

type Window = { count: number; resetAt: number }
const windows = new Map<string, Window>()

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

const verdict = (count: number, limit: number, resetInMs: number): RateLimitResult =>
  count > limit
    ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) }
    : { ok: true }

function memoryHit(key: string, windowMs: number, now: number): Window {
  const current = windows.get(key)
  if (!current || current.resetAt <= now) {
    const fresh = { count: 1, resetAt: now + windowMs }
    windows.set(key, fresh)
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
    }
    return fresh
  }
  current.count++
  return current
}

/** Counts one hit on `key`; over `limit` hits in the window it says how long to wait. */
export async function rateLimit(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const shared = sharedCounter()
  if (shared) {
    try {
      const { count, resetInMs } = await shared.hit(key, windowMs)
      return verdict(count, limit, resetInMs)
    } catch {
      // Redis unreachable: this process counts on its own below.
    }
  }
  const window = memoryHit(key, windowMs, now)
  return verdict(window.count, limit, window.resetAt - now)
}

/** Whether `key` is already over `limit` in its current window, without counting a hit. */
export async function rateLimitExceeded(
  key: string,
  limit: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const shared = sharedCounter()
  if (shared) {
    try {
      const window = await shared.peek(key)
      return window ? verdict(window.count, limit, window.resetInMs) : { ok: true }
    } catch {
      // Redis unreachable: this process's own count below.
    }
  }
  const window = windows.get(key)
  if (!window || window.resetAt <= now) return { ok: true }
  return verdict(window.count, limit, window.resetAt - now)
}

/**
 * The client's address. The production server (server.mjs) replaces every request's
 * X-Forwarded-For with the one address it decided from the socket and TRUSTED_PROXIES
 * (src/server/client-address.mjs), so the header is trustworthy here. Under `next dev` Next
 * fills it from the socket only when the request has none.
 */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}

/** For tests: forget every window of this process. */
export function resetRateLimits() {
  windows.clear()
}
