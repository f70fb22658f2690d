import type { Metadata } from 'next'
import { routeLocale } from '@/lib/i18n/route-locale'
import { type CrisisParams, CrisisRouteView, crisisRouteMetadata } from './crisis-route'

/**
 * /crisis (the lines), /crisis/safety, /crisis/card (the printable wallet card) and
 * /crisis/offline (what the crisis service worker shows offline for a page it has not saved), in
 * every language. Like the CMS pages they render on their first visit and stay in the page cache
 * until an editor's save revalidates the crisis data's tag, so a burst of visitors costs no
 * database or render work. Nothing on them depends on the time of the request: the hours are
 * shown in words, and the live "Open now" line is worked out in the browser.
 */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

type Args = { params: CrisisParams }

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  return crisisRouteMetadata(params, await routeLocale())
}

export default async function CrisisRoute({ params }: Args) {
  return <CrisisRouteView params={params} locale={await routeLocale()} />
}
