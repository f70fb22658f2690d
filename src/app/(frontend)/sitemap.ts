import type { MetadataRoute } from 'next'
import { getPageSlugs } from '@/lib/cms'
import { pathForSlug, siteUrl } from '@domain/site'
import { LOCALES, toLocalePath } from '@domain/i18n/locales'

/** Rendered per request from the cached page list, so new pages appear without a rebuild. */
export const dynamic = 'force-dynamic'

/** Every page in English and in Spanish, each naming the other as its alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const pages = await getPageSlugs()
  const entry = (
    path: string,
    extra: Omit<MetadataRoute.Sitemap[number], 'url' | 'alternates'>,
  ): MetadataRoute.Sitemap =>
    LOCALES.map((locale) => ({
      url: `${base}${toLocalePath(path, locale)}`,
      ...extra,
      alternates: {
        languages: Object.fromEntries(LOCALES.map((l) => [l, `${base}${toLocalePath(path, l)}`])),
      },
    }))
  return [
    ...pages.flatMap(({ slug, updatedAt }) =>
      entry(pathForSlug(slug), {
        lastModified: updatedAt,
        changeFrequency: 'monthly',
        priority: slug === 'home' ? 1 : 0.7,
      }),
    ),
    ...entry('/crisis', { changeFrequency: 'weekly', priority: 0.9 }),
    ...entry('/crisis/card', { changeFrequency: 'weekly', priority: 0.5 }),
    ...entry('/crisis/safety', { changeFrequency: 'yearly', priority: 0.5 }),
  ]
}
