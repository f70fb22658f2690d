import { EventCards } from '@/components/events/EventCards'
import { ListingSection } from '@/components/ui/ListingSection'
import { upcomingInOrder } from '@domain/events/list'
import { eventsPath } from '@domain/events/paths'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { getUpcomingEvents } from '@/lib/cms/events'
import type { UpcomingEventsBlock } from '@/payload-types'

/** The next events, soonest first; nothing at all while none is to come. */
export async function UpcomingEventsComponent({
  block,
  locale,
}: {
  block: UpcomingEventsBlock
  locale: Locale
}) {
  const t = messagesFor(locale).events
  const category = typeof block.category === 'object' ? block.category : null
  const events = await getUpcomingEvents(locale, { category: category?.id ?? null })
  const next = upcomingInOrder(events, new Date()).slice(0, block.limit ?? 3)
  if (next.length === 0) return null
  return (
    <ListingSection
      anchorId={block.anchorId}
      fallbackId="upcoming-events"
      heading={block.heading || t.upcoming}
      seeAll={{ href: eventsPath(locale, { category: category?.slug }), label: t.seeAll }}
    >
      <EventCards
        items={next.map(({ event, next: when }) => ({ event, when }))}
        locale={locale}
        headingLevel={3}
      />
    </ListingSection>
  )
}
