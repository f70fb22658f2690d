import { Link } from '@/components/ui/IntentLink'
import { eventsPath } from '@domain/events/paths'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import type { EventDetail } from '@/lib/cms/events'

/** Who it is for, who organises it and its categories (each a link to its list). */
export function EventFacts({ event, locale }: { event: EventDetail; locale: Locale }) {
  const t = messagesFor(locale).events
  if (!event.audience && !event.organiser && event.categories.length === 0) return null
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {event.audience && (
        <div>
          <dt className="text-sm font-semibold text-muted">{t.audience}</dt>
          <dd className="mt-1">{event.audience}</dd>
        </div>
      )}
      {event.organiser && (
        <div>
          <dt className="text-sm font-semibold text-muted">{t.organiser}</dt>
          <dd className="mt-1">{event.organiser}</dd>
        </div>
      )}
      {event.categories.length > 0 && (
        <div>
          <dt className="text-sm font-semibold text-muted">{t.categories}</dt>
          <dd className="mt-1 flex flex-wrap gap-x-3">
            {event.categories.map((c) => (
              <Link
                key={c.slug}
                href={eventsPath(locale, { category: c.slug })}
                className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
              >
                {c.name}
              </Link>
            ))}
          </dd>
        </div>
      )}
    </dl>
  )
}
