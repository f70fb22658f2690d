import { notFound } from 'next/navigation'
import { locale as localeParam } from 'next/root-params'
import { isLocale, type Locale } from '@domain/i18n/locales'

/**
 * The language of the page being rendered: the `[locale]` segment of src/app/[locale], which
 * next.config.ts's rewrite fills in for the default language's addresses. A code the list does
 * not have is no page.
 */
export async function routeLocale(): Promise<Locale> {
  const code: unknown = await localeParam()
  if (!isLocale(code)) notFound()
  return code
}
