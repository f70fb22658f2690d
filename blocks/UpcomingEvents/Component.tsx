import { ArrowRight } from 'lucide-react'
import { EventCards } from '@/components/events/EventCards'
import { Link } from '@/components/ui/IntentLink'
import { upcomingInOrder } from '@domain/events/list'
import { eventsPath } from '@domain/events/paths'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { getUpcomingEvents } from '@/lib/cms/events'
import type { EventCategory, UpcomingEventsBlock } from '@/payload-types'

const categoryOf = (category: UpcomingEventsBlock['category']) =>
  category && typeof category === 'object' ? (category as EventCategory) : null

/** The next events, soonest first; nothing at all while none is to come. */
export async function UpcomingEventsComponent({
  block,
  locale,
}: {
  block: UpcomingEventsBlock
  locale: Locale
}) {
  const t = messagesFor(locale).events
  const category = categoryOf(block.category)
  const events = await getUpcomingEvents(locale, { category: category?.id ?? null })
  const next = upcomingInOrder(events, new Date()).slice(0, block.limit ?? 3)
  if (next.length === 0) return null
  const headingId = `${block.anchorId || 'upcoming-events'}-heading`
  return (
    <section
      id={block.anchorId ?? undefined}
      aria-labelledby={headingId}
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {block.heading || t.upcoming}
        </h2>
        <Link
          href={eventsPath(locale, { category: category?.slug })}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t.seeAll}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <EventCards
        items={next.map(({ event, next: when }) => ({ event, when }))}
        locale={locale}
        headingLevel={3}
      />
    </section>
  )
}
