import { APIError, type PayloadRequest } from 'payload'
import {
  FORGOT_PASSWORD_IP_MAX,
  FORGOT_PASSWORD_IP_WINDOW_MS,
  INVITATION_IP_MAX,
  INVITATION_IP_WINDOW_MS,
  LOGIN_IP_MAX_FAILURES,
  LOGIN_IP_WINDOW_MS,
} from '@domain/constants'

/**
 * Request guards for the sign-in endpoints: a trusted-origin check (login CSRF) and per-IP
 * limits. They only apply to HTTP requests; the Local API (seed, tests, server code) is trusted.
 *
 * `rate-limit` is imported lazily: it is marked server-only, and this module is reached from
 * payload.config.ts, which plain Node scripts (migrate, seed) load too.
 */
const rateLimitModule = () => import('@domain/rate-limit')

export const isHttpRequest = (req: PayloadRequest) => req.payloadAPI === 'REST'

async function ipOf(req: PayloadRequest): Promise<string> {
  const { clientIp } = await rateLimitModule()
  return clientIp(req.headers)
}

function tooManyRequests(req: PayloadRequest, retryAfterSeconds: number, what: string): never {
  req.responseHeaders = new Headers({ 'Retry-After': String(retryAfterSeconds) })
  const minutes = Math.ceil(retryAfterSeconds / 60)
  throw new APIError(
    `Too many ${what} from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`,
    429,
    { retryAfterSeconds },
    true,
  )
}

/**
 * A browser sending our sign-in forms always says where it comes from; a foreign Origin means
 * another site is posting them (login CSRF). Requests without Origin (curl, tests) pass.
 */
export function assertTrustedOrigin(req: PayloadRequest) {
  const origin = req.headers.get('origin')
  if (!origin) return
  const trusted = req.payload.config.csrf ?? []
  if (trusted.length > 0 && !trusted.includes(origin)) {
    throw new APIError(
      'This request came from another site and was refused (CSRF).',
      403,
      null,
      true,
    )
  }
}

/**
 * Failed sign-ins per IP, counted by `rateLimit` (shared by every instance when REDIS_URL is set);
 * an IP over the limit waits out the window.
 */
export async function assertLoginAllowed(req: PayloadRequest, now = Date.now()) {
  const { rateLimitExceeded } = await rateLimitModule()
  const result = await rateLimitExceeded(
    `login-failures:${await ipOf(req)}`,
    LOGIN_IP_MAX_FAILURES - 1,
    now,
  )
  if (!result.ok) tooManyRequests(req, result.retryAfterSeconds, 'sign-in attempts')
}

export async function recordLoginFailure(req: PayloadRequest, now = Date.now()) {
  const { rateLimit } = await rateLimitModule()
  await rateLimit(
    `login-failures:${await ipOf(req)}`,
    LOGIN_IP_MAX_FAILURES - 1,
    LOGIN_IP_WINDOW_MS,
    now,
  )
}

export async function limitForgotPassword(req: PayloadRequest) {
  const { rateLimit } = await rateLimitModule()
  const result = await rateLimit(
    `forgot-password:${await ipOf(req)}`,
    FORGOT_PASSWORD_IP_MAX,
    FORGOT_PASSWORD_IP_WINDOW_MS,
  )
  if (!result.ok) tooManyRequests(req, result.retryAfterSeconds, 'password reset requests')
}

export async function limitInvitationUse(req: PayloadRequest) {
  const { rateLimit } = await rateLimitModule()
  const result = await rateLimit(
    `invitation:${await ipOf(req)}`,
    INVITATION_IP_MAX,
    INVITATION_IP_WINDOW_MS,
  )
  if (!result.ok) tooManyRequests(req, result.retryAfterSeconds, 'invitation requests')
}

/**
 * For tests. A blocked IP is now only its `login-failures:` window, which rate-limit's
 * `resetRateLimits` forgets; nothing else is kept here.
 */
export function resetLoginBlocks() {}
