import type { Metadata } from 'next'
import { type CmsParams, CmsPageView, cmsPageMetadata } from './cms-page'

type Args = { params: CmsParams }

/**
 * Pages render on their first visit and stay cached until an edit revalidates their tag.
 * Spanish: app/(es)/es/[[...slug]].
 */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: Args): Promise<Metadata> {
  return cmsPageMetadata(params, 'en')
}

export default function CmsPage({ params }: Args) {
  return <CmsPageView params={params} locale="en" />
}
