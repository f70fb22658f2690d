import type { MetadataRoute } from 'next'
import { getPageSlugs } from '@/lib/cms'
import { getStorySlugs } from '@/lib/cms/stories'
import { getEventSlugs } from '@/lib/cms/events'
import { EVENTS_PATH, eventPath } from '@domain/events/paths'
import { NEWS_PATH, storyPath } from '@domain/stories'
import { pathForSlug, siteUrl } from '@domain/site'
import { LOCALES, toLocalePath } from '@domain/i18n/locales'

/** Rendered per request from the cached page list, so new pages appear without a rebuild. */
export const dynamic = 'force-dynamic'

/**
 * Every page, story and event in every language, each naming the others as its alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [pages, stories, events] = await Promise.all([
    getPageSlugs(),
    getStorySlugs(),
    getEventSlugs(),
  ])
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
    ...entry(NEWS_PATH, { changeFrequency: 'daily', priority: 0.7 }),
    ...stories.flatMap(({ slug, updatedAt }) =>
      entry(storyPath(slug), {
        lastModified: updatedAt,
        changeFrequency: 'monthly',
        priority: 0.6,
      }),
    ),
    ...entry(EVENTS_PATH, { changeFrequency: 'daily', priority: 0.7 }),
    ...events.flatMap(({ slug, updatedAt }) =>
      entry(eventPath(slug), {
        lastModified: updatedAt,
        changeFrequency: 'weekly',
        priority: 0.6,
      }),
    ),
    ...entry('/crisis', { changeFrequency: 'weekly', priority: 0.9 }),
    ...entry('/crisis/card', { changeFrequency: 'weekly', priority: 0.5 }),
    ...entry('/crisis/safety', { changeFrequency: 'yearly', priority: 0.5 }),
  ]
}
