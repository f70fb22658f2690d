'use client'

import { Link } from '@/components/ui/IntentLink'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError, apiRequest } from '@/lib/api/client'
import { ADMIN_HOME_PATH, PASSWORD_MIN_LENGTH } from '@domain/constants'
import { AuthForm } from './AuthForm'
import { useAuth } from './AuthProvider'
import { PasswordField } from './PasswordField'
import { AUTH_PATHS } from '@/lib/api/paths'
import { FormAlert, LoadingState, textLink } from './ui'
import { SubmitButton } from './SubmitButton'

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

/** /reset-password?token=…: Payload checks the token, saves the password and signs in. */
export function ResetPasswordForm() {
  const { startSession } = useAuth()
  const uid = useId()
  const [token, setToken] = useState<string | null | undefined>(undefined)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmRef = useRef<HTMLInputElement>(null)

  // Read on the client so the page stays static; the token never goes to the server render.
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token'))
  }, [])

  if (token === undefined) return <LoadingState label="Opening your reset link…" />
  if (!token) {
    return (
      <FormAlert tone="error" title="This link is incomplete">
        <p>
          Open the whole link from the email, or{' '}
          <Link href="/login/forgot" className={textLink}>
            ask for a new reset link
          </Link>
          .
        </p>
      </FormAlert>
    )
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password') ?? '')
    const fieldErrors = validateNewPassword(password, String(form.get('confirm') ?? ''))
    setErrors(fieldErrors)
    setFailure(null)
    if (fieldErrors.password) return passwordRef.current?.focus()
    if (fieldErrors.confirm) return confirmRef.current?.focus()
    setBusy(true)
    try {
      const body = await apiRequest<{ user?: unknown }>(AUTH_PATHS.resetPassword, {
        method: 'POST',
        json: { token, password },
        retries: 0,
        skipAuthRedirect: true,
      })
      startSession(body?.user)
      setDone(true)
      window.location.replace(ADMIN_HOME_PATH)
    } catch (err) {
      setBusy(false)
      if (err instanceof ApiError && err.fieldErrors?.password) {
        setErrors({ password: err.fieldErrors.password })
        passwordRef.current?.focus()
        return
      }
      const expired = err instanceof ApiError && err.status === 403
      setFailure({
        expired,
        text: expired
          ? 'This reset link is invalid or has expired. Links work once and for one hour.'
          : err instanceof Error
            ? err.message
            : 'Saving the password failed. Please try again.',
      })
    }
  }

  return (
    <AuthForm
      idPrefix={uid}
      onSubmit={onSubmit}
      busy={busy}
      failure={
        failure
          ? {
              title: 'The password was not changed',
              text: (
                <>
                  {failure.text}{' '}
                  {failure.expired ? (
                    <Link href="/login/forgot" className={textLink}>
                      Ask for a new reset link
                    </Link>
                  ) : null}
                </>
              ),
            }
          : null
      }
      success={done ? 'Password saved. You are signed in; opening the admin…' : null}
    >
      <NewPasswordFields
        idPrefix={uid}
        errors={errors}
        passwordRef={passwordRef}
        confirmRef={confirmRef}
      />
      <SubmitButton busy={busy || done} busyLabel="Saving…">
        Save password and sign in
      </SubmitButton>
    </AuthForm>
  )
}
