import type { MetadataRoute } from 'next'
import { getPageSlugs } from '@/lib/cms'
import { pathForSlug, siteUrl } from '@domain/site'

/** Rendered per request from the cached page list, so new pages appear without a rebuild. */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const pages = await getPageSlugs()
  const crisis: MetadataRoute.Sitemap = [
    { url: `${base}/crisis`, changeFrequency: 'weekly', priority: 0.9 },
    { url: `${base}/crisis/card`, changeFrequency: 'weekly', priority: 0.5 },
    { url: `${base}/crisis/safety`, changeFrequency: 'yearly', priority: 0.5 },
  ]
  return [
    ...pages.map(({ slug, updatedAt }) => ({
      url: `${base}${pathForSlug(slug)}`,
      lastModified: updatedAt,
      changeFrequency: 'monthly' as const,
      priority: slug === 'home' ? 1 : 0.7,
    })),
    ...crisis,
  ]
}
