'use client'

import { Link } from '@/components/ui/IntentLink'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError, apiRequest } from '@/lib/api/client'
import { safeRedirectPath } from '@/lib/auth/safe-redirect'
import { ADMIN_HOME_PATH } from '@domain/constants'
import { useAuth } from './AuthProvider'
import { AUTH_PATHS } from '@/lib/api/paths'
import { NewPasswordFields, validateNewPassword } from './ResetPasswordForm'
import { AuthPage, FormAlert, LoadingState, TextField, textLink } from './ui'
import { SubmitButton } from './SubmitButton'

type Role = 'admin' | 'editor'
type LinkProblem = 'invalid' | 'used' | 'expired'
type Check =
  | { status: 'valid'; name: string; email: string; role: Role; expiresAt: string }
  | { status: LinkProblem; message: string }

const PROBLEM_TITLES: Record<LinkProblem, string> = {
  invalid: 'This invitation link is not valid',
  used: 'This invitation link has already been used',
  expired: 'This invitation link has expired',
}

const ROLE_TEXT: Record<Role, string> = {
  admin: 'Admin: manages team members and settings, and edits everything editors edit.',
  editor: 'Editor: edits pages, menus, media and crisis resources.',
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

/**
 * /onboarding. With `?token=` from an invitation email: choose a password and land
 * signed in in the admin. Without: admins invite team members here.
 */
export function Onboarding() {
  const [token, setToken] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token'))
  }, [])

  if (token === undefined) {
    return (
      <AuthPage eyebrow="Team onboarding" title="Join the team">
        <LoadingState label="Loading…" />
      </AuthPage>
    )
  }
  return token ? <AcceptInvitation token={token} /> : <InviteTeamMember />
}

function LinkProblemNotice({ problem, message }: { problem: LinkProblem; message: string }) {
  return (
    <div className="space-y-4">
      <FormAlert tone="error" title={PROBLEM_TITLES[problem]}>
        <p>{message}</p>
      </FormAlert>
      <p>
        <Link href="/login" className={textLink}>
          Go to Team Sign In
        </Link>
      </p>
    </div>
  )
}

function AcceptInvitation({ token }: { token: string }) {
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
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={failure ? `${uid}-alert` : undefined}
        aria-busy={busy}
        className="space-y-6"
      >
        {failure ? (
          <FormAlert id={`${uid}-alert`} tone="error" title="Your account was not set up">
            <p>{failure}</p>
          </FormAlert>
        ) : null}
        {done ? (
          <FormAlert tone="success">
            <p>Your account is ready. Opening the admin…</p>
          </FormAlert>
        ) : null}
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
      </form>
    </AuthPage>
  )
}

type Invited = {
  name: string
  email: string
  role: Role
  expiresAt: string
  emailSent: boolean
  inviteUrl?: string
}

function InviteTeamMember() {
  const { user, status, isInitialized } = useAuth()

  if (!isInitialized && status !== 'unauthenticated') {
    return (
      <AuthPage eyebrow="Team onboarding" title="Invite a team member">
        <LoadingState label="Checking your sign-in…" />
      </AuthPage>
    )
  }
  if (!user) {
    return (
      <AuthPage
        eyebrow="Team onboarding"
        title="Join the team"
        intro={
          <p>
            Team accounts are created by invitation. If an admin invited you, open the link in the
            invitation email to choose your password.
          </p>
        }
      >
        <p>
          Already have an account?{' '}
          <Link href={`/login?redirect=${encodeURIComponent('/onboarding')}`} className={textLink}>
            Team Sign In
          </Link>
        </p>
      </AuthPage>
    )
  }
  if (user.role !== 'admin') {
    return (
      <AuthPage eyebrow="Team onboarding" title="Invite a team member">
        <FormAlert tone="info" title="Only admins can invite team members">
          <p>Ask an admin to send the invitation. They can do it from this page.</p>
        </FormAlert>
      </AuthPage>
    )
  }
  return (
    <AuthPage
      eyebrow="Team onboarding"
      title="Invite a team member"
      intro={
        <p>
          They get an email with a link to choose their own password. The link works once and
          expires after 7 days.
        </p>
      }
      footer={
        <p>
          <a href="/admin/collections/invitations" className={textLink}>
            See all invitations in the admin
          </a>
        </p>
      }
    >
      <InviteForm />
    </AuthPage>
  )
}

