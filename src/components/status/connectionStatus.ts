import type { HealthResult } from '@/lib/api/health'

/** The connection states (the badge's texts are the catalogues', `browser.badge`). */
export type ConnectionStatus = 'checking' | HealthResult

export const canRetry = (status: ConnectionStatus) => status === 'unhealthy' || status === 'error'
