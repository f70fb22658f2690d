import { isCrisisContext } from './crisisContext'

/** The event categories, named as the spec names them. */
export const ANALYTICS_CATEGORIES = [
  'Button',
  'Form',
  'External Link',
  'Donation',
  'Community',
  'Crisis Resource',
  'Search',
  'Authentication',
  'Error',
] as const
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number]

export const REDACTED_LABEL = '[redacted]'

/** A label containing an at-sign (likely an e-mail address) is never sent. */
export function redactLabel(label: string | undefined): string | undefined {
  if (label === undefined) return undefined
  return label.includes('@') ? REDACTED_LABEL : label
}

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/** The measurement id while the visitor has consented and analytics is loaded; else null. */
let activeMeasurementId: string | null = null

export function setActiveMeasurementId(id: string | null) {
  activeMeasurementId = id
}

function send(...args: unknown[]): boolean {
  if (!activeMeasurementId || typeof window === 'undefined' || !window.gtag) return false
  if (isCrisisContext()) return false
  window.gtag(...args)
  return true
}

/**
 * One event. Does nothing without consent and on crisis content. Crisis resource
 * views and calls are never sent at all: who looks at which hotline is nobody's metric.
 */
export function trackEvent(
  category: AnalyticsCategory,
  action: string,
  label?: string,
  value?: number,
): boolean {
  if (category === 'Crisis Resource') return false
  return send('event', action, {
    event_category: category,
    event_label: redactLabel(label),
    value,
  })
}

/** "timing": how long something took, in milliseconds. */
export function trackTiming(name: string, valueMs: number, category = 'Performance'): boolean {
  return send('event', 'timing_complete', {
    name: redactLabel(name),
    value: Math.round(valueMs),
    event_category: category,
  })
}

export function trackPageView(pathname: string): boolean {
  return send('event', 'page_view', {
    page_path: pathname,
    page_location: `${window.location.origin}${pathname}`,
  })
}

export const trackFormSubmit = (form: string, outcome: 'success' | 'error' = 'success') =>
  trackEvent('Form', `submit_${outcome}`, form)
export const trackSearch = (term: string) => trackEvent('Search', 'search', term)
