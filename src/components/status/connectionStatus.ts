import type { HealthResult } from '@/lib/api/health'
import { inPageLocale } from '@/lib/i18n/page-locale'

/** The connection states and the badge's exact texts. */
export type ConnectionStatus = 'checking' | HealthResult

export const CONNECTION_STATUS_TEXT: Record<ConnectionStatus, string> = {
  healthy: 'Connected',
  checking: 'Checking...',
  unhealthy: 'Connection Issues',
  error: 'No Connection',
}

/**
 * The badge in Spanish, for pages under /es. The badge loads after the page, in the browser
 * only, so it reads the page's language from the document rather than from the catalogues.
 */
export const BADGE_TEXT = {
  en: { status: CONNECTION_STATUS_TEXT, retry: 'Retry', dismiss: 'Dismiss connection status' },
  es: {
    status: {
      healthy: 'Conectado',
      checking: 'Comprobando...',
      unhealthy: 'Problemas de conexión',
      error: 'Sin conexión',
    } satisfies Record<ConnectionStatus, string>,
    retry: 'Reintentar',
    dismiss: 'Cerrar el estado de la conexión',
  },
}

export const badgeText = () => inPageLocale(BADGE_TEXT)

export const canRetry = (status: ConnectionStatus) => status === 'unhealthy' || status === 'error'
