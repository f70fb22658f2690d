import { ExternalLink, MapPin, Video } from 'lucide-react'
import { JOIN_LINK_LEAD_MINUTES } from '@domain/events/rules'
import { fill } from '@domain/i18n/fill'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import type { EventDetail } from '@/lib/cms/events'

/** A plain link to a map search of the address: no embed, nothing loaded from another site. */
const mapUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.replace(/\s+/g, ' '))}`

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-5 py-2 font-semibold text-primary-fg no-underline hover:opacity-90'

/**
 * Where: the place's name and address with a map link, or online — the join link only while it
 * may show (`joinUrl`, read near the time only), else how people get it.
 */
export function EventPlace({
  event,
  joinUrl,
  ended,
  locale,
}: {
  event: EventDetail
  joinUrl: string | null
  ended: boolean
  locale: Locale
}) {
  const t = messagesFor(locale).events
  const online = event.attendance === 'online'
  return (
    <section aria-labelledby="event-where">
      <h2 id="event-where" className="text-2xl font-bold tracking-tight">
        {t.whereHeading}
      </h2>
      {online ? (
        <div className="mt-3 flex items-start gap-3">
          <Video className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t.online}</p>
            {joinUrl ? (
              <a href={joinUrl} rel="noopener noreferrer" className={`mt-3 ${BUTTON}`}>
                {t.join}
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            ) : (
              !ended &&
              event.status !== 'cancelled' && (
                <p className="mt-1 text-muted">
                  {event.joinLinkShown === 'nearTime'
                    ? fill(t.onlineNearTime, { minutes: String(JOIN_LINK_LEAD_MINUTES) })
                    : t.onlineRegistered}
                </p>
              )
            )}
          </div>
        </div>
      ) : (
        <div className="mt-3 flex items-start gap-3">
          <MapPin className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-semibold">{event.venueName ?? t.inPerson}</p>
            {event.venueAddress && (
              <>
                <address className="whitespace-pre-line not-italic">{event.venueAddress}</address>
                <a
                  href={mapUrl(event.venueAddress)}
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {t.map}
                  <ExternalLink className="size-4" aria-hidden="true" />
                </a>
              </>
            )}
          </div>
        </div>
      )}
    </section>
  )
}
