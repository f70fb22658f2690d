import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@domain/cache-tags'
import { DEFAULT_LOCALE, type Locale, toLocalePath } from '@domain/i18n/locales'
import { pageListGeneration, publishListPages } from '@domain/process-bridge.mjs'
import { NEWS_PATH, newsPageCount } from '@domain/stories'
import { getPayloadClient, isBuildPhase, withFallback } from './index'
import {
  readCategories,
  readStories,
  readStoryBySlug,
  readStoryCounts,
  readSlugs,
  type StoryList,
} from './story-queries'

export type { StoryCard, StoryList } from './story-queries'

/**
 * Stories for server components, each read cached under the `stories` tag (and a story's own),
 * which the Stories and Story categories hooks revalidate. During `next build` (no database)
 * the lists are empty and a story is not found; those routes render on request.
 */
const cachedCategories = unstable_cache(
  async (locale: Locale) => readCategories(await getPayloadClient(), locale),
  ['story-categories'],
  { tags: [CACHE_TAGS.stories] },
)
export const getCategories = (locale: Locale = DEFAULT_LOCALE) =>
  isBuildPhase() ? Promise.resolve([]) : cachedCategories(locale)

const cachedStories = unstable_cache(
  async (locale: Locale, page: number, category: number | null, limit?: number) =>
    readStories(await getPayloadClient(), { locale, page, category, limit }),
  ['stories'],
  { tags: [CACHE_TAGS.stories] },
)

/** A page of /news: published stories, newest first, of one category (its id) or all. */
export const getStories = (
  locale: Locale,
  {
    page = 1,
    category = null,
    limit,
  }: { page?: number; category?: number | null; limit?: number } = {},
): Promise<StoryList> =>
  isBuildPhase()
    ? Promise.resolve({ stories: [], page: 1, totalPages: 0, totalDocs: 0 })
    : cachedStories(locale, page, category, limit)

const cachedStoryCounts = unstable_cache(
  async () => readStoryCounts(await getPayloadClient()),
  ['story-counts'],
  { tags: [CACHE_TAGS.stories] },
)

/** A category of /news and the pages it lists (`slug` null: every story). */
export type NewsPaging = {
  categories: { id: number; name: string; slug: string }[]
  /** Pages per category slug, and `null` for the whole list. */
  pages: Map<string | null, number>
}

/**
 * The categories of /news in `locale` and how many pages each lists, from cached reads only: a
 * page number past the last is known before any story is read. The counts are also told to
 * server.mjs (domain/process-bridge.mjs), which then answers a page past the last, or of no
 * category, with its cached not-found page without asking for a render (src/server/
 * known-pages.mjs); the count of content changes is taken before the read, as for the pages.
 */
export const getNewsPaging = cache(async (locale: Locale): Promise<NewsPaging> => {
  if (isBuildPhase()) return { categories: [], pages: new Map([[null, 1]]) }
  const generation = pageListGeneration()
  const [categories, counts] = await Promise.all([getCategories(locale), cachedStoryCounts()])
  const byCategory = new Map(counts.byCategory)
  const pages = new Map<string | null, number>([
    [null, newsPageCount(counts.all)],
    ...categories.map((c) => [c.slug, newsPageCount(byCategory.get(c.id) ?? 0)] as const),
  ])
  publishListPages(toLocalePath(NEWS_PATH, locale), [...pages], generation)
  return { categories, pages }
})

const cachedStory = (slug: string, locale: Locale) =>
  unstable_cache(
    async () => readStoryBySlug(await getPayloadClient(), slug, locale),
    ['story', slug, locale],
    { tags: [CACHE_TAGS.stories, CACHE_TAGS.story(slug)] },
  )

/** A published story by its address, or null. */
export const getStory = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  isBuildPhase() ? Promise.resolve(null) : cachedStory(slug, locale)()

/** A story's latest draft, for the team's preview; never cached. */
export const getDraftStory = async (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  readStoryBySlug(await getPayloadClient(), slug, locale, true)

const cachedStorySlugs = unstable_cache(
  async () => readSlugs(await getPayloadClient(), 'stories'),
  ['story-slugs'],
  { tags: [CACHE_TAGS.stories] },
)
/** Every published story's address, for the sitemap; none when the database cannot be read. */
export const getStorySlugs = () => withFallback(cachedStorySlugs, [], 'the story list')
