import type { Config } from '@/payload-types'
import {
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGES,
  languageByCode,
  languageOfPath,
  stripLocale,
} from './languages.mjs'

/**
 * The site's languages for the app, typed: the list itself is ./languages.mjs (the one place a
 * language is named). The default language lives at the root, every other under its prefix.
 */
export type { Language }
export { LANGUAGES, stripLocale }

/** A language code of the list (Payload's type, generated from the same list). */
export type Locale = Config['locale']
export const LOCALES = LANGUAGES.map((language) => language.code) as Locale[]
export const DEFAULT_LOCALE = DEFAULT_LANGUAGE.code as Locale

/** The list as the admin's select options (English names). */
export const LANGUAGE_OPTIONS = LANGUAGES.map(({ code, englishName }) => ({
  label: englishName,
  value: code as Locale,
}))

export const isLocale = (code: unknown): code is Locale =>
  typeof code === 'string' && languageByCode(code) !== undefined

/** The list's entry of a locale (the default language's for a code it does not have). */
export const languageOf = (locale: string): Language => languageByCode(locale) ?? DEFAULT_LANGUAGE

/** The path prefix of a locale: '' for the default language, '/es' for Spanish. */
export const localePrefix = (locale: Locale) => languageOf(locale).prefix

/** `/about` → `/es/about`, `/` → `/es`; back to the default with `toLocalePath(path, DEFAULT_LOCALE)`. */
export function toLocalePath(path: string, locale: Locale): string {
  const bare = stripLocale(path)
  const prefix = localePrefix(locale)
  if (!prefix) return bare
  return bare === '/' ? prefix : `${prefix}${bare}`
}

/** The locale a site path belongs to. */
export const localeOfPath = (path: string): Locale => languageOfPath(path).code as Locale

/** Name of the cookie the language switch sets: only ever a hint, never a redirect. */
export const LOCALE_COOKIE = 'site-locale'

/** Site paths that exist in the default language only (sign-in, the API, files, quick exit…). */
const UNTRANSLATED_PREFIXES = [
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
  if (localeOfPath(href) !== DEFAULT_LOCALE) return href
  if (
    UNTRANSLATED_PREFIXES.some(
      (p) => href === p || href.startsWith(`${p}/`) || href.startsWith(`${p}?`),
    )
  )
    return href
  return toLocalePath(href, locale)
}

/** Next metadata `alternates` of a page that exists in every locale (`path` is unprefixed). */
export function localeAlternates(path: string, locale: Locale) {
  return {
    canonical: toLocalePath(path, locale),
    languages: {
      ...Object.fromEntries(LOCALES.map((l) => [l, toLocalePath(path, l)])),
      'x-default': toLocalePath(path, DEFAULT_LOCALE),
    },
  }
}

/** `&locale=es` for the admin's preview links of another language than the default, else ''. */
export const previewLocaleQuery = (locale: unknown): string =>
  isLocale(locale) && locale !== DEFAULT_LOCALE ? `&locale=${locale}` : ''
