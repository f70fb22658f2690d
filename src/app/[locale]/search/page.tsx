import type { Metadata } from 'next'
import { SearchView, searchMetadata, type SearchParams } from '@/components/search/SearchView'
import { routeLocale } from '@/lib/i18n/route-locale'

/** Site search. Renders per request; see SearchView. */
export async function generateMetadata(): Promise<Metadata> {
  return searchMetadata(await routeLocale())
}

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <SearchView searchParams={searchParams} locale={await routeLocale()} />
}
