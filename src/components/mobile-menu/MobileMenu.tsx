'use client'

import { Menu as MenuIcon } from 'lucide-react'
import type React from 'react'
import { useCallback, useRef, useState } from 'react'
import { useHydrated } from '@/components/crisis/useHydrated'
import type { NavGroup } from '@/components/header/nav'
import type { CrisisLine } from '@domain/crisis/lines'
import type { CrisisHelpText, CrisisText, MobileMenuText } from '@domain/i18n/messages'
import { lazyComponent, useLazyComponent, useLoadWhenIdle } from '@/lib/lazy'

export type MobileMenuProps = {
  groups: NavGroup[]
  donationUrl: string
  siteName: string
  copyright: string
  /** The header's direct links (Home, Thank You, Contact) in the page's language. */
  primaryLinks: { label: string; href: string }[]
  /** The link to this page in the other language. */
  languageSwitch: React.ReactNode
  /** The menu's own words in the page's language. */
  text: MobileMenuText
  /** What the search box shows for words that signal distress: the search page's crisis help. */
  crisisHelp: { lines: CrisisLine[]; text: CrisisHelpText; crisis: CrisisText }
}

const triggerClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-border bg-surface px-3 font-semibold hover:bg-surface-2 sm:px-4 xl:hidden'

const lazyDialog = lazyComponent(() => import('./MobileMenuDialog').then((m) => m.default))

/**
 * The menu button below xl. Until JavaScript runs (or without it) a link to the page listing the
 * menu (MenuPage); once it runs, the button that opens the menu dialog. The dialog (Radix, the menu body and react-query) is not part of the
 * first download: it loads once the page is idle, or as soon as the visitor reaches for the
 * button, and a press before it has arrived opens the menu the moment it does.
 */
export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [session, setSession] = useState(0)
  const Dialog = useLazyComponent(lazyDialog, open)
  useLoadWhenIdle(lazyDialog)
  const trigger = useRef<HTMLButtonElement>(null)
  const hydrated = useHydrated()

  const onOpenChange = useCallback((next: boolean) => {
    // Search text and expanded groups reset on open — a new body instance does it.
    if (next) setSession((s) => s + 1)
    setOpen(next)
  }, [])

  const label = (
    <>
      <MenuIcon className="size-5" aria-hidden="true" />
      {/* Icon only on narrow phones, so the bar never overflows; the button keeps its name. */}
      <span className="max-sm:hidden">{props.text.button}</span>
    </>
  )
  if (!hydrated) {
    return (
      <a href={props.text.menuHref} aria-label={props.text.open} className={triggerClass}>
        {label}
      </a>
    )
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={props.text.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={lazyDialog.load}
        onFocus={lazyDialog.load}
        onClick={() => {
          void lazyDialog.load()
          onOpenChange(true)
        }}
        className={triggerClass}
      >
        {label}
      </button>
      {Dialog && (
        <Dialog
          {...props}
          open={open}
          onOpenChange={onOpenChange}
          session={session}
          trigger={trigger}
        />
      )}
    </>
  )
}
