import { createHash, pbkdf2, randomBytes } from 'node:crypto'
import { APIError, ValidationError, type PayloadRequest } from 'payload'
import {
  FORGOT_PASSWORD_IP_MAX,
  FORGOT_PASSWORD_IP_WINDOW_MS,
  INVITATION_IP_MAX,
  INVITATION_IP_WINDOW_MS,
  LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES,
  LOGIN_ACCOUNT_MINUTE_MAX_FAILURES,
  LOGIN_ACCOUNT_MINUTE_MS,
  LOGIN_ACCOUNT_SLOW_AFTER,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_BASE_DELAY_MS,
  LOGIN_BURST_ATTEMPTS,
  LOGIN_EMAIL_MAX_LENGTH,
  LOGIN_IP_SLOW_AFTER,
  LOGIN_IP_WINDOW_MS,
  LOGIN_KNOWN_ADDRESS_MS,
  LOGIN_MAX_DELAY_MS,
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
  accountMinute: email === null ? null : `login-account-minute:${accountId(email)}`,
  attempts: email === null ? null : `login-attempts:${accountId(email)}`,
  knownAddress: email === null ? null : `login-known:${accountId(email)}:${ip}`,
})

/** The wait before an attempt that is the `place`-th failure counted past `after` allowed ones. */
export function loginDelayMs(place: number, after: number): number {
  if (place <= after) return 0
  const doublings = Math.min(place - after - 1, 16)
  return Math.min(LOGIN_BASE_DELAY_MS * 2 ** doublings, LOGIN_MAX_DELAY_MS)
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

/** Payload's reset tokens are 40 hex characters; far longer ones or control characters are a 400. */
const RESET_TOKEN_MAX_LENGTH = 256

/** A reset token with a NUL made Postgres refuse the query (a 500, then a 503): 400 first. */
export function assertResetShape(data: unknown) {
  const { token } = (data ?? {}) as { token?: unknown }
  if (typeof token === 'string' && (token.length > RESET_TOKEN_MAX_LENGTH || CONTROL.test(token)))
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: 'This reset link is not valid.', path: 'token' }],
    })
}

/** The places a sign-in took before its check: given back when the password was right. */
type Taken = { ip: string; keys: string[] }
const TAKEN = 'loginPlacesTaken'

/**
 * Before a sign-in is checked, it takes its places as a failure (atomically, so concurrent
 * attempts are counted exactly and never overshoot a cap); a right password gives them back.
 * - this account from this address: a place among LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES, or 429;
 * - this account from anywhere: past LOGIN_ACCOUNT_SLOW_AFTER also a place among the minute's
 *   LOGIN_ACCOUNT_MINUTE_MAX_FAILURES, or 429 for the rest of that minute (at most 60 s), except
 *   from an address it signed in from before;
 * - this address: counted, never refused; past LOGIN_IP_SLOW_AFTER the attempt waits.
 * Then it waits the longer of the account's and the address's delays. Every LOGIN_BURST_ATTEMPTS-th
 * attempt on an account in a window (refused ones too) reports a burst to its owner, through a job
 * queued for known and unknown addresses alike (`reportBurst`).
 */
export async function assertLoginAllowed(
  req: PayloadRequest,
  email: string | null,
  reportBurst: (email: string, attempts: number) => Promise<void> = async () => undefined,
) {
  const { rateLimitCount, rateLimitGiveBack, rateLimitTake } = await rateLimitModule()
  const ip = await ipOf(req)
  const key = loginKeys(ip, email)
  const taken: string[] = []
  const refuse = async (retryAfterSeconds: number, what: string): Promise<never> => {
    await Promise.all(taken.map((k) => rateLimitGiveBack(k)))
    return tooManyRequests(req, retryAfterSeconds, what)
  }
  let accountPlace = 0
  let known = false
  if (email !== null) {
    const attempt = await rateLimitTake(
      key.attempts!,
      Number.MAX_SAFE_INTEGER,
      LOGIN_ACCOUNT_WINDOW_MS,
    )
    // Exactly once per window: every attempt takes the next place, none is given back.
    if (attempt.ok && attempt.count === LOGIN_BURST_ATTEMPTS)
      await reportBurst(email, attempt.count)
    known = (await rateLimitCount(key.knownAddress!)) > 0
    const fromIp = await rateLimitTake(
      key.accountFromIp!,
      LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES,
      LOGIN_ACCOUNT_WINDOW_MS,
    )
    if (!fromIp.ok) return refuse(fromIp.retryAfterSeconds, 'failed sign-ins for this account')
    taken.push(key.accountFromIp!)
    const account = await rateLimitTake(
      key.account!,
      Number.MAX_SAFE_INTEGER,
      LOGIN_ACCOUNT_WINDOW_MS,
    )
    taken.push(key.account!)
    accountPlace = account.ok ? account.count : 0
    if (accountPlace > LOGIN_ACCOUNT_SLOW_AFTER && !known) {
      const minute = await rateLimitTake(
        key.accountMinute!,
        LOGIN_ACCOUNT_MINUTE_MAX_FAILURES,
        LOGIN_ACCOUNT_MINUTE_MS,
      )
      if (!minute.ok) return refuse(minute.retryAfterSeconds, 'failed sign-ins for this account')
      taken.push(key.accountMinute!)
    }
  }
  const fromAddress = await rateLimitTake(key.ip, Number.MAX_SAFE_INTEGER, LOGIN_IP_WINDOW_MS)
  taken.push(key.ip)
  req.context[TAKEN] = { ip, keys: taken } satisfies Taken
  const delay = Math.max(
    loginDelayMs(accountPlace, LOGIN_ACCOUNT_SLOW_AFTER),
    known || !fromAddress.ok ? 0 : loginDelayMs(fromAddress.count, LOGIN_IP_SLOW_AFTER),
  )
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
}

/**
 * A sign-in that was checked and failed keeps its places (they were taken as a failure). One
 * checked and right gives them back, and makes this address one the account is known from.
 */
export async function recordLoginSuccess(req: PayloadRequest, email: string | null) {
  const { rateLimit } = await rateLimitModule()
  const ip = (req.context[TAKEN] as Taken | undefined)?.ip ?? (await ipOf(req))
  await givePlacesBack(req)
  const { knownAddress } = loginKeys(ip, email)
  if (knownAddress) await rateLimit(knownAddress, Number.MAX_SAFE_INTEGER, LOGIN_KNOWN_ADDRESS_MS)
}

/**
 * A wrong current password (changing one's own credentials) counts as a failed sign-in: the
 * places taken by assertLoginAllowed stay. A right one gives them back (nothing is remembered).
 */
export async function givePlacesBack(req: PayloadRequest) {
  const { rateLimitGiveBack } = await rateLimitModule()
  const taken = req.context[TAKEN] as Taken | undefined
  delete req.context[TAKEN]
  if (taken) await Promise.all(taken.keys.map((k) => rateLimitGiveBack(k)))
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

/**
 * The address of a forgot-password request, as Payload compares it (lower case, trimmed): null
 * when there is none (Payload's 400 "Missing email."); 400 when it is too long or has control
 * characters (NUL would make Postgres refuse the query).
 */
export function assertForgotPasswordShape(data: unknown): string | null {
  const email = loginEmail(data)
  if (!email) return null
  if (email.length > LOGIN_EMAIL_MAX_LENGTH || CONTROL.test(email))
    throw invalidLogin('email', 'Enter a valid email address.')
  return email
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
