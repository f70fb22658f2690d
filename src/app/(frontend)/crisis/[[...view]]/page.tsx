import type { Metadata } from 'next'
import { type CrisisParams, CrisisRouteView, crisisRouteMetadata } from './crisis-route'

/**
 * /crisis (the lines), /crisis/safety, /crisis/card (the printable wallet card) and
 * /crisis/offline (what the crisis service worker shows offline for a page it has not saved). Like the
 * CMS pages they render on their first visit and stay in the page cache until an editor's save
 * revalidates the crisis data's tag, so a burst of visitors costs no database or render work.
 * Nothing on them depends on the time of the request: the hours are shown in words, and the
 * live "Open now" line is worked out in the browser. Spanish: app/(es)/es/crisis.
 */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

type Args = { params: CrisisParams }

export function generateMetadata({ params }: Args): Promise<Metadata> {
  return crisisRouteMetadata(params, 'en')
}

export default function CrisisRoute({ params }: Args) {
  return <CrisisRouteView params={params} locale="en" />
}
