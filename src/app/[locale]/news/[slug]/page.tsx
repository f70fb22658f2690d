import type { Metadata } from 'next'
import { StoryView, storyMetadata, type StoryParams } from '@/components/stories/StoryView'
import { routeLocale } from '@/lib/i18n/route-locale'

type Args = { params: StoryParams }

/** A story renders on its first visit and stays cached until an edit revalidates its tag, as pages do. */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  return storyMetadata(params, await routeLocale())
}

export default async function StoryPage({ params }: Args) {
  return <StoryView params={params} locale={await routeLocale()} />
}
