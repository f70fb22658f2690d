'use client'

import { useEffect, useState } from 'react'
import { isChunkLoadError, reloadOnceForChunkError } from '@/components/errors/chunk'
import { CrashFallback } from '@/components/errors/CrashFallback'
import { createErrorId } from '@/components/errors/errorId'
import { sendErrorReport } from '@/components/errors/sendErrorReport'

/**
 * An uncaught error while rendering a page: the crash screen inside the site's
 * layout, so the header, footer and crisis button stay usable. A page chunk that failed to
 * load (often a new deploy) gets one reload first.
 */
export default function FrontendError({ error }: { error: Error & { digest?: string } }) {
  const [errorId] = useState(() => createErrorId())

  useEffect(() => {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return
    sendErrorReport({
      error,
      source: isChunkLoadError(error) ? 'chunk' : 'crash',
      // Render errors in the browser are caught first by the page's own boundaries
      // (CrashBoundary, PageErrorBoundary), whose reports carry React's component stack. What
      // reaches Next's segment boundary is mostly a server render failure, which has no
      // browser component stack; Next does not expose one here either, so the report says so.
      componentStack: null,
      errorId,
    })
  }, [error, errorId])

  return <CrashFallback errorId={errorId} />
}
