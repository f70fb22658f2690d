/**
 * Stories (news, press releases, event recaps, stories from the community): their addresses and
 * the list's paging, shared by the collection, the routes, the feed and tests.
 */
import { DEFAULT_LOCALE, type Locale, toLocalePath } from './i18n/locales'
import { PAGE_NUMBER, pageCount } from './list-pages.mjs'
import { SLUG_PATTERN } from './site'

/** Stories per page of /news, newest first. */
export const STORIES_PER_PAGE = 10
/** Stories in the feed, newest first. */
export const FEED_SIZE = 20

export const NEWS_PATH = '/news'
export const FEED_PATH = '/news/feed.xml'

/** A story's address in `locale`: /news/<slug>, /es/news/<slug>. */
export const storyPath = (slug: string, locale: Locale = DEFAULT_LOCALE): string =>
  toLocalePath(`${NEWS_PATH}/${slug}`, locale)

/** The list's address in `locale`, for a category and a page (1 is left out). */
export function newsPath(
  locale: Locale,
  { category, page }: { category?: string | null; page?: number } = {},
): string {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (page && page > 1) query.set('page', String(page))
  const search = query.toString()
  return `${toLocalePath(NEWS_PATH, locale)}${search ? `?${search}` : ''}`
}

/** The pages of /news listing `stories` stories (an empty list has its first page). */
export const newsPageCount = (stories: number): number => pageCount(stories, STORIES_PER_PAGE)

type SearchValue = string | string[] | undefined

/** The first value of a search parameter as Next gives it (`?page=2&page=3` → "2"). */
const first = (value: SearchValue): string | undefined => (Array.isArray(value) ? value[0] : value)

/**
 * What /news was asked for: the page number and the category slug, or null when the address
 * names neither a page number (1, 2, … without signs, zeros in front or other characters) nor a
 * slug; a repeated parameter counts once, by its first value.
 */
export function newsQuery(params: {
  page?: SearchValue
  category?: SearchValue
}): { page: number; category: string | null } | null {
  const pageText = first(params.page)
  const category = first(params.category) ?? null
  if (pageText !== undefined && !PAGE_NUMBER.test(pageText)) return null
  if (category !== null && (category.length > 100 || !SLUG_PATTERN.test(category))) return null
  return { page: pageText ? Number(pageText) : 1, category }
}
