import { SearchView, searchMetadata, type SearchParams } from '@/components/search/SearchView'

/** Site search (Spanish: app/(es)/es/search). Renders per request; see SearchView. */
export const metadata = searchMetadata('en')

export default function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <SearchView searchParams={searchParams} locale="en" />
}
