import type { Payload } from 'payload'
import type { Media, Story } from '../../payload-types'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
import { storyWords, translationState } from '@domain/i18n/translation-state'
import { STORIES_PER_PAGE } from '@domain/stories'

/**
 * The Local API reads of stories and their categories, as a visitor sees them (published only:
 * `overrideAccess: false` without a user), or as the team's preview does (`draft`). Cached
 * wrappers for server components: ./stories.ts.
 */

/** What a card of a story shows, in the visitor's language. */
export type StoryCard = {
  id: number
  slug: string
  title: string
  summary: string
  publishedAt: string | null
  authorName: string | null
  image: Pick<Media, 'url' | 'alt' | 'altLanguage' | 'width' | 'height' | 'sizes'> | null
  categories: { name: string; slug: string }[]
  /** Whether it has its own words in the visitor's language, rather than the English ones. */
  translated: boolean
}

export type StoryList = {
  stories: StoryCard[]
  page: number
  totalPages: number
  totalDocs: number
}

const cardFields = {
  title: true,
  slug: true,
  summary: true,
  publishedAt: true,
  authorName: true,
  image: true,
  categories: true,
} as const

/** A card's picture (stories', events'): its address, description and sizes, or null. */
export const imageOf = (image: Story['image']): StoryCard['image'] =>
  image && typeof image === 'object' && image.url
    ? {
        url: image.url,
        alt: image.alt,
        altLanguage: image.altLanguage ?? null,
        width: image.width,
        height: image.height,
        sizes: image.sizes,
      }
    : null

/** The populated categories (of a story or an event), by name and address. */
export const categoriesOf = (
  categories: (number | { name: string; slug: string })[] | null | undefined,
): StoryCard['categories'] =>
  (categories ?? [])
    .filter((c): c is { name: string; slug: string } => typeof c === 'object' && c !== null)
    .map((c) => ({ name: c.name, slug: c.slug }))

/**
 * The stories among `ids` a visitor of `locale` reads in that language: by the rule pages follow
 * (domain/i18n/translation-state.ts), a headline and a body of their own, none of it still the
 * English text. The others show the English under the "not yet translated" note.
 */
export async function ownWords(
  payload: Payload,
  ids: number[],
  locale: Locale,
  draft = false,
  collection: 'stories' | 'events' = 'stories',
) {
  if (locale === DEFAULT_LOCALE || ids.length === 0) return new Set(ids)
  const query = {
    collection,
    where: { id: { in: ids } },
    depth: 0,
    draft,
    overrideAccess: draft,
    pagination: false,
    select: { title: true, summary: true, body: true },
  } as const
  const [english, own] = await Promise.all([
    payload.find({ ...query, locale: DEFAULT_LOCALE }),
    payload.find({ ...query, locale, fallbackLocale: false }),
  ])
  const ownById = new Map(own.docs.map((d) => [d.id, d]))
  return new Set(
    english.docs
      .filter(
        (d) => translationState(storyWords(d), storyWords(ownById.get(d.id) ?? {})).translated,
      )
      .map((d) => d.id),
  )
}

const toCard = (story: Story, translated: Set<number>): StoryCard => ({
  id: story.id,
  slug: story.slug,
  title: story.title,
  summary: story.summary,
  publishedAt: story.publishedAt ?? null,
  authorName: story.authorName ?? null,
  image: imageOf(story.image),
  categories: categoriesOf(story.categories),
  translated: translated.has(story.id),
})

export type CategoryItem = { id: number; name: string; slug: string }

/** Every category of stories (or of events), by name, in `locale`. */
export async function readCategories(
  payload: Payload,
  locale: Locale = DEFAULT_LOCALE,
  collection: 'categories' | 'event-categories' = 'categories',
): Promise<CategoryItem[]> {
  const { docs } = await payload.find({
    collection,
    locale,
    sort: 'name',
    limit: 100,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { name: true, slug: true },
  })
  return docs.map((c) => ({ id: c.id, name: c.name, slug: c.slug }))
}

/** A page of published stories, newest first, of one category (its id) or all. */
export async function readStories(
  payload: Payload,
  {
    locale = DEFAULT_LOCALE,
    page = 1,
    category = null,
    limit = STORIES_PER_PAGE,
  }: { locale?: Locale; page?: number; category?: number | null; limit?: number } = {},
): Promise<StoryList> {
  const result = await payload.find({
    collection: 'stories',
    where: category === null ? {} : { categories: { in: [category] } },
    sort: ['-publishedAt', '-id'],
    page,
    limit,
    locale,
    depth: 1,
    overrideAccess: false,
    select: cardFields,
  })
  const ids = result.docs.map((d) => d.id)
  const translated = await ownWords(payload, ids, locale)
  return {
    stories: result.docs.map((d) => toCard(d as Story, translated)),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

/** How many stories a list of /news holds: all, and per category (id, count; JSON for the cache). */
export type StoryCounts = { all: number; byCategory: [number, number][] }

/**
 * The published stories counted, in one read of their categories only: /news knows its last page
 * from this before it reads a page, so a page past the last costs no query of its own.
 */
export async function readStoryCounts(payload: Payload): Promise<StoryCounts> {
  const { docs } = await payload.find({
    collection: 'stories',
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { categories: true },
  })
  const byCategory = new Map<number, number>()
  for (const story of docs)
    for (const category of new Set(story.categories ?? [])) {
      const id = typeof category === 'object' ? category.id : category
      byCategory.set(id, (byCategory.get(id) ?? 0) + 1)
    }
  return { all: docs.length, byCategory: [...byCategory] }
}

/** One story by its address: the published one, or the latest draft with `draft`. */
export async function readStoryBySlug(
  payload: Payload,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
  draft = false,
): Promise<(Story & { translated: boolean }) | null> {
  const { docs } = await payload.find({
    collection: 'stories',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    locale,
    draft,
    overrideAccess: draft,
    pagination: false,
  })
  const story = docs[0]
  if (!story) return null
  const translated = await ownWords(payload, [story.id], locale, draft)
  return { ...story, translated: translated.has(story.id) }
}

/** Every published story's or event's address and last change, for the sitemap. */
export async function readSlugs(
  payload: Payload,
  collection: 'stories' | 'events',
): Promise<{ slug: string; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
}
