import {
  AuthenticationError,
  LockedAuth,
  ValidationError,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'
import {
  assertLoginAllowed,
  assertTrustedOrigin,
  isHttpRequest,
  limitForgotPassword,
  recordLoginFailure,
} from '../../src/lib/auth/guards'
import { LOGIN_LOCK_MS, PASSWORD_MIN_LENGTH } from '../../src/lib/constants'

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
