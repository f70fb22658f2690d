'use client'

import { LifeBuoy } from 'lucide-react'
import type React from 'react'

const buttonClass =
  'inline-flex min-h-12 items-center gap-2 rounded-full bg-danger px-5 py-3 whitespace-nowrap font-bold text-danger-fg no-underline shadow-lg ring-2 ring-white/70 hover:brightness-110 focus-visible:outline-offset-4 dark:ring-black/40'

type Props = {
  label: string
  /** Where the button leads before (or without) JavaScript: the crisis page of the page's language. */
  href: string
  enhanced: boolean
  viewed?: boolean
  expanded?: boolean
  /** The visitor is reaching for the button: a good moment to fetch the dialog. */
  onIntent?: () => void
  onOpen?: () => void
  ref?: React.Ref<HTMLButtonElement>
}

/**
 * Always-present help, bottom-right on every page. Until JavaScript runs (or without it) a
 * real link to /crisis; once it runs, the button that opens the crisis dialog.
 */
export function CrisisButton({
  label: text,
  href,
  enhanced,
  viewed,
  expanded,
  onIntent,
  onOpen,
  ref,
}: Props) {
  const label = (
    <>
      <LifeBuoy className="size-5 shrink-0" aria-hidden="true" />
      {text}
    </>
  )
  if (!enhanced) {
    return (
      <a href={href} className={buttonClass}>
        {label}
      </a>
    )
  }
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded ?? false}
      data-state={expanded ? 'open' : 'closed'}
      data-viewed={viewed ? 'true' : 'false'}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onOpen}
      className={buttonClass}
    >
      {label}
    </button>
  )
}
