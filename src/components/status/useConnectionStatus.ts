'use client'

import { useCallback, useEffect, useState } from 'react'
import { useHealthCheck } from '@/lib/api/health'
import type { ConnectionStatus } from './connectionStatus'

/** The connection state machine over the health query; Retry shows "checking". */
export function useConnectionStatus(): { status: ConnectionStatus; retry: () => void } {
  const query = useHealthCheck()
  const [retrying, setRetrying] = useState(false)
  const { refetch } = query

  const retry = useCallback(() => {
    setRetrying(true)
    void refetch().finally(() => setRetrying(false))
  }, [refetch])

  // The browser knows first when the network drops or returns: check at once, not at the next poll.
  useEffect(() => {
    const recheck = () => void refetch()
    window.addEventListener('online', recheck)
    window.addEventListener('offline', recheck)
    return () => {
      window.removeEventListener('online', recheck)
      window.removeEventListener('offline', recheck)
    }
  }, [refetch])

  const status: ConnectionStatus = query.data === undefined || retrying ? 'checking' : query.data
  return { status, retry }
}
