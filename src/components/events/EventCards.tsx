import { MapPin, Video } from 'lucide-react'
import { Link } from '@/components/ui/IntentLink'
import { eventPath } from '@domain/events/paths'
import type { Occurrence } from '@domain/events/timing'
import { DEFAULT_LOCALE, languageOf, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import type { EventCard } from '@/lib/cms/events'
import { formatOccurrence, timeAttributes } from '@domain/events/format'
import { repeatWords } from './format'
import { StatusBadge } from './StatusBadge'

export type EventCardItem = { event: EventCard; when: Occurrence | null }

/**
 * Events as cards: categories, title (the link), when (its next time, with the zone named, and
 * how it repeats), status, where and summary. `headingLevel` follows the page's outline.
 */
export function EventCards({
  items,
  locale,
  headingLevel = 2,
}: {
  items: EventCardItem[]
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const t = messagesFor(locale).events
  const intl = languageOf(locale).intl
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ event, when }) => {
        const repeats = event.timing ? repeatWords(event.timing, t, intl) : null
        const zone = event.timing
          ? { timeZone: event.timing.timeZone, allDay: event.timing.allDay }
          : null
        return (
          <li key={event.id} className="flex">
            <article
              lang={event.translated || locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}
              className="relative flex w-full flex-col rounded-2xl border border-border bg-surface p-6 focus-within:ring-2 focus-within:ring-focus"
            >
              {event.categories.length > 0 && (
                <p className="text-sm font-semibold text-primary">
                  {event.categories.map((c) => c.name).join(' · ')}
                </p>
              )}
              <Heading className="mt-1 text-xl font-bold text-balance">
                <Link
                  href={eventPath(event.slug, locale)}
                  className="text-fg no-underline outline-none after:absolute after:inset-0 hover:underline"
                >
                  {event.title}
                </Link>
              </Heading>
              <StatusBadge status={event.status} locale={locale} />
              {when && zone && (
                <p className="mt-2 font-semibold">
                  <time dateTime={timeAttributes(when, zone).start}>
                    {formatOccurrence(when, zone, intl)}
                  </time>
                </p>
              )}
              {repeats && <p className="text-sm text-muted">{repeats}</p>}
              <p className="mt-2 inline-flex items-center gap-2 text-sm text-muted">
                {event.attendance === 'online' ? (
                  <>
                    <Video className="size-4 shrink-0" aria-hidden="true" />
                    {t.online}
                  </>
                ) : (
                  <>
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    {event.venueName ?? t.inPerson}
                  </>
                )}
              </p>
              <p className="mt-3 flex-1 text-muted">{event.summary}</p>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
