import type { Metadata } from 'next'
import { routeLocale } from '@/lib/i18n/route-locale'
import { type CmsParams, CmsPageView, cmsPageMetadata } from './cms-page'

type Args = { params: CmsParams }

/** Pages render on their first visit and stay cached until an edit revalidates their tag. */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  return cmsPageMetadata(params, await routeLocale())
}

export default async function CmsPage({ params }: Args) {
  return <CmsPageView params={params} locale={await routeLocale()} />
}
