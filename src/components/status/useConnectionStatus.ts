'use client'

import { useCallback, useState } from 'react'
import { useHealthCheck } from '@/lib/api/health'
import type { ConnectionStatus } from './connectionStatus'

/** The connection state machine (spec §4) over the health query; Retry shows "checking". */
export function useConnectionStatus(): { status: ConnectionStatus; retry: () => void } {
  const query = useHealthCheck()
  const [retrying, setRetrying] = useState(false)
  const { refetch } = query

  const retry = useCallback(() => {
    setRetrying(true)
    void refetch().finally(() => setRetrying(false))
  }, [refetch])

  const status: ConnectionStatus =
    query.data === undefined || retrying ? 'checking' : query.data
  return { status, retry }
}