function InviteForm() {
  const uid = useId()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [invited, setInvited] = useState<Invited | null>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (invited) resultRef.current?.focus()
  }, [invited])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    const data = {
      name: String(form.get('name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      role: String(form.get('role') ?? 'editor'),
    }
    const fieldErrors: Record<string, string> = {}
    if (!data.name) fieldErrors.name = 'Enter their name.'
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(data.email))
      fieldErrors.email = data.email
        ? 'Enter an email address like name@example.org.'
        : 'Enter their email address.'
    setErrors(fieldErrors)
    setFailure(null)
    if (fieldErrors.name) return nameRef.current?.focus()
    if (fieldErrors.email) return emailRef.current?.focus()
    setBusy(true)
    try {
      const body = await apiRequest<{
        invitation: { name: string; email: string; role: Role; expiresAt: string }
        emailSent: boolean
        inviteUrl?: string
      }>(AUTH_PATHS.invite, { method: 'POST', json: data, retries: 0 })
      setInvited({ ...body.invitation, emailSent: body.emailSent, inviteUrl: body.inviteUrl })
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) {
        setErrors(err.fieldErrors)
        if (err.fieldErrors.name) nameRef.current?.focus()
        else if (err.fieldErrors.email) emailRef.current?.focus()
      }
      setFailure(
        err instanceof Error ? err.message : 'The invitation was not sent. Please try again.',
      )
    } finally {
      setBusy(false)
    }
  }

  if (invited) {
    return (
      <div ref={resultRef} tabIndex={-1} className="space-y-6 outline-none">
        <FormAlert
          tone="success"
          title={invited.emailSent ? 'Invitation sent' : 'Invitation created'}
        >
          <p>
            {invited.emailSent
              ? `We emailed ${invited.name} (${invited.email}) a link to join as ${invited.role === 'admin' ? 'an admin' : 'an editor'}.`
              : `${invited.name} (${invited.email}) can join as ${invited.role === 'admin' ? 'an admin' : 'an editor'}.`}{' '}
            The link expires on {dateFormat.format(new Date(invited.expiresAt))}.
          </p>
        </FormAlert>
        {invited.inviteUrl ? <ShareLink url={invited.inviteUrl} /> : null}
        <button
          type="button"
          onClick={() => setInvited(null)}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-border bg-surface px-5 font-semibold hover:bg-surface-2"
        >
          Invite someone else
        </button>
      </div>
    )
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={failure ? `${uid}-alert` : undefined}
      aria-busy={busy}
      className="space-y-6"
    >
      {failure ? (
        <FormAlert id={`${uid}-alert`} tone="error" title="The invitation was not sent">
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <TextField
        ref={nameRef}
        id={`${uid}-name`}
        name="name"
        label="Name"
        autoComplete="off"
        required
        error={errors.name}
      />
      <TextField
        ref={emailRef}
        id={`${uid}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="off"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email}
      />
      <fieldset>
        <legend className="font-semibold">Role</legend>
        <div className="mt-2 grid gap-2">
          {(['editor', 'admin'] as const).map((role) => (
            <label
              key={role}
              htmlFor={`${uid}-role-${role}`}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface px-4 py-3"
            >
              <input
                id={`${uid}-role-${role}`}
                type="radio"
                name="role"
                value={role}
                defaultChecked={role === 'editor'}
                className="mt-1 size-5 accent-[var(--primary)]"
              />
              <span>{ROLE_TEXT[role]}</span>
            </label>
          ))}
        </div>
        {errors.role ? (
          <p className="mt-2 text-sm font-semibold text-danger dark:text-red-300">{errors.role}</p>
        ) : null}
      </fieldset>
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send invitation
      </SubmitButton>
    </form>
  )
}

function ShareLink({ url }: { url: string }) {
  const id = useId()
  const [copied, setCopied] = useState(false)
  return (
    <div className="rounded-xl border border-border bg-surface-2 p-4">
      <p className="font-semibold">E-mail is not set up on this server</p>
      <p className="mt-1 text-sm text-muted">
        Messages are only written to the server log, so send this link to them yourself. It works
        once.
      </p>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold">
        Invitation link
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm"
        />
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(url).catch(() => undefined)
            setCopied(true)
          }}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-fg"
        >
          Copy link
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-muted">
        {copied ? 'Copied.' : ''}
      </p>
    </div>
  )
}
