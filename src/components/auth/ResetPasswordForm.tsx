'use client'

import { Link } from '@/components/ui/IntentLink'
import type React from 'react'
import { useEffect, useId, useState } from 'react'
import { ApiError } from '@/lib/api/client'
import { ADMIN_HOME_PATH } from '@domain/constants'
import { AuthForm } from './AuthForm'
import { NewPasswordFields, useNewPasswordForm } from './NewPassword'
import { AUTH_PATHS } from '@/lib/api/paths'
import { FormAlert, LoadingState, textLink } from './ui'
import { SubmitButton } from './SubmitButton'

type ResetFailure = { text: string; expired: boolean }

/** /reset-password?token=…: Payload checks the token, saves the password and signs in. */
export function ResetPasswordForm() {
  const uid = useId()
  const [token, setToken] = useState<string | null | undefined>(undefined)
  const { failure, setFailure, busy, setBusy, done, ...form } = useNewPasswordForm<ResetFailure>()

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
    const password = form.begin(event)
    if (password === null) return
    try {
      await form.save(AUTH_PATHS.resetPassword, { token, password })
      window.location.replace(ADMIN_HOME_PATH)
    } catch (err) {
      setBusy(false)
      if (form.refusedPassword(err)) return
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
      <NewPasswordFields idPrefix={uid} {...form.fields} />
      <SubmitButton busy={busy || done} busyLabel="Saving…">
        Save password and sign in
      </SubmitButton>
    </AuthForm>
  )
}
