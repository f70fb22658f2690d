import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Link } from '@/components/ui/IntentLink'
import { PageHeading } from '@/components/ui/PageHeading'
import { Paging } from '@/components/ui/ListLinks'
import { upcomingInOrder, pageOf } from '@domain/events/list'
import {
  EVENTS_PATH,
  EVENTS_PER_PAGE,
  eventsFeedPath,
  eventsPath,
  eventsQuery,
} from '@domain/events/paths'
import { pageCount } from '@domain/list-pages.mjs'
import { localeAlternates, type Locale, toLocalePath } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { getSiteSettings } from '@/lib/cms'
import {
  type EventCard,
  getEventCategories,
  getPastEventCount,
  getPastEvents,
  getUpcomingEvents,
} from '@/lib/cms/events'
import { CalendarFeeds } from './CalendarFeeds'
import { EventCards, type EventCardItem } from './EventCards'
import { EventFilters } from './EventFilters'

export type EventsSearchParams = Promise<Record<string, string | string[] | undefined>>

/** A past event's card shows its one time; a series shows how it repeated. */
const pastWhen = (event: EventCard): EventCardItem['when'] =>
  event.timing && event.timing.repeat.frequency === 'none'
    ? { start: new Date(event.timing.startsAt), end: new Date(event.timing.endsAt) }
    : null

/**
 * What /events was asked for, or the not-found page: no such page number, category or mode, or
 * a page past the last. Upcoming: the events not ended now, by their next time (the cached read
 * judged again by the clock); past: the latest ended first.
 */
async function resolveEvents(searchParams: EventsSearchParams, locale: Locale) {
  const query = eventsQuery(await searchParams)
  if (!query) notFound()
  const categories = await getEventCategories(locale)
  const category = query.category ? categories.find((c) => c.slug === query.category) : null
  if (query.category && !category) notFound()
  const filter = { category: category?.id ?? null, mode: query.mode }
  if (query.past) {
    const pages = pageCount(await getPastEventCount(filter), EVENTS_PER_PAGE)
    if (query.page > pages) notFound()
    const list = await getPastEvents(locale, { ...filter, page: query.page })
    const items = list.events.map((event) => ({ event, when: pastWhen(event) }))
    return { query, categories, category: category ?? null, items, pages }
  }
  const upcoming = upcomingInOrder(await getUpcomingEvents(locale, filter), new Date())
  const { items, pages } = pageOf(upcoming, query.page, EVENTS_PER_PAGE)
  if (query.page > pages) notFound()
  return {
    query,
    categories,
    category: category ?? null,
    items: items.map(({ event, next }) => ({ event, when: next })),
    pages,
  }
}

export async function eventsMetadata(
  searchParams: EventsSearchParams,
  locale: Locale,
): Promise<Metadata> {
  const t = messagesFor(locale).events
  const query = eventsQuery(await searchParams)
  const filtered = query && (query.category || query.mode || query.past || query.page > 1)
  return {
    title: query?.past ? t.past : t.title,
    description: t.intro,
    alternates: {
      ...localeAlternates(EVENTS_PATH, locale),
      // Filtered, past and later pages are parts of the same list: search engines index the first.
      ...(filtered ? { canonical: toLocalePath(EVENTS_PATH, locale) } : {}),
      types: { 'text/calendar': eventsFeedPath(locale) },
    },
  }
}

/** /events and its languages: upcoming events first (or the past ones), filtered, paged. */
export async function EventsView({
  searchParams,
  locale,
}: {
  searchParams: EventsSearchParams
  locale: Locale
}) {
  const t = messagesFor(locale).events
  const [{ query, categories, category, items, pages }, settings] = await Promise.all([
    resolveEvents(searchParams, locale),
    getSiteSettings(locale),
  ])
  const filtered = Boolean(category || query.mode)
  const empty = query.past ? t.emptyPast : filtered ? t.emptyFiltered : t.empty
  const heading = query.past ? t.past : t.title
  return (
    <>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <PageHeading className="text-4xl font-extrabold tracking-tight text-balance outline-none sm:text-5xl">
            {category ? `${heading}: ${category.name}` : heading}
          </PageHeading>
          <p className="mt-4 max-w-2xl text-lg text-muted">{query.past ? t.pastIntro : t.intro}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <EventFilters query={query} categories={categories} locale={locale} />
        {items.length === 0 ? (
          <div className="rounded-2xl border border-border bg-surface p-6">
            <p className="text-muted">{empty}</p>
            {filtered && (
              <Link
                href={eventsPath(locale, { past: query.past })}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary"
              >
                {t.seeAll}
              </Link>
            )}
          </div>
        ) : (
          <EventCards items={items} locale={locale} />
        )}
        <Paging
          page={query.page}
          pages={pages}
          href={(page) => eventsPath(locale, { ...query, page })}
          text={t}
        />
        <CalendarFeeds category={category} siteName={settings.siteName} locale={locale} />
      </div>
    </>
  )
}
