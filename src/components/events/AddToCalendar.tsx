import { CalendarPlus, EyeOff } from 'lucide-react'
import { eventIcsPath } from '@domain/events/paths'
import { fill } from '@domain/i18n/fill'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

const LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-5 py-2 font-semibold text-fg no-underline hover:bg-surface-2'

/**
 * "Add to calendar" (the event's .ics) and its discreet entry, with exactly what that entry
 * shows; a sensitive event's entries are always discreet, and it says so.
 */
export function AddToCalendar({
  slug,
  sensitive,
  siteName,
  locale,
}: {
  slug: string
  sensitive: boolean
  siteName: string
  locale: Locale
}) {
  const t = messagesFor(locale).events
  return (
    <section aria-labelledby="event-calendar">
      <h2 id="event-calendar" className="text-2xl font-bold tracking-tight">
        {t.calendarHeading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        <li>
          <a href={eventIcsPath(slug, locale)} className={LINK}>
            <CalendarPlus className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t.addToCalendar}
          </a>
        </li>
        {!sensitive && (
          <li>
            <a href={eventIcsPath(slug, locale, true)} className={LINK}>
              <EyeOff className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {t.discreetEntry}
            </a>
          </li>
        )}
      </ul>
      <p className="mt-3 max-w-2xl text-muted">
        {fill(sensitive ? t.alwaysDiscreet : t.discreetExplained, {
          title: fill(messagesFor(locale).calendar.neutralTitle, { site: siteName }),
        })}
      </p>
    </section>
  )
}
