import type { Locale } from '../i18n/locales'
import { messagesFor } from '../i18n/messages'
import type { FormWords } from './definitions'

/**
 * The built-in words of the forms in `locale`, from its catalogue, for the server (the form's
 * browser code gets only the resolved words of its page, never another language's).
 */
export const formWordsFor = (locale: Locale): FormWords => {
  const messages = messagesFor(locale)
  return { locale, text: messages.forms, ...messages.formWords }
}
