'use client'

import type React from 'react'
import { useId, useRef, useState } from 'react'
import { ApiError, apiRequest } from '@/lib/api/client'
import { PASSWORD_RESET_TTL_MS } from '@domain/constants'
import { AUTH_PATHS } from '@/lib/api/paths'
import { AuthForm } from './AuthForm'
import { emailError, FormAlert, TextField } from './ui'
import { SubmitButton } from './SubmitButton'

/**
 * Asks Payload to e-mail a reset link. The answer is the same whether or not the address has
 * an account, so the form cannot be used to find out who is on the team.
 */
export function ForgotPasswordForm({ mailReady }: { mailReady: boolean }) {
  const uid = useId()
  const ids = { email: `${uid}-email` }
  const [error, setError] = useState<string>()
  const [failure, setFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    setFailure(null)
    const fieldError = emailError(email, 'Enter your email address.')
    setError(fieldError)
    if (fieldError) return emailRef.current?.focus()
    setBusy(true)
    try {
      await apiRequest(AUTH_PATHS.forgotPassword, {
        method: 'POST',
        json: { email },
        retries: 0,
        skipAuthRedirect: true,
      })
      setSentTo(email)
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'The request failed. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  if (sentTo && !mailReady) {
    return (
      <FormAlert tone="info" title="No email was sent">
        <p>
          This site has no mail server set up, so no link went out. If {sentTo} belongs to a team
          account, ask an admin to choose a new password for you on your page under Team members.
        </p>
      </FormAlert>
    )
  }
  if (sentTo) {
    return (
      <FormAlert tone="success" title="Check your email">
        <p>
          If {sentTo} belongs to a team account, a link to choose a new password is on its way. It
          works once and expires in {Math.round(PASSWORD_RESET_TTL_MS / 60_000)} minutes. Nothing
          arrived after a few minutes? Check your spam folder or ask an admin.
        </p>
      </FormAlert>
    )
  }

  return (
    <AuthForm
      idPrefix={uid}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure ? { title: 'We could not send the link', text: failure } : null}
    >
      <TextField
        ref={emailRef}
        id={ids.email}
        name="email"
        type="email"
        label="Email"
        hint="The address you sign in with."
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={error}
      />
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send reset link
      </SubmitButton>
    </AuthForm>
  )
}
