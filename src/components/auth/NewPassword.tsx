'use client'

import type React from 'react'
import { useRef, useState } from 'react'
import { ApiError, apiRequest } from '@/lib/api/client'
import { PASSWORD_MIN_LENGTH } from '@domain/constants'
import { useAuth } from './AuthProvider'
import { PasswordField } from './PasswordField'

/** What the reset and invitation pages share: the new password, its check and its fields. */

type FieldErrors = { password?: string; confirm?: string }

export function validateNewPassword(password: string, confirm: string): FieldErrors {
  const errors: FieldErrors = {}
  if (!password) errors.password = 'Choose a password.'
  else if (password.length < PASSWORD_MIN_LENGTH)
    errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  if (!errors.password && confirm !== password) errors.confirm = 'The two passwords do not match.'
  return errors
}

/** New password + confirmation, shared by the reset and invitation pages. */
export function NewPasswordFields({
  idPrefix,
  errors,
  passwordRef,
  confirmRef,
}: {
  idPrefix: string
  errors: FieldErrors
  passwordRef: React.RefObject<HTMLInputElement | null>
  confirmRef: React.RefObject<HTMLInputElement | null>
}) {
  return (
    <>
      <PasswordField
        ref={passwordRef}
        id={`${idPrefix}-password`}
        name="password"
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.password}
      />
      <PasswordField
        ref={confirmRef}
        id={`${idPrefix}-confirm`}
        name="confirm"
        label="Repeat the new password"
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
    </>
  )
}

/**
 * The state of a form that sets a new password (reset, invitation) and the steps its submit
 * shares: check both fields (focus the first in error), save, show a refused password at its field.
 */
export function useNewPasswordForm<Failure>() {
  const { startSession } = useAuth()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmRef = useRef<HTMLInputElement>(null)

  /** The password to save, or null when there is nothing to send (busy, or a field in error). */
  function begin(event: React.FormEvent<HTMLFormElement>): string | null {
    event.preventDefault()
    if (busy) return null
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password') ?? '')
    const fieldErrors = validateNewPassword(password, String(form.get('confirm') ?? ''))
    setErrors(fieldErrors)
    setFailure(null)
    if (fieldErrors.password) {
      passwordRef.current?.focus()
      return null
    }
    if (fieldErrors.confirm) {
      confirmRef.current?.focus()
      return null
    }
    setBusy(true)
    return password
  }

  /** Sends the password with the link's token; the server signs the user in, and so does the page. */
  async function save<Body>(path: string, json: { token: unknown; password: string }) {
    const body = await apiRequest<Body & { user?: unknown }>(path, {
      method: 'POST',
      json,
      retries: 0,
      skipAuthRedirect: true,
    })
    startSession(body?.user)
    setDone(true)
    return body
  }

  /** After a failed save: true when the server refused the password itself (shown at its field). */
  function refusedPassword(err: unknown): boolean {
    if (!(err instanceof ApiError && err.fieldErrors?.password)) return false
    setErrors({ password: err.fieldErrors.password })
    passwordRef.current?.focus()
    return true
  }

  return {
    failure,
    setFailure,
    busy,
    setBusy,
    done,
    begin,
    save,
    refusedPassword,
    /** The props of `NewPasswordFields` but its id prefix. */
    fields: { errors, passwordRef, confirmRef },
  }
}
