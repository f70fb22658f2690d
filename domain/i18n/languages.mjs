// @ts-check
/* global process -- Node's, or in the browser the one Next inlines NEXT_PUBLIC_ values into */
/**
 * The site's languages: the one list (issue 59). Payload's localization, the route tree
 * (src/app/[locale] and the rewrite of next.config.ts), hreflang, the sitemap, the language
 * switch, the feeds, the crisis pages' CSP, the offline copies, the server's layers and the
 * admin's translation state all read it; nothing else names a language. Plain JavaScript so that
 * server.mjs's layers read the same list as the app (domain/i18n/locales.ts types it).
 *
 * Adding a language: docs/adding-a-language.md.
 *
 * @typedef {object} Language
 * @property {string} code the locale code (Payload's, `<html lang>`, the catalogue's)
 * @property {string} name the language's name in itself (the language switch, Payload's label)
 * @property {string} englishName its name in English (the admin's words)
 * @property {'ltr' | 'rtl'} dir the writing direction (`<html dir>`, Payload's `rtl`)
 * @property {string} prefix where its pages live: '' (the root) for the default, else `/<code>`
 * @property {string | null} fallback the language shown where a text has no translation
 * @property {string} intl the locale dates and times are written in (Intl)
 * @property {boolean} [testOnly] only with NEXT_PUBLIC_TEST_LANGUAGE=1 (build and run)
 */

/** @type {Language[]} */
// prettier-ignore
const LIST = [
  { code: 'en', name: 'English', englishName: 'English', dir: 'ltr', prefix: '', fallback: null, intl: 'en-US' },
  { code: 'es', name: 'Español', englishName: 'Spanish', dir: 'ltr', prefix: '/es', fallback: 'en', intl: 'es-US' },
  // The third language of the test that proves adding one takes no code
  // (tests/e2e/i18n-third-language.spec.ts): right to left, its catalogue incomplete.
  { code: 'ar', name: 'العربية', englishName: 'Arabic', dir: 'rtl', prefix: '/ar', fallback: 'en', intl: 'ar', testOnly: true },
]

/** Read at build time in the browser's code (Next inlines NEXT_PUBLIC_*), at start on the server. */
const withTestLanguage = process.env.NEXT_PUBLIC_TEST_LANGUAGE === '1'

/** The languages of this build, the default first. */
export const LANGUAGES = LIST.filter((language) => !language.testOnly || withTestLanguage)

/** The default language: at the root, and what every other falls back to. */
export const DEFAULT_LANGUAGE = /** @type {Language} */ (LANGUAGES[0])

/** Top-level paths that belong to no language: Payload's admin and API, Next's own files. */
export const UNROUTED = ['api', 'admin', '_next']

/** @param {string} code */
export const languageByCode = (code) => LANGUAGES.find((language) => language.code === code)

/** The prefixed languages, longest prefix first. */
const PREFIXED = LANGUAGES.filter((l) => l.prefix).sort((a, b) => b.prefix.length - a.prefix.length)

/**
 * The language of a site path (a query or fragment may follow): the one whose prefix the path
 * starts with as a whole segment, else the default (`/estate` is English).
 * @param {string} path
 */
export function languageOfPath(path) {
  return (
    PREFIXED.find(({ prefix }) => {
      if (!path.startsWith(prefix)) return false
      const next = path.charAt(prefix.length)
      return next === '' || next === '/' || next === '?' || next === '#'
    }) ?? DEFAULT_LANGUAGE
  )
}

/**
 * A site path without its language prefix: `/es/crisis` → `/crisis`, `/es` → `/`, `/es?x` → `/?x`.
 * @param {string} path
 */
export function stripLocale(path) {
  const { prefix } = languageOfPath(path)
  if (!prefix) return path || '/'
  const rest = path.slice(prefix.length)
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
}

/**
 * The path the route tree (src/app/[locale]) answers for an address: `/about` → `/en/about`,
 * `/es/about` unchanged; the unrouted roots (UNROUTED) unchanged. The rewrite of next.config.ts
 * (defaultLanguageRewrite) is the same rule; server.mjs's layers match routes with this.
 * @param {string} pathname
 */
export function routedPath(pathname) {
  const first = pathname.split('/')[1] ?? ''
  if (UNROUTED.includes(first) || languageOfPath(pathname) !== DEFAULT_LANGUAGE) return pathname
  return `/${DEFAULT_LANGUAGE.code}${pathname === '/' ? '' : pathname}`
}

/**
 * The rewrite that puts the default language's addresses (at the root) into the route tree:
 * everything but the other languages' prefixes and the unrouted roots. An `afterFiles` rewrite,
 * so the files of public/ and the English-only routes (/login, /exit…) are matched first.
 */
export function defaultLanguageRewrite() {
  const skipped = [...PREFIXED.map((l) => l.prefix.slice(1)), ...UNROUTED].join('|')
  return {
    source: `/:path((?!(?:${skipped})(?:/|$)).*)`,
    destination: `/${DEFAULT_LANGUAGE.code}/:path`,
  }
}
