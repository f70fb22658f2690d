import type { Metadata } from 'next'
import { EventsView, eventsMetadata, type EventsSearchParams } from '@/components/events/EventsView'
import { routeLocale } from '@/lib/i18n/route-locale'

type Args = { searchParams: EventsSearchParams }

/** Events: upcoming first, or the past ones. Reads are cached under `events`. */
export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  return eventsMetadata(searchParams, await routeLocale())
}

export default async function EventsPage({ searchParams }: Args) {
  return <EventsView searchParams={searchParams} locale={await routeLocale()} />
}
