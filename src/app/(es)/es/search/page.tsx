import { SearchView, searchMetadata, type SearchParams } from '@/components/search/SearchView'

export const metadata = searchMetadata('es')

export default function SpanishSearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <SearchView searchParams={searchParams} locale="es" />
}
