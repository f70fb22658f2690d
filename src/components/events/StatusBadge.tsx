import type { EventStatus } from '@domain/events/rules'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

/** "Cancelled" or "Moved" beside an event, in words (never colour alone). */
export function StatusBadge({ status, locale }: { status: EventStatus; locale: Locale }) {
  if (status === 'scheduled') return null
  const t = messagesFor(locale).events
  return (
    <p
      className={`mt-2 w-fit rounded-full border px-3 py-0.5 text-sm font-bold ${
        status === 'cancelled'
          ? 'border-danger-text bg-surface text-danger-text'
          : 'border-border bg-surface-2 text-fg'
      }`}
    >
      {status === 'cancelled' ? t.cancelled : t.moved}
    </p>
  )
}
