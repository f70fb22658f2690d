'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useRef } from 'react'
import { alwaysOpenAlternatives, type CrisisLine } from '@domain/crisis/lines'
import type { CrisisText } from '@domain/i18n/messages'
import { CallAnnouncer } from './CallAnnouncer'
import { CrisisResourceCard } from './CrisisResourceCard'
import { useCrisisState } from './CrisisSafetyProvider'
import { EmergencyNumbers } from './EmergencyNumbers'
import { QuickExitButton } from './QuickExitButton'

export type CrisisDialogProps = {
  lines: CrisisLine[]
  text: CrisisText
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Read out inside the dialog while it is open (Radix hides everything outside it). */
  announcement: string
  onCall: (line: CrisisLine) => void
  onCall988: () => void
  /** Where focus goes when the dialog closes. */
  returnFocus: () => void
}

/**
 * The "Crisis Support Resources" dialog, loaded by CrisisWidget after hydration.
 * Opening focuses the first button; Escape and the backdrop close it; Tab stays inside.
 */
export default function CrisisDialog({
  lines,
  text,
  open,
  onOpenChange,
  announcement,
  onCall,
  onCall988,
  returnFocus,
}: CrisisDialogProps) {
  const { state, setActiveResource } = useCrisisState()
  const contentRef = useRef<HTMLDivElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
            e.preventDefault()
            returnFocus()
          }}
          className="fixed inset-x-0 bottom-0 z-[70] flex max-h-[92dvh] flex-col rounded-t-2xl bg-bg text-fg shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[88vh] sm:w-[min(46rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl data-[keyboard-navigating=true]:[&_:focus]:outline-4 data-[keyboard-navigating=true]:[&_:focus]:outline-offset-2 data-[keyboard-navigating=true]:[&_:focus]:outline-focus data-[keyboard-navigating=true]:[&_:focus]:outline-solid"
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 pt-4 pb-3">
            <div>
              <Dialog.Title className="text-xl font-bold sm:text-2xl">
                {text.dialogTitle}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-muted">
                {text.dialogDescription}
              </Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface hover:bg-surface-2">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{text.close}</span>
            </Dialog.Close>
          </div>

          <div className="overflow-y-auto overscroll-contain px-5 py-4">
            <EmergencyNumbers text={text.emergency} onCall988={onCall988} />
            <ul aria-label={text.linesLabel} className="mt-4 space-y-3">
              {lines.map((line) => (
                <li key={line.id}>
                  <CrisisResourceCard
                    line={line}
                    text={text.card}
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
                <a href={text.page} className="font-semibold text-primary underline">
                  {text.openAsPage}
                </a>{' '}
                ·{' '}
                <a href={text.safetyPage} className="font-semibold text-primary underline">
                  {text.browsingSafely}
                </a>
              </p>
              <p className="text-muted">
                {text.shortcuts} <kbd className="font-sans font-semibold">Alt + C</kbd>{' '}
                {text.shortcutOpens} <kbd className="font-sans font-semibold">Alt + 9</kbd>{' '}
                {text.shortcutCalls}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border px-5 py-3 text-sm">
            <QuickExitButton label={text.quickExit} />
            <span className="text-muted">{text.quickExitHint}</span>
          </div>
          <CallAnnouncer message={open ? announcement : ''} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
