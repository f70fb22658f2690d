import { pathForSlug } from '@domain/site'
import { storyPath } from '@domain/stories'
import { seedPages } from '../../src/seed/content/pages'
import { seedStories } from '../../src/seed/content/stories'
import { seedEvents } from '../../src/seed/content/events'
import { EVENTS_PATH, eventPath } from '@domain/events/paths'
import { LOCALES, toLocalePath } from '@domain/i18n/locales'

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

/**
 * The events list in every language, its past archive and the demo training's page (registration
 * form, access, place, calendar links: the most parts of any event page).
 */
export const EVENT_ROUTES = [
  ...LOCALES.map((locale) => toLocalePath(EVENTS_PATH, locale)),
  `${EVENTS_PATH}?when=past`,
  eventPath(seedEvents()[0]!.slug),
]

/**
 * The other pages a visitor reaches that are not CMS pages, stories or /crisis itself: the crisis
 * pages' card, safety advice and offline page, the menu as a page (where the phone's menu button
 * leads without JavaScript), and the Spanish pages whose layout differs from
 * their English (the crisis pages, a form page, an untranslated page's notice, a newsletter link's
 * page). Every one answers 200 to a plain GET.
 */
export const OTHER_ROUTES: string[] = [
  '/crisis/card',
  '/crisis/offline',
  '/crisis/safety',
  '/menu',
  '/es',
  '/es/crisis',
  '/es/contact',
  '/es/services',
  '/es/crisis/safety',
  '/es/crisis/offline',
  '/es/menu',
  '/es/newsletter/confirm?token=abc',
]
