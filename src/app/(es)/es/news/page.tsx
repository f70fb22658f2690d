import type { Metadata } from 'next'
import { NewsView, newsMetadata, type NewsSearchParams } from '@/components/stories/NewsView'

type Args = { searchParams: NewsSearchParams }

export function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  return newsMetadata(searchParams, 'es')
}

export default function SpanishNewsPage({ searchParams }: Args) {
  return <NewsView searchParams={searchParams} locale="es" />
}
