'use client'

import { useEffect, useState } from 'react'
import { createErrorId } from '@/components/errors/errorId'
import { sendErrorReport } from '@/components/errors/sendErrorReport'
import { DEFAULT_LOCALE } from '@domain/i18n/locales'
import './(frontend)/globals.css'

type RouterError = Error & { digest?: string; status?: number; statusText?: string }

/** React Router's wording: the status text when the error has one, else its message. */
function describe(error: RouterError): string {
  if (error.status && error.statusText) return `${error.status} ${error.statusText}`
  // Production builds replace server error messages with a long generic text; the digest is
  // what the team can look up.
  if (error.digest) return `Error reference ${error.digest}`
  return error.message || 'Unknown error'
}

/**
 * The router's last resort ("router default"): the root layout itself failed, so
 * nothing of the site's chrome is available — this page carries its own help links.
 */
export default function GlobalError({ error }: { error: RouterError }) {
  const [errorId] = useState(() => createErrorId())

  useEffect(() => {
    sendErrorReport({ error, source: 'router', errorId })
  }, [error, errorId])

  return (
    <html lang={DEFAULT_LOCALE}>
      <body className="min-h-screen bg-bg font-sans text-fg antialiased">
        <main className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight">Unexpected Application Error!</h1>
          <h2 className="mt-4 text-xl font-semibold text-muted">{describe(error)}</h2>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-primary-fg"
            >
              Try Again
            </button>
            {/* A plain link: a full page load, since the client router is what failed. */}
            <a
              href="/"
              className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-5 font-semibold"
            >
              Go Home
            </a>
          </div>
          <p className="mt-8 text-sm text-muted">
            Error ID: <code className="font-mono font-semibold text-fg">{errorId}</code>
          </p>
          <p className="mt-6 text-muted">
            If you need help right now, call or text{' '}
            <a className="font-semibold text-fg underline" href="tel:988">
              988
            </a>{' '}
            (Suicide &amp; Crisis Lifeline), or call{' '}
            <a className="font-semibold text-fg underline" href="tel:911">
              911
            </a>{' '}
            in an emergency.
          </p>
        </main>
      </body>
    </html>
  )
}
