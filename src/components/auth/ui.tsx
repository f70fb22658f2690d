import type React from 'react'
import { PageHeading } from '@/components/ui/PageHeading'

/** Building blocks of the sign-in pages: one card, labelled fields, alerts, a spinner. */

export function AuthPage({
  eyebrow,
  title,
  intro,
  children,
  footer,
}: {
  eyebrow: string
  title: string
  intro?: React.ReactNode
  children: React.ReactNode
  footer?: React.ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{eyebrow}</p>
        <PageHeading className="mt-1 text-3xl font-extrabold tracking-tight outline-none sm:text-4xl">
          {title}
        </PageHeading>
        {intro ? <div className="mt-3 text-muted">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
    </div>
  )
}

const control =
  'mt-2 block w-full rounded-xl border bg-surface px-4 py-3 text-base text-fg placeholder:text-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus'

export function TextField({
  id,
  label,
  error,
  hint,
  trailing,
  ...input
}: {
  id: string
  label: string
  error?: string
  hint?: string
  /** Rendered inside the field's box, e.g. a show-password toggle. */
  trailing?: React.ReactNode
} & Omit<React.ComponentPropsWithRef<'input'>, 'id'>) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${control} ${error ? 'border-2 border-danger' : 'border-border'} ${trailing ? 'pr-24' : ''}`}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {error ? (
        <p
          id={errorId}
          className="mt-2 flex items-start gap-2 text-sm font-semibold text-danger dark:text-red-300"
        >
          <span aria-hidden="true">⚠</span>
          <span>
            <span className="sr-only">Error: </span>
            {error}
          </span>
        </p>
      ) : null}
    </div>
  )
}

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      className={`${className} animate-spin motion-reduce:animate-none`}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** A page-level "working on it" state that screen readers hear once. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-6 text-muted">
      <Spinner className="size-6" />
      <span>{label}</span>
    </div>
  )
}

/** Form-level message. Errors use role="alert" so they are announced when they appear. */
export function FormAlert({
  id,
  tone,
  title,
  children,
}: {
  id?: string
  tone: 'error' | 'success' | 'info'
  title?: string
  children: React.ReactNode
}) {
  const styles = {
    error: 'border-danger bg-danger/10 text-fg',
    success: 'border-success bg-success/10 text-fg',
    info: 'border-border bg-surface-2 text-fg',
  }[tone]
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border-l-4 px-4 py-3 ${styles}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? 'mt-1' : ''}>{children}</div>
    </div>
  )
}

/** An email field's error, if any: `empty` when nothing was typed. */
export const emailError = (email: string, empty: string) =>
  !email
    ? empty
    : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
      ? undefined
      : 'Enter an email address like name@example.org.'

export const textLink =
  'font-semibold text-primary underline underline-offset-2 hover:no-underline inline-flex min-h-6 items-center'
