'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  CALL_988_SHORTCUT_KEY,
  CALL_ANNOUNCEMENT_MS,
  CRISIS_LIFELINE_NUMBER,
  CRISIS_SHORTCUT_KEY,
} from '@/lib/constants'
import { alwaysOpenAlternatives, type CrisisLine } from '@/lib/crisis/lines'
import { telHref } from '@/lib/crisis/links'
import { CrisisButton } from './CrisisButton'
import { CrisisResourceCard } from './CrisisResourceCard'
import { useCrisisState } from './CrisisSafetyProvider'
import { EmergencyNumbers } from './EmergencyNumbers'
import { QuickExitButton } from './QuickExitButton'
import { useHydrated } from './useHydrated'

const CALL_988_MESSAGE = 'Calling 988, the Suicide and Crisis Lifeline.'

const isShortcut = (e: KeyboardEvent, key: string) =>
  e.altKey &&
  !e.ctrlKey &&
  !e.metaKey &&
  !e.shiftKey &&
  // `code` holds on layouts where Alt changes the character (macOS Option+C is "ç").
  (e.code === (/\d/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`) ||
    e.code === `Numpad${key}` ||
    e.key.toLowerCase() === key)

function CallAnnouncer({ message }: { message: string }) {
  return (
    <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
      {message}
    </div>
  )
}

/**
 * The crisis button, the "Crisis Support Resources" dialog and its shortcuts: Alt+C opens
 * the dialog from anywhere, Alt+9 calls 988 at once and says so to screen readers for
 * CALL_ANNOUNCEMENT_MS. Resources come from the server as props; nothing is fetched here.
 */
export function CrisisWidget({ lines }: { lines: CrisisLine[] }) {
  const { state, markViewed, setActiveResource } = useCrisisState()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const announcementTimer = useRef<number | undefined>(undefined)
  const contentRef = useRef<HTMLDivElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  const changeOpen = useCallback(
    (next: boolean) => {
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
      if (remaining > 0) announce(CALL_988_MESSAGE, remaining)
    }
  }, [changeOpen, announce])

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
        announce(CALL_988_MESSAGE)
        window.location.href = telHref(CRISIS_LIFELINE_NUMBER)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open, changeOpen, announce])

  const onCall = useCallback(
    (line: CrisisLine) => {
      setActiveResource(line.id)
      announce(`Calling ${line.name} at ${line.phoneDisplay}.`)
    },
    [announce, setActiveResource],
  )

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <aside aria-label="Crisis support" className="fixed right-4 bottom-4 z-50 print:hidden">
        <CrisisButton enhanced={hydrated} viewed={state.hasBeenViewed} />
      </aside>
      {/* Radix hides everything outside an open dialog from screen readers, so the
          announcement moves inside it while it is open. */}
      <CallAnnouncer message={open ? '' : announcement} />
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/60" />
        <Dialog.Content
          ref={contentRef}
          data-crisis-dialog
          data-keyboard-navigating={state.isKeyboardNavigating ? 'true' : 'false'}
          onOpenAutoFocus={(e) => {
            e.preventDefault()
            contentRef.current?.querySelector<HTMLElement>('button')?.focus()
          }}
          onCloseAutoFocus={(e) => {
            const target = returnFocusTo.current
            returnFocusTo.current = null
            if (target?.isConnected && target !== document.body) {
              e.preventDefault()
              target.focus()
            }
          }}
          className="fixed inset-x-0 bottom-0 z-[70] flex max-h-[92dvh] flex-col rounded-t-2xl bg-bg text-fg shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[88vh] sm:w-[min(46rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl data-[keyboard-navigating=true]:[&_:focus]:outline-4 data-[keyboard-navigating=true]:[&_:focus]:outline-offset-2 data-[keyboard-navigating=true]:[&_:focus]:outline-focus data-[keyboard-navigating=true]:[&_:focus]:outline-solid"
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 pt-4 pb-3">
            <div>
              <Dialog.Title className="text-xl font-bold sm:text-2xl">
                Crisis Support Resources
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-muted">
                Free and confidential. You don’t have to go through this alone.
              </Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface hover:bg-surface-2">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>

          <div className="overflow-y-auto overscroll-contain px-5 py-4">
            <EmergencyNumbers onCall988={() => announce(CALL_988_MESSAGE)} />
            <ul aria-label="Crisis lines" className="mt-4 space-y-3">
              {lines.map((line) => (
                <li key={line.id}>
                  <CrisisResourceCard
                    line={line}
                    alternatives={alwaysOpenAlternatives(line, lines)}
                    active={state.activeResourceId === line.id}
                    onActivate={setActiveResource}
                    onCall={onCall}
                  />
                </li>
              ))}
            </ul>
            <div className="mt-5 space-y-2 text-sm">
              <p className="text-muted">
                <a href="/crisis" className="font-semibold text-primary underline">
                  Open these resources as a page
                </a>{' '}
                ·{' '}
                <a href="/crisis/safety" className="font-semibold text-primary underline">
                  Browsing safely
                </a>
              </p>
              <p className="text-muted">
                Shortcuts: <kbd className="font-sans font-semibold">Alt + C</kbd> opens this list
                from any page. <kbd className="font-sans font-semibold">Alt + 9</kbd> calls 988.
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border px-5 py-3 text-sm">
            <QuickExitButton />
            <span className="text-muted">Or press Shift three times to leave quickly.</span>
          </div>
          <CallAnnouncer message={open ? announcement : ''} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
