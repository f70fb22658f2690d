'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { useHealthCheck } from '@/lib/api/health'
import { queryKeys } from '@/lib/api/queryKeys'
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
  // A check still under way began before the change, so its answer says nothing about now: it is
  // cancelled first. (`refetch()` alone would join it while the query has no data yet, and a drop
  // during the first check would show "Connected" until the next poll.)
  const queryClient = useQueryClient()
  useEffect(() => {
    const recheck = () =>
      void queryClient.cancelQueries({ queryKey: queryKeys.health }).then(() => refetch())
    window.addEventListener('online', recheck)
    window.addEventListener('offline', recheck)
    return () => {
      window.removeEventListener('online', recheck)
      window.removeEventListener('offline', recheck)
    }
  }, [queryClient, refetch])

  const status: ConnectionStatus = query.data === undefined || retrying ? 'checking' : query.data
  return { status, retry }
}
