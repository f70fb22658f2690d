import type { CrisisLine } from './lines'

/**
 * The crisis lines offline: what the service worker (public/crisis-sw.js, plain
 * JavaScript that cannot import this module) keeps, and how it knows its copy is current.
 * tests/unit/crisis-offline.test.ts holds the worker's copies of these values equal to these.
 */
export const CRISIS_WORKER_URL = '/crisis-sw.js'
/** How long after a page's load the crisis worker is registered (src/lib/crisis/offline-worker.ts). */
export const CRISIS_WORKER_DELAY_MS = 3000
/** The version of the crisis data the pages carry now: `{ version }`. */
export const CRISIS_VERSION_URL = '/crisis/offline.json'
/** What a navigation that fails offline shows, for any address but the saved crisis pages. */
export const CRISIS_OFFLINE_PAGE = '/crisis/offline'
/** Every page the worker saves. */
export const CRISIS_OFFLINE_PAGES = ['/crisis', '/crisis/card', CRISIS_OFFLINE_PAGE] as const
/** Cache Storage names of the worker's copies start with this. */
export const CRISIS_CACHE_PREFIX = 'crisis-offline-'
/** Attribute carrying the data version on each saved page, so the worker saves only a page that
 * shows the version it was told about (never a stale render from the page cache). */
export const CRISIS_VERSION_ATTRIBUTE = 'data-crisis-version'

/**
 * A short fingerprint of the published crisis lines, as visitors see them. It changes with any
 * edit that changes what a page or the dialog shows — and only then — so the worker refreshes
 * its copy after an editor's save without anyone bumping a number. FNV-1a (32 bits) of the
 * lines' JSON: not a security hash, only a change detector.
 */
export function crisisDataVersion(lines: readonly CrisisLine[]): string {
  const text = JSON.stringify(lines)
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${(hash >>> 0).toString(16).padStart(8, '0')}-${lines.length}`
}
