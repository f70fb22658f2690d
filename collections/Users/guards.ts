import { createHash, pbkdf2, randomBytes } from 'node:crypto'
import { APIError, ValidationError, type PayloadRequest } from 'payload'
import {
  FORGOT_PASSWORD_IP_MAX,
  FORGOT_PASSWORD_IP_WINDOW_MS,
  INVITATION_IP_MAX,
  INVITATION_IP_WINDOW_MS,
  LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES,
  LOGIN_ACCOUNT_BASE_DELAY_MS,
  LOGIN_ACCOUNT_HOUR_MS,
  LOGIN_ACCOUNT_HOURLY_MAX_FAILURES,
  LOGIN_ACCOUNT_MAX_DELAY_MS,
  LOGIN_ACCOUNT_SLOW_AFTER,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_EMAIL_MAX_LENGTH,
  LOGIN_IP_MAX_FAILURES,
  LOGIN_IP_WINDOW_MS,
  LOGIN_KNOWN_ADDRESS_MS,
  LOGIN_PASSWORD_MAX_LENGTH,
} from '@domain/constants'

/**
 * Request guards for the sign-in endpoints: a trusted-origin check (login CSRF), per-address and
 * per-account throttling, and the same answer for unknown and known accounts. They only apply to
 * HTTP requests; the Local API (seed, tests, server code) is trusted.
 *
 * `rate-limit` is imported lazily: it is marked server-only, and this module is reached from
 * payload.config.ts, which plain Node scripts (migrate, seed) load too.
 */
const rateLimitModule = () => import('@domain/rate-limit')

export const isHttpRequest = (req: PayloadRequest) => req.payloadAPI === 'REST'

