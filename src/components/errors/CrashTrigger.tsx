'use client'

import { useState } from 'react'

/**
 * Throws during render after a deliberate press: lets the team (and the e2e suite) check the
 * crash screen, the page fallback and error reporting in a real build. Harmless otherwise —
 * nothing runs until someone presses the button.
 */
export function CrashTrigger({
  label = 'Trigger a test error',
  message = 'Test crash triggered on the error check page',
}: {
  label?: string
  message?: string
}) {
  const [crash, setCrash] = useState(false)
  if (crash) throw new Error(message)
  return (
    <button
      type="button"
      onClick={() => setCrash(true)}
      className="inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-primary-fg hover:opacity-90"
    >
      {label}
    </button>
  )
}
