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

export type TakeResult = { ok: true; count: number } | { ok: false; retryAfterSeconds: number }

/**
 * Takes one of `limit` places in `key`'s window, atomically: when none is left the attempt is
 * refused and not counted. A check-then-count (peek, work, hit) let concurrent attempts all pass
 * the check before any was counted (109 accepted under a cap of 100, issue 58); a place taken
 * before the work cannot be overshot. `count` is this attempt's place (1-based).
 */
export async function rateLimitTake(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<TakeResult> {
  const shared = sharedCounter()
  if (shared) {
    try {
      const { taken, count, resetInMs } = await shared.take(key, limit, windowMs)
      return taken ? { ok: true, count } : verdictOver(resetInMs)
    } catch {
      // Redis unreachable: this process counts on its own below.
    }
  }
  const current = windows.get(key)
  if (current && current.resetAt > now && current.count >= limit) {
    return verdictOver(current.resetAt - now)
  }
  return { ok: true, count: memoryHit(key, windowMs, now).count }
}

const verdictOver = (resetInMs: number): TakeResult => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
})

/** Gives back a place taken with rateLimitTake (the attempt did not count after all). */
export async function rateLimitGiveBack(key: string, now = Date.now()): Promise<void> {
  const shared = sharedCounter()
  if (shared) {
    try {
      await shared.giveBack(key)
      return
    } catch {
      // Redis unreachable: this process's own count below.
    }
  }
  const current = windows.get(key)
  if (current && current.resetAt > now && current.count > 0) current.count--
}

/** How many hits `key` has in its current window (0 when none), without counting one. */
export async function rateLimitCount(key: string, now = Date.now()): Promise<number> {
  const shared = sharedCounter()
  if (shared) {
    try {
      return (await shared.peek(key))?.count ?? 0
    } catch {
      // Redis unreachable: this process's own count below.
    }
  }
  const window = windows.get(key)
  return window && window.resetAt > now ? window.count : 0
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

/**
 * The unit a per-address limit counts: an IPv4 address on its own, an IPv6 address by its /64
 * (one subscriber or host usually gets a whole /64, so counting single IPv6 addresses would give
 * an attacker 2^64 fresh budgets). IPv4-mapped IPv6 (`::ffff:192.0.2.1`) counts as the IPv4
 * address; anything that is not an address counts under its own text.
 */
export function addressGroup(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\](:\d+)?$/g, '')
    .replace(/%.*$/, '')
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return address
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (mapped) return mapped[1]
  const hextets = expandIpv6(address)
  return hextets ? `${hextets.slice(0, 4).join(':')}::/64` : address
}

function expandIpv6(address: string): string[] | null {
  if (!/^[0-9a-f:.]+$/.test(address) || address.split('::').length > 2) return null
  const [head, tail = ''] = address.split('::')
  const part = (s: string) => (s === '' ? [] : s.split(':'))
  const left = part(head)
  const right = part(tail)
  if (right.length && right[right.length - 1].includes('.')) return null
  const missing = 8 - left.length - right.length
  if (address.includes('::') ? missing < 1 : missing !== 0) return null
  const all = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right]
  if (!all.every((h) => /^[0-9a-f]{1,4}$/.test(h))) return null
  return all.map((h) => String(parseInt(h, 16).toString(16)))
}

/** The client's address group (see `addressGroup`): what per-address limits count. */
export function clientAddressGroup(headers: Headers): string {
  return addressGroup(clientIp(headers))
}

/** For tests: forget every window of this process. */
export function resetRateLimits() {
  windows.clear()
}
