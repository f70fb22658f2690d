'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { countCrisisUsage } from '@/lib/api/crisis-usage'
import {
  CALL_988_SHORTCUT_KEY,
  CALL_ANNOUNCEMENT_MS,
  CRISIS_LIFELINE_NUMBER,
  CRISIS_SHORTCUT_KEY,
} from '@domain/constants'
import type { CrisisLine } from '@domain/crisis/lines'
import { fill } from '@domain/i18n/fill'
import type { CrisisText } from '@domain/i18n/messages'
import { telHref } from '@domain/crisis/links'
import { lazyComponent, useLazyComponent, useLoadWhenIdle } from '@/lib/lazy'
import { CallAnnouncer } from './CallAnnouncer'
import { CrisisButton } from './CrisisButton'
import { useCrisisState } from './CrisisSafetyProvider'
import { useHydrated } from './useHydrated'

const isShortcut = (e: KeyboardEvent, key: string) =>
  e.altKey &&
  !e.ctrlKey &&
  !e.metaKey &&
  !e.shiftKey &&
  // `code` holds on layouts where Alt changes the character (macOS Option+C is "ç").
  (e.code === (/\d/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`) ||
    e.code === `Numpad${key}` ||
    e.key.toLowerCase() === key)

const lazyDialog = lazyComponent(() => import('./CrisisDialog').then((m) => m.default))

/**
 * The crisis button, the "Crisis Support Resources" dialog and its shortcuts: Alt+C opens
 * the dialog from anywhere, Alt+9 calls 988 at once and says so to screen readers for
 * CALL_ANNOUNCEMENT_MS. Resources come from the server as props; nothing is fetched here.
 *
 * The dialog itself (Radix and the resource cards) loads once the page is idle after
 * hydration, or at once when the visitor reaches for the button or presses Alt+C; a request to
 * open it before then opens it the moment it arrives. Until hydration the button is a link to
 * /crisis, which lists the same resources without JavaScript.
 */
export function CrisisWidget({ lines, text }: { lines: CrisisLine[]; text: CrisisText }) {
  const calling988 = text.calling988
  const { state, markViewed, setActiveResource } = useCrisisState()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const CrisisDialog = useLazyComponent(lazyDialog, open)
  useLoadWhenIdle(lazyDialog)
  const announcementTimer = useRef<number | undefined>(undefined)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  const isOpen = useRef(false)
  const changeOpen = useCallback(
    (next: boolean) => {
      if (next) void lazyDialog.load()
      // Counted once per opening (anonymously), not again for Alt+C while open.
      if (next && !isOpen.current) countCrisisUsage({ event: 'dialog-open' })
      isOpen.current = next
      setOpen(next)
      if (next) markViewed()
      else setActiveResource(null)
    },
    [markViewed, setActiveResource],
  )

  const announce = useCallback((message: string, forMs = CALL_ANNOUNCEMENT_MS) => {
    window.clearTimeout(announcementTimer.current)
    setAnnouncement(message)
    announcementTimer.current = window.setTimeout(() => setAnnouncement(''), forMs)
  }, [])
  useEffect(() => () => window.clearTimeout(announcementTimer.current), [])

  // Take over from the inline script that handled the shortcuts until now.
  useEffect(() => {
    const early = window.__crisisShortcuts
    if (!early) return
    early.stop()
    if (early.open) {
      early.open = false
      changeOpen(true)
    }
    if (early.calledAt !== null) {
      const remaining = CALL_ANNOUNCEMENT_MS - (Date.now() - early.calledAt)
      early.calledAt = null
      if (remaining > 0) announce(calling988, remaining)
    }
  }, [changeOpen, announce, calling988])

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (isShortcut(e, CRISIS_SHORTCUT_KEY)) {
        e.preventDefault()
        if (!open && document.activeElement instanceof HTMLElement) {
          returnFocusTo.current = document.activeElement
        }
        changeOpen(true)
      } else if (isShortcut(e, CALL_988_SHORTCUT_KEY)) {
        e.preventDefault()
        announce(calling988)
        window.location.href = telHref(CRISIS_LIFELINE_NUMBER)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open, changeOpen, announce, calling988])

  const onCall = useCallback(
    (line: CrisisLine) => {
      setActiveResource(line.id)
      announce(fill(text.callingLine, { name: line.name, phone: line.phoneDisplay }))
    },
    [announce, setActiveResource, text.callingLine],
  )

  const returnFocus = useCallback(() => {
    const target = returnFocusTo.current
    returnFocusTo.current = null
    if (target?.isConnected && target !== document.body) target.focus()
    else buttonRef.current?.focus()
  }, [])

  return (
    <>
      {/* crisis-dock: globals.css takes it out of the floating layer where the page offers calls. */}
      <aside
        aria-label={text.region}
        className="crisis-dock fixed right-4 bottom-4 z-50 print:hidden"
      >
        <CrisisButton
          ref={buttonRef}
          label={text.button}
          href={text.page}
          enhanced={hydrated}
          viewed={state.hasBeenViewed}
          expanded={open}
          onIntent={lazyDialog.load}
          onOpen={() => changeOpen(true)}
        />
      </aside>
      {/* Radix hides everything outside an open dialog from screen readers, so the
          announcement moves inside it while it is open. */}
      <CallAnnouncer message={open && CrisisDialog ? '' : announcement} />
      {CrisisDialog && (
        <CrisisDialog
          lines={lines}
          text={text}
          open={open}
          onOpenChange={changeOpen}
          announcement={announcement}
          onCall={onCall}
          onCall988={() => announce(calling988)}
          returnFocus={returnFocus}
        />
      )}
    </>
  )
}
