import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

/** "Esta página aún no está traducida": above a page of another language shown in English. */
export function UntranslatedNotice({ locale }: { locale: Locale }) {
  const text = messagesFor(locale).untranslated
  if (!text) return null
  return (
    <p
      role="note"
      data-untranslated
      className="border-b border-border bg-surface-2 px-4 py-3 text-center font-semibold"
    >
      {text}
    </p>
  )
}
