import type { ClientErrorDetails } from './report'

/**
 * The reporting module is loaded only when something crashed, and a failure to load
 * it is only logged — the fallback screen must never depend on it.
 */
export function sendErrorReport(details: ClientErrorDetails): void {
  import('./report')
    .then(({ reportClientError }) => reportClientError(details))
    .catch((loadError) => console.error('[errors] Could not load error reporting:', loadError))
}
