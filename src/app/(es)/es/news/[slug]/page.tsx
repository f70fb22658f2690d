import type { Metadata } from 'next'
import { StoryView, storyMetadata, type StoryParams } from '@/components/stories/StoryView'

type Args = { params: StoryParams }

export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: Args): Promise<Metadata> {
  return storyMetadata(params, 'es')
}

export default function SpanishStoryPage({ params }: Args) {
  return <StoryView params={params} locale="es" />
}
