import { Accessibility, Check } from 'lucide-react'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import type { EventDetail } from '@/lib/cms/events'

/** What the event offers for access, first after its time: the features ticked and the notes. */
export function EventAccess({ event, locale }: { event: EventDetail; locale: Locale }) {
  if (event.accessibility.length === 0 && !event.accessibilityNotes) return null
  const t = messagesFor(locale).events
  return (
    <section
      aria-labelledby="event-access"
      className="rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="event-access" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Accessibility className="size-6 shrink-0 text-primary" aria-hidden="true" />
        {t.accessHeading}
      </h2>
      {event.accessibility.length > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {event.accessibility.map((feature) => (
            <li key={feature} className="flex items-center gap-2 font-semibold">
              <Check className="size-5 shrink-0 text-success" aria-hidden="true" />
              {t.access[feature]}
            </li>
          ))}
        </ul>
      )}
      {event.accessibilityNotes && (
        <p className="mt-3 whitespace-pre-line">{event.accessibilityNotes}</p>
      )}
    </section>
  )
}
