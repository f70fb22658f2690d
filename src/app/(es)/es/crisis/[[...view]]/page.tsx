import type { Metadata } from 'next'
import {
  type CrisisParams,
  CrisisRouteView,
  crisisRouteMetadata,
} from '@/app/(frontend)/crisis/[[...view]]/crisis-route'

/** /es/crisis and its subpages: cached and revalidated exactly like /crisis, no JavaScript needed. */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

type Args = { params: CrisisParams }

export function generateMetadata({ params }: Args): Promise<Metadata> {
  return crisisRouteMetadata(params, 'es')
}

export default function SpanishCrisisRoute({ params }: Args) {
  return <CrisisRouteView params={params} locale="es" />
}
