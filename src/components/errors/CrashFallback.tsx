'use client'

import { Home, RotateCw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { usePageWords } from '@/lib/i18n/page-words'

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition'

/**
 * The crash screen: what a visitor sees instead of a broken page. Try Again reloads,
 * Go Home loads / afresh; the Error ID lets the team find the matching report.
 */
export function CrashFallback({ errorId }: { errorId: string }) {
  const text = usePageWords().crash
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <section
      aria-labelledby="crash-heading"
      className="mx-auto flex max-w-2xl flex-col items-start px-4 py-16 sm:px-6 sm:py-24"
    >
      <h1
        id="crash-heading"
        ref={headingRef}
        tabIndex={-1}
        data-page-heading
        className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
      >
        {text.heading}
      </h1>
      <p className="mt-4 text-lg text-muted">{text.body}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={`${buttonBase} bg-primary text-primary-fg hover:opacity-90`}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {text.tryAgain}
        </button>
        <button
          type="button"
          onClick={() => window.location.assign(text.home)}
          className={`${buttonBase} border border-border bg-surface text-fg hover:bg-surface-2`}
        >
          <Home className="size-4" aria-hidden="true" />
          {text.goHome}
        </button>
      </div>
      <p className="mt-8 text-sm text-muted">
        {text.errorId} <code className="font-mono font-semibold text-fg select-all">{errorId}</code>
      </p>
      <p className="mt-6 max-w-prose text-muted">
        {text.helpBefore}{' '}
        <a className="font-semibold text-fg underline" href="tel:988">
          988
        </a>
        {text.helpMiddle}{' '}
        <a className="font-semibold text-fg underline" href="tel:911">
          911
        </a>
        {text.helpAfter === '.' ? '' : ' '}
        {text.helpAfter}
      </p>
    </section>
  )
}

/** Stands in for a broken header; the crisis button and page content stay usable. */
export function NavigationErrorFallback() {
  const words = usePageWords()
  const text = words.navigationError
  return (
    <div role="alert" className="border-b border-border bg-surface px-4 py-3 sm:px-6">
      <p className="font-semibold">{text.heading}</p>
      <p className="text-sm text-muted">
        {text.body}{' '}
        <a href={words.crash.home} className="font-semibold text-fg underline">
          {text.home}
        </a>
      </p>
    </div>
  )
}

/** Stands in for one broken part of a page. */
export function PageErrorFallback() {
  const text = usePageWords().pageError
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-2xl rounded-xl border border-border bg-surface p-6"
    >
      <h2 className="text-xl font-bold">{text.heading}</h2>
      <p className="mt-2 text-muted">{text.body}</p>
    </div>
  )
}
