import {
  AuthenticationError,
  Forbidden,
  LockedAuth,
  ValidationError,
  type CollectionAfterErrorHook,
  type CollectionAfterOperationHook,
  type CollectionAfterLogoutHook,
  type CollectionAfterMeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'
import {
  assertLoginAllowed,
  assertTrustedOrigin,
  isHttpRequest,
  limitForgotPassword,
  recordLoginFailure,
} from './guards'
import { LOGIN_LOCK_MS, PASSWORD_MIN_LENGTH } from '@domain/constants'
import { expiredDraftModeCookie } from '@domain/auth/draft-mode'

const LOCK_MINUTES = Math.round(LOGIN_LOCK_MS / 60_000)

export const LOCKED_MESSAGE = `Too many failed sign-in attempts. For your security this account is locked for ${LOCK_MINUTES} minutes. Try again later, or reset your password.`
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

/** HTTP sign-in, forgot-password and reset: origin check, per-IP limits, password rules. */
export const guardAuthOperations: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation === 'resetPassword') {
    assertPasswordStrength((args as { data?: { password?: unknown } }).data?.password)
  }
  if (!isHttpRequest(req)) return args
  if (operation === 'login') {
    req.context.authOperation = 'login'
    assertTrustedOrigin(req)
    await assertLoginAllowed(req)
  }
  if (operation === 'forgotPassword') {
    assertTrustedOrigin(req)
    await limitForgotPassword(req)
  }
  if (operation === 'resetPassword') assertTrustedOrigin(req)
  return args
}

/** Payload checks the password on create and update only when one is sent. */
export const validatePassword: CollectionBeforeValidateHook = ({ data }) => {
  assertPasswordStrength(data?.password)
  return data
}

/**
 * Failed HTTP sign-ins count towards the per-IP limit; a locked account gets a message that
 * says what happened and for how long (HTTP 423 Locked).
 */
export const explainLoginErrors: CollectionAfterErrorHook = async ({ error, req }) => {
  if (req.context.authOperation !== 'login') return
  const locked = error instanceof LockedAuth
  if (locked || error instanceof AuthenticationError) await recordLoginFailure(req)
  if (locked) return { status: 423, response: { errors: [{ message: LOCKED_MESSAGE }] } }
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

/** Session ids stay on the server: the sign-in answer and /api/users/me leave them out. */
export const hideSessionsAfterLogin: CollectionAfterOperationHook = ({ operation, result }) =>
  operation === 'login' ? withoutSessions(result as WithUser) : result

export const hideSessionsFromMe: CollectionAfterMeHook = ({ response }) =>
  withoutSessions(response as WithUser)
