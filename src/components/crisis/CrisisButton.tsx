'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { LifeBuoy } from 'lucide-react'

const buttonClass =
  'inline-flex min-h-12 items-center gap-2 rounded-full bg-danger px-5 py-3 font-bold text-danger-fg no-underline shadow-lg ring-2 ring-white/70 hover:brightness-110 focus-visible:outline-offset-4 dark:ring-black/40'

/**
 * Always-present help, bottom-right on every page. Until JavaScript runs (or without it) a
 * real link to /crisis; once it runs, the button that opens the crisis dialog. Must sit inside
 * the dialog's Radix root when `enhanced`.
 */
export function CrisisButton({ enhanced, viewed }: { enhanced: boolean; viewed?: boolean }) {
  const label = (
    <>
      <LifeBuoy className="size-5 shrink-0" aria-hidden="true" />
      Immediate Crisis Support
    </>
  )
  if (!enhanced) {
    return (
      <a href="/crisis" className={buttonClass}>
        {label}
      </a>
    )
  }
  return (
    <Dialog.Trigger className={buttonClass} data-viewed={viewed ? 'true' : 'false'}>
      {label}
    </Dialog.Trigger>
  )
}
