'use client'

import type React from 'react'
import { useHydrated } from '@/components/crisis/useHydrated'
import { Spinner } from './ui'

/**
 * The submit button of the sign-in forms. It stays disabled until the page's script has
 * loaded: a click before that would post the form natively and lose what was typed (and an
 * Enter in a field does nothing while the default button is disabled).
 */
export function SubmitButton({
  busy,
  children,
  busyLabel,
}: {
  busy: boolean
  children: React.ReactNode
  busyLabel: string
}) {
  const ready = useHydrated()
  return (
    <button
      type="submit"
      disabled={busy || !ready}
      aria-busy={busy}
      className="inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-primary-fg transition hover:opacity-90 disabled:cursor-wait disabled:opacity-80"
    >
      {busy ? (
        <>
          <Spinner />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}
