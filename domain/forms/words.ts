import type { Locale } from '../i18n/locales'
import { messagesFor } from '../i18n/messages'
import type { FormWords } from './definitions'
import { SPANISH_FORM_WORDS } from './spanish'

/**
 * The built-in words of the forms in `locale`, for the server (the form's browser code gets only
 * the resolved words of its page, never the other language's).
 */
export const formWordsFor = (locale: Locale): FormWords =>
  locale === 'es'
    ? { ...SPANISH_FORM_WORDS, text: messagesFor('es').forms }
    : { locale, text: messagesFor(locale).forms }
