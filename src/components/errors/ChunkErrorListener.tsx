'use client'

import { useEffect } from 'react'
import { PRELOAD_ERROR_EVENT } from '@/lib/preload-error'
import { isChunkLoadError, reloadOnceForChunkError } from './chunk'

/**
 * The app's own listener for chunk failures. A lazily loaded chunk that fails fires the
 * cancellable preload-error event: reloading once picks up the current build, and cancelling
 * the event tells the loader the failure is handled. A dynamic import elsewhere (an event
 * handler) surfaces as an unhandled rejection and gets the same single reload. If a reload
 * already happened, the error is left to the caller and its fallback.
 */
export function ChunkErrorListener() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (event.defaultPrevented) return
      if (reloadOnceForChunkError()) event.preventDefault()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason) && reloadOnceForChunkError()) event.preventDefault()
    }
    window.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
