'use client'

import { Home, RotateCw } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { localeOfPath } from '@domain/i18n/locales'

export const CRASH_TEXT = {
  heading: 'Something went wrong',
  body: 'We apologize for the inconvenience. Our team has been notified and is working to resolve this issue.',
  tryAgain: 'Try Again',
  goHome: 'Go Home',
  home: '/',
  errorId: 'Error ID:',
  helpBefore: 'If you need help right now, call or text',
  helpMiddle: ', or call',
  helpAfter: 'in an emergency.',
}

/**
 * The crash screen's Spanish. Kept here (a few hundred bytes) rather than in the catalogues: an
 * error boundary cannot be handed props by the server, and it must speak the page's language.
 */
const CRASH_TEXT_ES: typeof CRASH_TEXT = {
  heading: 'Algo salió mal',
  body: 'Sentimos las molestias. Nuestro equipo ya lo sabe y está trabajando para resolverlo.',
  tryAgain: 'Intentar de nuevo',
  goHome: 'Ir al inicio',
  home: '/es',
  errorId: 'ID del error:',
  helpBefore: 'Si necesitas ayuda ahora mismo, llama al 988 y marca 2, o escribe al',
  helpMiddle: '; en una emergencia, llama al',
  helpAfter: '.',
}

/** The crash texts of the page's language (from its address, the same on server and browser). */
function useCrashText(): typeof CRASH_TEXT {
  return localeOfPath(usePathname() ?? '/') === 'es' ? CRASH_TEXT_ES : CRASH_TEXT
}

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition'

/**
 * The crash screen: what a visitor sees instead of a broken page. Try Again reloads,
 * Go Home loads / afresh; the Error ID lets the team find the matching report.
 */
export function CrashFallback({ errorId }: { errorId: string }) {
  const text = useCrashText()
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

export const NAVIGATION_ERROR_TEXT = {
  heading: 'Navigation Error',
  body: 'There was an issue with the navigation. Please refresh the page.',
} as const

const NAVIGATION_ERROR_TEXT_ES = {
  heading: 'Error en la navegación',
  body: 'Hubo un problema con la navegación. Vuelve a cargar la página.',
}

/** Stands in for a broken header; the crisis button and page content stay usable. */
export function NavigationErrorFallback() {
  const spanish = useCrashText() !== CRASH_TEXT
  const text = spanish ? NAVIGATION_ERROR_TEXT_ES : NAVIGATION_ERROR_TEXT
  return (
    <div role="alert" className="border-b border-border bg-surface px-4 py-3 sm:px-6">
      <p className="font-semibold">{text.heading}</p>
      <p className="text-sm text-muted">
        {text.body}{' '}
        <a href={spanish ? '/es' : '/'} className="font-semibold text-fg underline">
          {spanish ? 'Inicio' : 'Home'}
        </a>
      </p>
    </div>
  )
}

export const PAGE_ERROR_TEXT = {
  heading: 'Page Error',
  body: "This page couldn't load properly.",
} as const

const PAGE_ERROR_TEXT_ES = {
  heading: 'Error en la página',
  body: 'Esta parte de la página no pudo cargar bien.',
}

/** Stands in for one broken part of a page. */
export function PageErrorFallback() {
  const text = useCrashText() === CRASH_TEXT ? PAGE_ERROR_TEXT : PAGE_ERROR_TEXT_ES
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
