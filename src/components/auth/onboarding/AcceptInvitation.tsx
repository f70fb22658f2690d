'use client'

import type React from 'react'
import { useEffect, useId, useState } from 'react'
import { ApiError, apiRequest } from '@/lib/api/client'
import { AUTH_PATHS } from '@/lib/api/paths'
import { safeRedirectPath } from '@/lib/auth/safe-redirect'
import { ADMIN_HOME_PATH } from '@domain/constants'
import { AuthForm } from '../AuthForm'
import { NewPasswordFields, useNewPasswordForm } from '../NewPassword'
import { SubmitButton } from '../SubmitButton'
import { AuthPage, FormAlert, LoadingState, TextField } from '../ui'
import { dateFormat, LinkProblemNotice, type Check, type LinkProblem } from './shared'

/** /onboarding?token=…: the invitee checks the link, chooses a password, lands in the admin. */
export function AcceptInvitation({ token }: { token: string }) {
  const uid = useId()
  const [check, setCheck] = useState<
    Check | { status: 'checking' } | { status: 'error'; message: string }
  >({
    status: 'checking',
  })
  const { failure, setFailure, busy, setBusy, done, ...form } = useNewPasswordForm<string>()

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
    const password = form.begin(event)
    if (password === null) return
    try {
      const body = await form.save<{ redirect?: string }>(AUTH_PATHS.acceptInvitation, {
        token,
        password,
      })
      window.location.replace(safeRedirectPath(body?.redirect, ADMIN_HOME_PATH))
    } catch (err) {
      setBusy(false)
      if (err instanceof ApiError && (err.status === 404 || err.status === 410)) {
        const problem: LinkProblem =
          err.status === 404 ? 'invalid' : /expired/i.test(err.message) ? 'expired' : 'used'
        setCheck({ status: problem, message: err.message })
        return
      }
      if (form.refusedPassword(err)) return
      setFailure(
        err instanceof Error ? err.message : 'Setting up the account failed. Please try again.',
      )
    }
  }

  if (check.status !== 'valid') {
    return (
      <AuthPage eyebrow="Team onboarding" title="Join the team">
        {check.status === 'checking' ? (
          <LoadingState label="Checking your invitation…" />
        ) : check.status === 'error' ? (
          <FormAlert tone="error" title="We could not check your invitation">
            <p>{check.message}</p>
          </FormAlert>
        ) : (
          <LinkProblemNotice problem={check.status} message={check.message} />
        )}
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
        <NewPasswordFields idPrefix={uid} {...form.fields} />
        <SubmitButton busy={busy || done} busyLabel="Setting up…">
          Set password and continue
        </SubmitButton>
      </AuthForm>
    </AuthPage>
  )
}
