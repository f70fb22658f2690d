'use client'

import { useEffect } from 'react'
import { isChunkLoadError, reloadOnceForChunkError } from './chunk'

/**
 * A lazily loaded chunk can also fail outside rendering (a dynamic import in an event
 * handler): reload once to pick up the current build; if that already happened,
 * leave the error to the caller.
 */
export function ChunkErrorListener() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason) && reloadOnceForChunkError()) event.preventDefault()
    }
    window.addEventListener('unhandledrejection', onRejection)
    return () => window.removeEventListener('unhandledrejection', onRejection)
  }, [])
  return null
}
