import type { Locale } from '../locales'
import { en, type Messages } from './en'
import { es } from './es'

export type { Messages }
export type CrisisText = Messages['crisis']
export type CrisisCardText = CrisisText['card']
export type MobileMenuText = Messages['mobileMenu']
/** The words of crisis help shown for a search that signals distress (search page, phone menu). */
export type CrisisHelpText = Pick<
  Messages['search'],
  'helpHeading' | 'helpText' | 'helpLines' | 'allLines'
>

const catalogues: Record<Locale, Messages> = { en, es }

/** The interface words of a locale. For server components: pass client leaves the strings. */
export const messagesFor = (locale: Locale): Messages => catalogues[locale]
