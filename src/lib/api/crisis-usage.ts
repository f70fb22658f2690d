import { hasPrivacySignal } from '@/components/analytics/consent'
import type { CrisisUsageInput } from '@domain/crisis/usage'
import { API_PATHS } from './paths'

/**
 * Counts one use of crisis help on our own server (POST /api/crisis-counts), anonymously — or
 * not at all under Global Privacy Control or Do Not Track. Not navigator.sendBeacon: a beacon
 * always carries the site's cookies (a signed-in team member's session too) and the Referer.
 * A fetch can send nothing but the count: no cookies (`credentials: 'omit'`), no Referer, and
 * with `keepalive` it survives the page going away (a call link hands over to the phone's app)
 * as a beacon would. Fire and forget: a count that fails is lost, which is fine, and never gets
 * in the way of the help.
 */
export function countCrisisUsage(count: CrisisUsageInput): void {
  try {
    if (hasPrivacySignal()) return
    void fetch(API_PATHS.crisisCounts, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(count),
    })
      // Read to the end (an error's message), or the request stays open in the browser.
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
  } catch {
    // No fetch (a very old browser): nothing is counted.
  }
}

/** The attributes that make a line's call or text link count a press (see CrisisUsageCounter). */
export const CRISIS_COUNT_ATTRIBUTE = 'data-crisis-count'
export const CRISIS_LINE_ATTRIBUTE = 'data-crisis-line'
