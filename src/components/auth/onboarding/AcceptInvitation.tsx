'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError, apiRequest } from '@/lib/api/client'
import { AUTH_PATHS } from '@/lib/api/paths'
import { safeRedirectPath } from '@/lib/auth/safe-redirect'
import { ADMIN_HOME_PATH } from '@domain/constants'
import { AuthForm } from '../AuthForm'
import { useAuth } from '../AuthProvider'
import { NewPasswordFields, validateNewPassword } from '../ResetPasswordForm'
import { SubmitButton } from '../SubmitButton'
import { AuthPage, FormAlert, LoadingState, TextField } from '../ui'
import { dateFormat, LinkProblemNotice, type Check, type LinkProblem } from './shared'

/** /onboarding?token=…: the invitee checks the link, chooses a password, lands in the admin. */
export function AcceptInvitation({ token }: { token: string }) {
  const { startSession } = useAuth()
  const uid = useId()
  const [check, setCheck] = useState<
    Check | { status: 'checking' } | { status: 'error'; message: string }
  >({
    status: 'checking',
  })
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    let cancelled = false
    apiRequest<Check>(AUTH_PATHS.checkInvitation, {
      method: 'POST',
      json: { token },
      skipAuthRedirect: true,
    })
      .then((result) => !cancelled && setCheck(result))
      .catch((err: Error) => !cancelled && setCheck({ status: 'error', message: err.message }))
    return () => {
      cancelled = true
    }
  }, [token])

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
      const body = await apiRequest<{ user?: unknown; redirect?: string }>(
        AUTH_PATHS.acceptInvitation,
        {
          method: 'POST',
          json: { token, password },
          retries: 0,
          skipAuthRedirect: true,
        },
      )
      startSession(body?.user)
      setDone(true)
      window.location.replace(safeRedirectPath(body?.redirect, ADMIN_HOME_PATH))
    } catch (err) {
      setBusy(false)
      if (err instanceof ApiError && (err.status === 404 || err.status === 410)) {
        const problem: LinkProblem =
          err.status === 404 ? 'invalid' : /expired/i.test(err.message) ? 'expired' : 'used'
        setCheck({ status: problem, message: err.message })
        return
      }
      if (err instanceof ApiError && err.fieldErrors?.password) {
        setErrors({ password: err.fieldErrors.password })
        passwordRef.current?.focus()
        return
      }
      setFailure(
        err instanceof Error ? err.message : 'Setting up the account failed. Please try again.',
      )
    }
  }

  if (check.status === 'checking') {
    return (
      <AuthPage eyebrow="Team onboarding" title="Join the team">
        <LoadingState label="Checking your invitation…" />
      </AuthPage>
    )
  }
  if (check.status === 'error') {
    return (
      <AuthPage eyebrow="Team onboarding" title="Join the team">
        <FormAlert tone="error" title="We could not check your invitation">
          <p>{check.message}</p>
        </FormAlert>
      </AuthPage>
    )
  }
  if (check.status !== 'valid') {
    return (
      <AuthPage eyebrow="Team onboarding" title="Join the team">
        <LinkProblemNotice problem={check.status} message={check.message} />
      </AuthPage>
    )
  }

  return (
    <AuthPage
      eyebrow="Team onboarding"
      title={`Welcome, ${check.name}`}
      intro={
        <p>
          You have been invited to join the team as{' '}
          <strong className="text-fg">{check.role === 'admin' ? 'an admin' : 'an editor'}</strong>.
          Choose a password to finish setting up your account. This link expires on{' '}
          {dateFormat.format(new Date(check.expiresAt))}.
        </p>
      }
    >
      <AuthForm
        idPrefix={uid}
        onSubmit={onSubmit}
        busy={busy}
        failure={failure ? { title: 'Your account was not set up', text: failure } : null}
        success={done ? 'Your account is ready. Opening the admin…' : null}
      >
        <TextField
          id={`${uid}-email`}
          name="email"
          type="email"
          label="Email"
          hint="You will sign in with this address."
          autoComplete="username"
          value={check.email}
          readOnly
        />
        <NewPasswordFields
          idPrefix={uid}
          errors={errors}
          passwordRef={passwordRef}
          confirmRef={confirmRef}
        />
        <SubmitButton busy={busy || done} busyLabel="Setting up…">
          Set password and continue
        </SubmitButton>
      </AuthForm>
    </AuthPage>
  )
}
