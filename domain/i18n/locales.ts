/** The site's languages: English at the root, Spanish under /es. */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The path prefix of a locale: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`)

/** `/about` → `/es/about`, `/` → `/es`; the reverse with `toLocalePath(path, 'en')`. */
export function toLocalePath(path: string, locale: Locale): string {
  const bare = stripLocale(path)
  const prefix = localePrefix(locale)
  if (!prefix) return bare
  return bare === '/' ? prefix : `${prefix}${bare}`
}

/** The English path of any site path: `/es/crisis` → `/crisis`, `/es` → `/`. */
export function stripLocale(path: string): string {
  const match = /^\/es(?=\/|$|\?|#)/.exec(path)
  if (!match) return path || '/'
  const rest = path.slice(3)
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
}

/** The locale a site path belongs to. */
export const localeOfPath = (path: string): Locale => (/^\/es(\/|$|\?|#)/.test(path) ? 'es' : 'en')

/** Name of the cookie the language switch sets: only ever a hint, never a redirect. */
export const LOCALE_COOKIE = 'site-locale'

/** Site paths that exist in one language only (sign-in, the API, files, quick exit…). */
const UNTRANSLATED_PREFIXES = [
  '/es',
  '/admin',
  '/api',
  '/login',
  '/donate',
  '/exit',
  '/preview',
  '/reset-password',
  '/onboarding',
  '/oauth-callback',
  '/media',
]

/**
 * A link of the CMS (menus, footer) as it should read on a page in `locale`: site paths lead
 * to the same page in that language; other addresses are left as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href
  if (
    UNTRANSLATED_PREFIXES.some(
      (p) => href === p || href.startsWith(`${p}/`) || href.startsWith(`${p}?`),
    )
  )
    return href
  return toLocalePath(href, locale)
}

/** Next metadata `alternates` of a page that exists in every locale (`path` is English). */
export function localeAlternates(path: string, locale: Locale) {
  return {
    canonical: toLocalePath(path, locale),
    languages: {
      en: toLocalePath(path, 'en'),
      es: toLocalePath(path, 'es'),
      'x-default': toLocalePath(path, 'en'),
    },
  }
}
