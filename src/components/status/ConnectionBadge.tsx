'use client'

import { AlertTriangle, CheckCircle2, Loader2, RotateCw, WifiOff, X } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { BADGE_AUTO_HIDE_MS } from '@domain/constants'
import { usePageWords } from '@/lib/i18n/page-words'
import { canRetry, type ConnectionStatus } from './connectionStatus'
import { useConnectionStatus } from './useConnectionStatus'

const icons: Record<ConnectionStatus, ReactNode> = {
  healthy: <CheckCircle2 className="size-4 text-success" aria-hidden="true" />,
  checking: <Loader2 className="size-4 text-muted motion-safe:animate-spin" aria-hidden="true" />,
  unhealthy: <AlertTriangle className="size-4 text-accent" aria-hidden="true" />,
  error: <WifiOff className="size-4 text-danger dark:text-fg" aria-hidden="true" />,
}

/**
 * Connection status: visible (fading in briefly) while the site cannot confirm a healthy server,
 * "Checking..." included, then "Connected" hidden 3 s later, dismissible, with Retry when the server is unhealthy or unreachable.
 * On a phone (narrower than 640 px) "Checking..." and "Connected" are for screen readers only.
 */
export function ConnectionBadge() {
  const { status, retry } = useConnectionStatus()
  const text = usePageWords().badge
  const [shown, setShown] = useState(false)
  const [dismissedIn, setDismissedIn] = useState<ConnectionStatus | null>(null)

  useEffect(() => {
    if (status === 'healthy') {
      if (dismissedIn !== null) {
        // Dismissed while down: recovery needs no announcement the visitor already waved away.
        setDismissedIn(null)
        setShown(false)
        return
      }
      if (!shown) return
      const timer = setTimeout(() => setShown(false), BADGE_AUTO_HIDE_MS)
      return () => clearTimeout(timer)
    }
    // "Checking..." shows at once too: on a slow line the visitor sees that the site is checking.
    if (!shown) setShown(true)
  }, [status, shown, dismissedIn])

  const visible = shown && status !== dismissedIn
  // On a phone the pill would cover the text of the page on every load: "Checking..." and
  // "Connected" are then told to screen readers only, and the pill shows when something is wrong.
  const quiet = status === 'healthy' || status === 'checking'

  return (
    <div
      className={
        visible
          ? `connection-badge pointer-events-auto flex max-w-full items-center gap-1 rounded-full border border-border bg-surface py-1 pr-1 pl-3 text-sm font-medium text-fg shadow-lg ${quiet ? 'max-sm:sr-only' : ''}`
          : 'contents'
      }
    >
      {/* Always mounted, so screen readers announce each change politely. */}
      <p role="status" className="flex items-center gap-2">
        {visible && (
          <>
            {icons[status]}
            {text.status[status]}
          </>
        )}
      </p>
      {visible && canRetry(status) && (
        <button
          type="button"
          onClick={retry}
          className="ml-1 inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-primary hover:bg-surface-2 sm:min-h-8"
        >
          <RotateCw className="size-3.5" aria-hidden="true" />
          {text.retry}
        </button>
      )}
      {visible && (
        <button
          type="button"
          onClick={() => setDismissedIn(status)}
          aria-label={text.dismiss}
          className={`inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg sm:size-8 ${quiet ? 'max-sm:hidden' : ''}`}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
