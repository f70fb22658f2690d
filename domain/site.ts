/** The site's addresses and slugs, for the CMS, the server and the pages alike. */

/** Where the site runs when SERVER_URL is not set (local use). */
export const DEFAULT_SERVER_URL = 'http://localhost:3000'

/** The site's own origin, without a trailing slash: SERVER_URL, else the local default. */
export const siteUrl = (serverUrl: string | undefined = process.env.SERVER_URL): string =>
  (serverUrl || DEFAULT_SERVER_URL).replace(/\/+$/, '')

/** Whether the site is served over HTTPS (secure cookies, upgrade-insecure-requests). */
export const isHttpsSite = (serverUrl: string | undefined = process.env.SERVER_URL): boolean =>
  (serverUrl ?? '').startsWith('https:')

/** A page's address: the "home" page is the root. */
export const pathForSlug = (slug: string): string => (slug === 'home' ? '/' : `/${slug}`)

/** A slug of lowercase words joined by hyphens: "trans-lifeline". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A page slug: one or more slugs joined by "/": "policy/privacy-policy". */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/**
 * A social link that still points at a platform's front page ("https://www.facebook.com/"), as
 * the seed leaves them until an editor sets the organisation's own profile: not a profile yet.
 */
export function isPlaceholderSocialUrl(url: string): boolean {
  try {
    const { pathname, search, hash } = new URL(url)
    return (pathname === '/' || pathname === '') && !search && !hash
  } catch {
    return true
  }
}
