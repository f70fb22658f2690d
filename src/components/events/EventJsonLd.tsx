import { eventJsonLd, jsonLdScript } from '@domain/events/json-ld'
import type { Occurrence } from '@domain/events/timing'
import { siteUrl } from '@domain/site'
import type { EventDetail } from '@/lib/cms/events'
import { mediaUrl } from '@/lib/media'

/** schema.org/Event of the time the page shows, for search engines (domain/events/json-ld.ts). */
export function EventJsonLd({
  event,
  when,
  url,
  siteName,
}: {
  event: EventDetail
  when: Occurrence
  url: string
  siteName: string
}) {
  if (!event.timing) return null
  const data = eventJsonLd({
    name: event.title,
    description: event.summary,
    url,
    image: mediaUrl(event.image, { size: 'card' }),
    start: when.start,
    end: when.end,
    allDay: event.timing.allDay,
    timeZone: event.timing.timeZone,
    status: event.status,
    previousStart: event.previousStartsAt ? new Date(event.previousStartsAt) : null,
    attendance: event.attendance,
    venue: { name: event.venueName, address: event.venueAddress },
    organiser: event.organiser,
    site: { name: siteName, url: siteUrl() },
  })
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  )
}
