import type { Locale } from '@domain/i18n/locales'

/**
 * The language of the page, for code that runs in the browser only (toasts, the cookie banner,
 * badges that appear after load): read from `<html lang>`, which the page's root layout sets.
 */
export const pageLocale = (): Locale =>
  typeof document !== 'undefined' && document.documentElement.lang === 'es' ? 'es' : 'en'

/** `{ en, es }` → the words of the page's language. */
export const inPageLocale = <T>(words: Record<Locale, T>): T => words[pageLocale()]
