import { pathForSlug } from '@domain/site'
import { storyPath } from '@domain/stories'
import { seedPages } from '../../src/seed/content/pages'
import { seedStories } from '../../src/seed/content/stories'

/** Every public CMS route with its seeded page title. */
export const PUBLIC_ROUTES: { path: string; title: string }[] = seedPages.map((p) => ({
  path: pathForSlug(p.slug),
  title: p.title,
}))

/**
 * The stories list, one seeded story and a search (with crisis help first): pages of their own
 * routes, checked as the CMS pages.
 */
export const STORY_ROUTES = ['/news', storyPath(seedStories[1]!.slug), '/search?q=suicide']
