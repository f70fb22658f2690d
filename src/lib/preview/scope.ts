import { stripLocale } from '@domain/i18n/locales'
import { safeRedirectPath } from '@/lib/auth/safe-redirect'

/**
 * The team's preview covers the one document it was opened for. Next's draft mode is one cookie
 * for the whole site, so the preview route also names that document's address (in the default
 * language: the preview covers each of its languages) in this cookie, and a page shows drafts
 * only when both are there and the cookie names it. Leaving preview goes back to the page it was
 * left from.
 */
export const PREVIEW_SCOPE_COOKIE = 'preview-of'

/** Where the preview of `path` (an address of the site, in any language) is kept: its address in
 * the default language, without query or hash. */
export const previewScopeOf = (path: string): string =>
  stripLocale(path.split(/[?#]/)[0] || '/').replace(/\/+$/, '') || '/'

/** Whether the preview named by the scope cookie covers the page at `path`. */
export const previewCovers = (scope: unknown, path: string): boolean =>
  typeof scope === 'string' && scope === previewScopeOf(path)

/**
 * Where "Exit preview" leads: the page it was pressed on, when `raw` is a plain path of this
 * site (never another origin, an encoded trick, a sign-in page or the API); never the preview
 * route again; the front page otherwise.
 */
export function previewReturnPath(raw: unknown): string {
  const path = safeRedirectPath(raw, '/')
  return /^\/preview(\/|\?|#|$)/.test(path) ? '/' : path
}
