/**
 * Fixed-window rate limit per key (e.g. "login:<ip>"), in the memory of this server process.
 * Enough for one app instance; several instances would need a shared store.
 */
type Window = { count: number; resetAt: number }
const windows = new Map<string, Window>()

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export function rateLimit(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): RateLimitResult {
  const current = windows.get(key)
  if (!current || current.resetAt <= now) {
    windows.set(key, { count: 1, resetAt: now + windowMs })
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
    }
    return { ok: true }
  }
  current.count++
  if (current.count > limit) {
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((current.resetAt - now) / 1000)) }
  }
  return { ok: true }
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

/** For tests: forget every window. */
export function resetRateLimits() {
  windows.clear()
}
