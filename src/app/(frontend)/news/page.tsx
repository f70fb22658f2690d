import type { Metadata } from 'next'
import { NewsView, newsMetadata, type NewsSearchParams } from '@/components/stories/NewsView'

type Args = { searchParams: NewsSearchParams }

/** Stories, newest first (Spanish: app/(es)/es/news). Reads are cached under `stories`. */
export function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  return newsMetadata(searchParams, 'en')
}

export default function NewsPage({ searchParams }: Args) {
  return <NewsView searchParams={searchParams} locale="en" />
}
