import type { MetadataRoute } from 'next'
import { getPageSlugs } from '@/lib/cms'

/** Rendered per request from the cached page list, so new pages appear without a rebuild. */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = (process.env.SERVER_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
  const pages = await getPageSlugs()
  return pages.map(({ slug, updatedAt }) => ({
    url: slug === 'home' ? `${base}/` : `${base}/${slug}`,
    lastModified: updatedAt,
    changeFrequency: 'monthly',
    priority: slug === 'home' ? 1 : 0.7,
  }))
}
