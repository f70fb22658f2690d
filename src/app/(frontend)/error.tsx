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
      // Next's segment boundary doesn't expose React's component stack; the report says so.
      componentStack: null,
      customFallback: false,
      errorId,
    })
  }, [error, errorId])

  return <CrashFallback errorId={errorId} />
}
