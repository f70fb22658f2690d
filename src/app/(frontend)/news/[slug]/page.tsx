import type { Metadata } from 'next'
import { StoryView, storyMetadata, type StoryParams } from '@/components/stories/StoryView'

type Args = { params: StoryParams }

/**
 * A story renders on its first visit and stays cached until an edit revalidates its tag, as
 * pages do. Spanish: app/(es)/es/news/[slug].
 */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: Args): Promise<Metadata> {
  return storyMetadata(params, 'en')
}

export default function StoryPage({ params }: Args) {
  return <StoryView params={params} locale="en" />
}
