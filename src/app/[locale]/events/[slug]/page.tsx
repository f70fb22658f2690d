import type { Metadata } from 'next'
import { EventView, eventMetadata, type EventParams } from '@/components/events/EventView'
import { routeLocale } from '@/lib/i18n/route-locale'

type Args = { params: EventParams }

/**
 * An event renders on its first visit and stays cached until its tag is revalidated: by an edit,
 * and at each start (30 minutes before, for the join link) and end by the queued job
 * (collections/Events/refresh.ts). `revalidate` also bounds how late "places left" is counted.
 */
export const dynamicParams = true
export const revalidate = 300
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  return eventMetadata(params, await routeLocale())
}

export default async function EventPage({ params }: Args) {
  return <EventView params={params} locale={await routeLocale()} />
}
