import type { HealthResult } from '@/lib/api/health'

/** The connection states and the badge's exact texts. */
export type ConnectionStatus = 'checking' | HealthResult

export const CONNECTION_STATUS_TEXT: Record<ConnectionStatus, string> = {
  healthy: 'Connected',
  checking: 'Checking...',
  unhealthy: 'Connection Issues',
  error: 'No Connection',
}

export const canRetry = (status: ConnectionStatus) => status === 'unhealthy' || status === 'error'
