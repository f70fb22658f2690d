import type { Metadata } from 'next'
import { type CmsParams, CmsPageView, cmsPageMetadata } from '@/app/(frontend)/[[...slug]]/cms-page'

type Args = { params: CmsParams }

/** Spanish CMS pages (/es, /es/about…): cached and revalidated exactly like the English ones. */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: Args): Promise<Metadata> {
  return cmsPageMetadata(params, 'es')
}

export default function SpanishCmsPage({ params }: Args) {
  return <CmsPageView params={params} locale="es" />
}
