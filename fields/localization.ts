import type { LocalizationConfig } from 'payload'
import { DEFAULT_LOCALE, LOCALES } from '@domain/i18n/locales'

/**
 * English and Spanish. A field without a Spanish value shows the English one (on the site and
 * through the API); the admin's locale switch edits either, and the dashboard lists what is
 * not yet translated.
 */
export const localization: LocalizationConfig = {
  locales: LOCALES.map((code) => ({
    code,
    label: code === 'es' ? 'Español' : 'English',
    ...(code === DEFAULT_LOCALE ? {} : { fallbackLocale: DEFAULT_LOCALE }),
  })),
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
}
