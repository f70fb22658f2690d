'use client'

import { LogOut } from 'lucide-react'
import { QUICK_EXIT_PATH } from '@domain/crisis/quick-exit'

/**
 * Leave at once: blank the page before anything else, then go through /exit, which clears
 * this site's data and redirects to a neutral site. `replace` keeps this page out of the
 * back button; `no-referrer` keeps the neutral site from learning where the visitor was.
 */
export function leaveSiteNow() {
  document.title = ''
  document.documentElement.style.background = '#ffffff'
  document.body.style.display = 'none'
  const noReferrer = document.createElement('meta')
  noReferrer.name = 'referrer'
  noReferrer.content = 'no-referrer'
  document.head.append(noReferrer)
  window.location.replace(QUICK_EXIT_PATH)
}

/**
 * "Exit this site": a plain link to /exit, so it works without JavaScript; with it, the page
 * goes blank immediately.
 */
export function QuickExitButton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <a
      href={QUICK_EXIT_PATH}
      rel="nofollow noreferrer"
      onClick={(e) => {
        e.preventDefault()
        leaveSiteNow()
      }}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md bg-fg px-3 py-1.5 text-sm font-semibold text-bg no-underline hover:opacity-90 md:min-h-9 ${className}`}
    >
      <LogOut className="size-4" aria-hidden="true" />
      {label}
    </a>
  )
}
