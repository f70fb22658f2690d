'use client'

import { Link } from '@/components/ui/IntentLink'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError, apiRequest } from '@/lib/api/client'
import { AUTH_PATHS } from '@/lib/api/paths'
import { AuthForm } from '../AuthForm'
import { useAuth } from '../AuthProvider'
import { SubmitButton } from '../SubmitButton'
import { AuthPage, emailError, FormAlert, LoadingState, TextField, textLink } from '../ui'
import { ShareLink } from './ShareLink'
import { dateFormat, ROLE_TEXT, type Role } from './shared'

/** /onboarding without a token: a signed-in admin invites a team member. */
type Invited = {
  name: string
  email: string
  role: Role
  expiresAt: string
  emailSent: boolean
  inviteUrl?: string
}

export function InviteTeamMember({ mailReady }: { mailReady: boolean }) {
  const { user, isInitialized } = useAuth()

  if (!isInitialized) {
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
        mailReady ? (
          <p>
            They get an email with a link to choose their own password. The link works once and
            expires after 7 days.
          </p>
        ) : (
          <p>
            This site has no mail server set up, so no email goes out: once you send the invitation,
            copy its link and pass it on yourself. The link works once and expires after 7 days.
          </p>
        )
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
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
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
    const fieldErrors = {
      name: data.name ? undefined : 'Enter their name.',
      email: emailError(data.email, 'Enter their email address.'),
    }
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
    <AuthForm
      idPrefix={uid}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure ? { title: 'The invitation was not sent', text: failure } : null}
    >
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
    </AuthForm>
  )
}
