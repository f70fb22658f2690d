import { apiRequest } from '@/lib/api/client'
import type { ErrorReportInput, ErrorReportSource } from '@domain/error-reports'
import { API_PATHS } from '@/lib/api/paths'
import { trackEvent } from '@/components/analytics/events'

export type ClientErrorDetails = {
  error: unknown
  source: ErrorReportSource
  componentStack?: string | null
  /** Whether a boundary's custom fallback replaced the crash screen. */
  customFallback?: boolean
  errorId: string
}

const clip = (text: string | undefined | null, max: number) => (text ? text.slice(0, max) : null)

/** Sends one crash report to the server. Never throws: a failed report is only logged. */
export async function reportClientError(details: ClientErrorDetails): Promise<void> {
  const err = details.error as { message?: unknown; stack?: unknown; digest?: unknown } | null
  const message =
    (typeof err?.message === 'string' && err.message) || String(details.error) || 'Unknown error'
  const body: ErrorReportInput = {
    message: message.slice(0, 2000),
    stack: clip(typeof err?.stack === 'string' ? err.stack : null, 20_000),
    componentStack: clip(details.componentStack, 20_000),
    customFallback: details.customFallback ?? false,
    // The path only: query strings can carry personal data.
    path: window.location.pathname,
    source: details.source,
    errorId: details.errorId,
    digest: typeof err?.digest === 'string' ? err.digest : null,
  }
  trackEvent('Error', details.source, message)
  try {
    await apiRequest(API_PATHS.clientErrors, { method: 'POST', json: body, retries: 0 })
  } catch (reportError) {
    console.error('[errors] Could not send the error report:', reportError)
  }
}
