import { DEFAULT_TIME_ZONE } from '@domain/crisis/hours/zone'
import { languageOf, type Locale } from '@domain/i18n/locales'

/** "November 27, 2026" / "27 de noviembre de 2026", as the team's clock shows the day. */
export function storyDate(iso: string | null | undefined, locale: Locale): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(languageOf(locale).intl, {
    dateStyle: 'long',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(date)
}