/** The client's address group: an IPv4 address, or an IPv6 /64 (see `addressGroup`). */
async function ipOf(req: PayloadRequest): Promise<string> {
  const { clientAddressGroup } = await rateLimitModule()
  return clientAddressGroup(req.headers)
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

/** The e-mail address of a sign-in as Payload compares it (lower case, trimmed), or null. */
export function loginEmail(data: unknown): string | null {
  const email = (data as { email?: unknown } | null | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : null
}

/**
 * Sign-ins are throttled by the address typed, whether or not such an account exists (so the
 * throttle says nothing about who is on the team). A digest keeps keys short whatever is sent.
 */
const accountId = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32)

/** The rate-limit keys of a sign-in from address group `ip` for `email` (exported for tests). */
export const loginKeys = (ip: string, email: string | null) => ({
  ip: `login-failures:${ip}`,
  account: email === null ? null : `login-account:${accountId(email)}`,
  accountFromIp: email === null ? null : `login-account-ip:${accountId(email)}:${ip}`,
  accountHour: email === null ? null : `login-account-hour:${accountId(email)}`,
  knownAddress: email === null ? null : `login-known:${accountId(email)}:${ip}`,
})

/** The wait before an attempt on an account with `failures` recent failures (any address). */
export function accountDelayMs(failures: number): number {
  if (failures < LOGIN_ACCOUNT_SLOW_AFTER) return 0
  const doublings = Math.min(failures - LOGIN_ACCOUNT_SLOW_AFTER, 16)
  return Math.min(LOGIN_ACCOUNT_BASE_DELAY_MS * 2 ** doublings, LOGIN_ACCOUNT_MAX_DELAY_MS)
}

const invalidLogin = (path: 'email' | 'password', message: string) =>
  new ValidationError({ collection: 'users', errors: [{ message, path }] })

// Control characters (NUL would make Postgres refuse the query: a 500 instead of an answer).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** Oversized or malformed e-mail addresses and passwords are refused before any work (400). */
export function assertLoginShape(data: unknown) {
  const { email, password } = (data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email === 'string' && (email.length > LOGIN_EMAIL_MAX_LENGTH || CONTROL.test(email)))
    throw invalidLogin('email', 'Enter a valid email address.')
  if (typeof password === 'string' && password.length > LOGIN_PASSWORD_MAX_LENGTH)
    throw invalidLogin('password', `Passwords are at most ${LOGIN_PASSWORD_MAX_LENGTH} characters.`)
}

/**
 * Before a sign-in is checked: 429 when this address (any account) or this account from this
 * address has failed too often; then, when the account has failed often from anywhere, a growing
 * wait (capped) — never a refusal, so an attacker elsewhere cannot keep the owner out.
 */
export async function assertLoginAllowed(req: PayloadRequest, email: string | null) {
  const { rateLimitCount, rateLimitExceeded } = await rateLimitModule()
  const key = loginKeys(await ipOf(req), email)
  const fromIp = await rateLimitExceeded(key.ip, LOGIN_IP_MAX_FAILURES - 1)
  if (!fromIp.ok) tooManyRequests(req, fromIp.retryAfterSeconds, 'sign-in attempts')
  if (!key.account || !key.accountFromIp) return
  const accountFromIp = await rateLimitExceeded(
    key.accountFromIp,
    LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES - 1,
  )
  if (!accountFromIp.ok) {
    tooManyRequests(req, accountFromIp.retryAfterSeconds, 'failed sign-ins for this account')
  }
  const hourly = await rateLimitExceeded(key.accountHour!, LOGIN_ACCOUNT_HOURLY_MAX_FAILURES - 1)
  if (!hourly.ok && (await rateLimitCount(key.knownAddress!)) === 0) {
    tooManyRequests(req, hourly.retryAfterSeconds, 'failed sign-ins for this account')
  }
  const delay = accountDelayMs(await rateLimitCount(key.account))
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
}

/** A failed sign-in counts for the address, the account, and the account from this address. */
export async function recordLoginFailure(req: PayloadRequest, email: string | null) {
  const { rateLimit } = await rateLimitModule()
  const key = loginKeys(await ipOf(req), email)
  await rateLimit(key.ip, LOGIN_IP_MAX_FAILURES - 1, LOGIN_IP_WINDOW_MS)
  if (key.account && key.accountFromIp) {
    await rateLimit(key.account, LOGIN_ACCOUNT_SLOW_AFTER, LOGIN_ACCOUNT_WINDOW_MS)
    await rateLimit(
      key.accountFromIp,
      LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES - 1,
      LOGIN_ACCOUNT_WINDOW_MS,
    )
    await rateLimit(key.accountHour!, LOGIN_ACCOUNT_HOURLY_MAX_FAILURES, LOGIN_ACCOUNT_HOUR_MS)
  }
}

/** A successful sign-in makes this address one the account may keep trying from. */
export async function recordLoginSuccess(req: PayloadRequest, email: string | null) {
  const { rateLimit } = await rateLimitModule()
  const { knownAddress } = loginKeys(await ipOf(req), email)
  if (knownAddress) await rateLimit(knownAddress, Number.MAX_SAFE_INTEGER, LOGIN_KNOWN_ADDRESS_MS)
}

/**
 * Payload answers a sign-in for an unknown address before hashing anything (~10 ms) and one for
 * a known address with a wrong password after PBKDF2 (~230 ms): the difference lists the team.
 * After a failed sign-in this looks the address up once (as often for both) and, when there is no
 * such account, does the same PBKDF2 work Payload does for a real one (600k rounds, SHA-256,
 * 32 bytes: its current hash), so both take about as long.
 */
export async function equaliseUnknownAccount(req: PayloadRequest, email: string | null) {
  const password = (req.data as { password?: unknown } | undefined)?.password
  const known =
    email !== null &&
    (await req.payload.db
      .findOne({ collection: 'users', where: { email: { equals: email } } })
      .then(Boolean, () => false))
  if (known) return
  await new Promise<void>((resolve) =>
    pbkdf2(
      typeof password === 'string' ? password : '',
      randomBytes(32).toString('hex'),
      600_000,
      32,
      'sha256',
      () => resolve(),
    ),
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
