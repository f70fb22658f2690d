import { pbkdf2, timingSafeEqual } from 'node:crypto'
import {
  APIError,
  AuthenticationError,
  Forbidden,
  ValidationError,
  type CollectionAfterErrorHook,
  type CollectionAfterOperationHook,
  type CollectionAfterLogoutHook,
  type CollectionAfterMeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'
import {
  assertLoginAllowed,
  assertLoginShape,
  assertResetShape,
  assertTrustedOrigin,
  equaliseUnknownAccount,
  givePlacesBack,
  isHttpRequest,
  loginEmail,
  recordLoginSuccess,
} from './guards'
import { REPORT_SIGN_IN_BURST_TASK } from './tasks'
import { PASSWORD_MIN_LENGTH } from '@domain/constants'
import { expiredDraftModeCookie } from '@domain/auth/draft-mode'

export const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now. Please try again in a minute.'
export const SIGN_IN_UNAVAILABLE_RETRY_SECONDS = 60
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters for the password.`

export function assertPasswordStrength(password: unknown, collection = 'users') {
  if (typeof password !== 'string') return
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new ValidationError({
      collection,
      errors: [{ message: PASSWORD_TOO_SHORT, path: 'password' }],
    })
  }
}

/**
 * HTTP sign-in and reset: origin check, throttles, password rules (forgot-password has its own
 * endpoint: ./forgot-password.ts). Every LOGIN_BURST_ATTEMPTS-th attempt on an address typed
 * queues `reportSignInBurst` (its own write, outside the sign-in's transaction, which a failed
 * sign-in rolls back), for known and unknown addresses alike.
 */
export const guardAuthOperations: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation === 'resetPassword') {
    const { data } = args as { data?: { password?: unknown } }
    assertResetShape(data)
    assertPasswordStrength(data?.password)
  }
  if (!isHttpRequest(req)) return args
  if (operation === 'login') {
    req.context.authOperation = 'login'
    assertTrustedOrigin(req)
    const { data } = args as { data?: unknown }
    assertLoginShape(data)
    await assertLoginAllowed(req, loginEmail(data), reportBurst(req))
  }
  if (operation === 'resetPassword') assertTrustedOrigin(req)
  return args
}

const reportBurst = (req: PayloadRequest) => async (email: string, attempts: number) => {
  await req.payload.jobs.queue({ task: REPORT_SIGN_IN_BURST_TASK, input: { email, attempts } })
}

/** Payload checks the password on create and update only when one is sent. */
export const validatePassword: CollectionBeforeValidateHook = ({ data }) => {
  assertPasswordStrength(data?.password)
  return data
}

/** An error of ours or of the request (4xx), as opposed to the database or a bug failing. */
const isAnswer = (error: unknown) =>
  error instanceof APIError && error.status >= 400 && error.status < 500

/** POST …/users/login over HTTP, also when it failed before the operation started. */
const isLoginRequest = (req: PayloadRequest) =>
  req.context.authOperation === 'login' ||
  (isHttpRequest(req) && req.method === 'POST' && /\/users\/login\/?$/.test(req.pathname ?? ''))

export const UNREADABLE_BODY = 'The sign-in request could not be read. Please try again.'
export const RESET_UNAVAILABLE =
  'Password reset is unavailable right now. Please try again in a minute.'

/** POST …/users/forgot-password or …/users/reset-password over HTTP. */
const isPasswordResetRequest = (req: PayloadRequest) =>
  isHttpRequest(req) &&
  req.method === 'POST' &&
  /\/users\/(forgot|reset)-password\/?$/.test(req.pathname ?? '')

const unavailable = (req: PayloadRequest, message: string) => {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(SIGN_IN_UNAVAILABLE_RETRY_SECONDS))
  return { status: 503, response: { errors: [{ message }] } }
}

/**
 * A failed HTTP sign-in keeps the places it took in the throttles (it counted as a failure before
 * it was checked) and, for an address with no account, costs the same hashing a real account's
 * does (one answer, one timing for both). A sign-in that fails for any other reason than the
 * request (the database is down) gives its places back and answers 503 with a message to come
 * back, never 500. Before the operation starts the only work is reading the body (Payload's
 * cookie strategy catches its own failures), and Payload lets an unreadable multipart body fail
 * as a 500 (busboy's "Unexpected end of form"): that is the request's fault, so 400.
 * Forgot-password and reset-password answer 503 the same way when they fail for any reason but
 * the request (their 4xx stay as they are).
 */
export const explainLoginErrors: CollectionAfterErrorHook = async ({ error, req }) => {
  if (isPasswordResetRequest(req)) {
    if (isAnswer(error)) return
    req.context.authOperation = 'passwordReset'
    return unavailable(req, RESET_UNAVAILABLE)
  }
  if (!isLoginRequest(req)) return
  if (error instanceof AuthenticationError) {
    await equaliseUnknownAccount(req, loginEmail(req.data))
    return
  }
  await givePlacesBack(req)
  if (isAnswer(error)) return
  if (req.context.authOperation !== 'login') {
    return { status: 400, response: { errors: [{ message: UNREADABLE_BODY }] } }
  }
  return unavailable(req, SIGN_IN_UNAVAILABLE)
}

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect'
export const BULK_CREDENTIALS_MESSAGE =
  'Change e-mail addresses and passwords one team member at a time.'

/** Payload's stored hash: `pbkdf2-sha256-v1:<hex>` (600k rounds, 32 bytes) or legacy hex (25k, 512). */
async function passwordMatches(password: string, hash: unknown, salt: unknown): Promise<boolean> {
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(current ? hash.slice('pbkdf2-sha256-v1:'.length) : hash, 'hex')
  const [iterations, keyLength] = current ? [600_000, 32] : [25_000, 512]
  const derived = await new Promise<Buffer | null>((resolve) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (e, key) => resolve(e ? null : key)),
  )
  return derived !== null && derived.length === stored.length && timingSafeEqual(derived, stored)
}

/**
 * Changing one's own e-mail address or password needs the current password (`currentPassword`
 * in the save: a stolen session or an unattended screen must not be enough to take the account
 * over). Wrong or missing: 400 with the error on `currentPassword`; the check counts like a
 * failed sign-in and is throttled like one. Sending one's unchanged e-mail (the admin form sends
 * every field) is no change.
 *
 * An admin changing another member's e-mail or password needs no current password (they cannot
 * know it; the role gives that power, and that member's sessions end: Payload clears them on a
 * password change). Bulk updates may not change credentials at all. The e-mailed reset-token
 * flow is a different operation and is not affected. The Local API (seed, server code) is
 * trusted.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'update' || !req.user || req.payloadAPI === 'local') return args
  const { data, id } = args as { data?: Record<string, unknown>; id?: number | string }
  if (!data || (data.email === undefined && data.password === undefined)) return args
  if (id === undefined)
    throw Object.assign(new Forbidden(req.t), { message: BULK_CREDENTIALS_MESSAGE })
  if (String(id) !== String(req.user.id)) return args
  const ownEmail = String(req.user.email ?? '').toLowerCase()
  const emailChanged =
    data.email !== undefined &&
    (typeof data.email !== 'string' || data.email.toLowerCase().trim() !== ownEmail)
  const passwordChanged = data.password !== undefined && data.password !== ''
  if (!emailChanged && !passwordChanged) return args

  await assertLoginAllowed(req, ownEmail)
  const { currentPassword } = data
  const stored = await req.payload.db.findOne<{
    id: number | string
    hash?: unknown
    salt?: unknown
  }>({
    collection: 'users',
    where: { id: { equals: req.user.id } },
    req,
  })
  const ok =
    typeof currentPassword === 'string' &&
    currentPassword !== '' &&
    (await passwordMatches(currentPassword, stored?.hash, stored?.salt))
  if (ok) await givePlacesBack(req)
  else {
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: CURRENT_PASSWORD_INCORRECT, path: 'currentPassword' }],
    })
  }
  return args
}

/** Signing out also leaves draft mode, so the browser stops asking for drafts. */
export const leaveDraftMode: CollectionAfterLogoutHook = ({ req }) => {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', expiredDraftModeCookie())
}

export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another admin.'
export const BULK_ROLE_MESSAGE = 'Change roles one team member at a time.'

/**
 * Nobody changes their own role (the field's access rule), and saying so with a 403 beats
 * answering 200 while silently keeping the old role. Sending one's current role (the admin form
 * sends every field) is no change. Field access drops the value before any later hook sees it,
 * hence a check before the operation.
 */
export const refuseOwnRoleChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user) return args
  const { data, id } = args as { data?: { role?: unknown }; id?: number | string }
  if (data?.role === undefined) return args
  const refuse = (message: string) => Object.assign(new Forbidden(req.t), { message })
  if (id === undefined) throw refuse(BULK_ROLE_MESSAGE)
  const ownRole = (req.user as { role?: unknown }).role
  if (String(id) === String(req.user.id) && data.role !== ownRole) throw refuse(OWN_ROLE_MESSAGE)
  return args
}

type WithUser = { user?: Record<string, unknown> | null }
const withoutSessions = <T extends WithUser>(answer: T): T =>
  answer?.user ? { ...answer, user: { ...answer.user, sessions: undefined } } : answer

/**
 * Session ids stay on the server: the sign-in and reset-password answers and /api/users/me leave
 * them out. A successful HTTP sign-in gives back the places it took in the throttles and
 * remembers its address for the account (see recordLoginSuccess).
 */
export const hideSessionsAfterLogin: CollectionAfterOperationHook = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (operation === 'resetPassword') return withoutSessions(result as WithUser)
  if (operation !== 'login') return result
  if (isHttpRequest(req))
    await recordLoginSuccess(req, loginEmail((args as { data?: unknown }).data))
  return withoutSessions(result as WithUser)
}

export const hideSessionsFromMe: CollectionAfterMeHook = ({ response }) =>
  withoutSessions(response as WithUser)
