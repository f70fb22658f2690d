import type { Metadata } from 'next'
import { NewsView, newsMetadata, type NewsSearchParams } from '@/components/stories/NewsView'
import { routeLocale } from '@/lib/i18n/route-locale'

type Args = { searchParams: NewsSearchParams }

/** Stories, newest first. Reads are cached under `stories`. */
export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  return newsMetadata(searchParams, await routeLocale())
}

export default async function NewsPage({ searchParams }: Args) {
  return <NewsView searchParams={searchParams} locale={await routeLocale()} />
}
