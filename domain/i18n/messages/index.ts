import { DEFAULT_LOCALE, languageOf, type Locale, localizeHref } from '../locales'
import { en, type Messages } from './en'
import { es } from './es'
import { ar } from './ar'

export type { Messages }
export type CrisisText = Messages['crisis']
export type CrisisCardText = CrisisText['card']
export type MobileMenuText = Messages['mobileMenu']
/** The words of crisis help shown for a search that signals distress (search page, phone menu). */
export type CrisisHelpText = Pick<
  Messages['search'],
  'helpHeading' | 'helpText' | 'helpLines' | 'allLines'
>

/** A catalogue of another language than the default: any key it lacks is the default's. */
export type Catalogue = DeepPartial<Messages>
type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T

/** One catalogue per language of the list (domain/i18n/languages.mjs), by code. */
export const CATALOGUES: Record<string, Catalogue> = { en, es, ar }

/**
 * `catalogue` over `base`, key by key: what the catalogue lacks is the base's (a list is taken
 * whole). tests/unit/i18n-catalogues.test.ts lists what each catalogue lacks.
 */
function over<T>(base: T, catalogue: DeepPartial<T> | undefined): T {
  if (catalogue === undefined) return base
  if (Array.isArray(base) || typeof base !== 'object' || base === null) return catalogue as T
  const merged = { ...base } as Record<string, unknown>
  for (const [key, value] of Object.entries(catalogue as object))
    merged[key] = over((base as Record<string, unknown>)[key], value)
  return merged as T
}

/** Site paths in the catalogues are the default language's; a page gets its own language's. */
function withPaths<T>(value: T, locale: Locale): T {
  if (typeof value === 'string')
    return (value.startsWith('/') ? localizeHref(value, locale) : value) as T
  if (Array.isArray(value)) return value.map((v) => withPaths(v, locale)) as T
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, withPaths(v, locale)]),
  ) as T
}

const built = new Map<string, Messages>()

/**
 * The interface words of a locale: its catalogue, the default language's words where it has
 * none (never a key), its site paths and its date locale. For server components: pass client
 * leaves the strings.
 */
export function messagesFor(locale: Locale): Messages {
  const cached = built.get(locale)
  if (cached) return cached
  const intl = languageOf(locale).intl
  const words = withPaths(
    locale === DEFAULT_LOCALE ? en : over<Messages>(en, CATALOGUES[locale]),
    locale,
  )
  const messages = {
    ...words,
    crisis: { ...words.crisis, card: { ...words.crisis.card, intl } },
    vcard: { ...words.vcard, dateLocale: intl },
  }
  built.set(locale, messages)
  return messages
}
