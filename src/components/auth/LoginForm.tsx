'use client'

import { Link } from '@/components/ui/IntentLink'
import type React from 'react'
import { useId, useRef, useState } from 'react'
import { safeRedirectPath } from '@/lib/auth/safe-redirect'
import { ADMIN_HOME_PATH } from '@domain/constants'
import { AuthForm } from './AuthForm'
import { useAuth } from './AuthProvider'
import { PasswordField } from './PasswordField'
import { emailError, FormAlert, TextField, textLink } from './ui'
import { SubmitButton } from './SubmitButton'

type FieldErrors = { email?: string; password?: string }

/** What the form says for each way signing in can fail. */
function messageFor(status: number, serverMessage: string) {
  if (status === 401) {
    return {
      title: 'Those details did not work',
      text: 'The email address or password is incorrect. Check them and try again. After several failed attempts, signing in slows down for a while.',
    }
  }
  if (status === 429) return { title: 'Too many attempts', text: serverMessage }
  if (status === 503) return { title: 'Sign-in is unavailable', text: serverMessage }
  if (status === 0) return { title: 'No connection', text: serverMessage }
  return { title: 'Signing in failed', text: serverMessage || 'Please try again in a moment.' }
}

/**
 * Team sign-in through Payload's auth: the server sets the HttpOnly session cookie; the page
 * keeps only the profile. Then on to the dashboard or a safe `?redirect=` path on this site.
 */
export function LoginForm() {
  const { login, user, isInitialized } = useAuth()
  const uid = useId()
  const ids = { email: `${uid}-email`, password: `${uid}-password` }
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    const fieldErrors: FieldErrors = {
      email: emailError(email, 'Enter your email address.'),
      password: password ? undefined : 'Enter your password.',
    }
    setErrors(fieldErrors)
    setFailure(null)
    if (fieldErrors.email) return emailRef.current?.focus()
    if (fieldErrors.password) return passwordRef.current?.focus()

    setBusy(true)
    const result = await login(email, password)
    if (result.ok) {
      setDone(true)
      // Read at submit time so the page itself stays static. A full page load: the admin is
      // its own app and reads the new cookie on the server.
      const requested = new URLSearchParams(window.location.search).get('redirect')
      window.location.replace(safeRedirectPath(requested, ADMIN_HOME_PATH))
      return
    }
    setBusy(false)
    setFailure(messageFor(result.status, result.message))
    if (passwordRef.current) {
      passwordRef.current.value = ''
      passwordRef.current.focus()
    }
  }

  return (
    <AuthForm
      idPrefix={uid}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure}
      notice={
        user && isInitialized && !done ? (
          <FormAlert tone="info">
            <p>
              You are signed in as {user.name || user.email}.{' '}
              <a href={ADMIN_HOME_PATH} className={textLink}>
                Go to the dashboard
              </a>
            </p>
          </FormAlert>
        ) : null
      }
      success={done ? 'Signed in. Opening the admin…' : null}
    >
      <TextField
        ref={emailRef}
        id={ids.email}
        name="email"
        type="email"
        label="Email"
        // `username` is the sign-in identity; WHATWG allows it on type=email (Email inputs take
        // the Username and E-mail autofill groups) and password managers pair it with the
        // password. HTML_CodeSniffer's flag of it is a false positive; the Nu checker accepts it.
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email}
      />
      <div>
        <PasswordField
          ref={passwordRef}
          id={ids.password}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <p className="mt-3 text-sm">
          <Link href="/login/forgot" className={textLink}>
            Forgot your password?
          </Link>
        </p>
      </div>
      <SubmitButton busy={busy || done} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
    </AuthForm>
  )
}
