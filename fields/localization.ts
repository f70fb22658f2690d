import type { LocalizationConfig } from 'payload'
import { DEFAULT_LOCALE, LANGUAGES } from '@domain/i18n/locales'

/**
 * The site's languages (domain/i18n/languages.mjs). A field without a value in a language shows
 * its fallback language's (on the site and through the API); the admin's locale switch edits
 * each, and the dashboard lists what is not yet translated.
 */
export const localization: LocalizationConfig = {
  locales: LANGUAGES.map(({ code, name, dir, fallback }) => ({
    code,
    label: name,
    rtl: dir === 'rtl',
    ...(fallback ? { fallbackLocale: fallback } : {}),
  })),
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
}
