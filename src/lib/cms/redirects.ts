import 'server-only'
import { type Locale, stripLocale } from '@domain/i18n/locales'
import { findRedirect } from '@domain/redirects'
import { NEWS_PATH } from '@domain/stories'
import { getPublishedPageSlugs, getRedirects, isBuildPhase } from './index'
import { getStorySlugs } from './stories'
import { getEventSlugs } from './events'
import { EVENTS_PATH } from '@domain/events/paths'

/**
 * Where `path` (an address of no page or story, in `locale`) leads, or null. Targets that are
 * live pages or stories end a chain; the lists are those the routes read anyway.
 */
export async function redirectFor(path: string, locale: Locale): Promise<string | null> {
  if (isBuildPhase()) return null
  try {
    const [rows, pages, stories, events] = await Promise.all([
      getRedirects(),
      getPublishedPageSlugs(),
      getStorySlugs(),
      getEventSlugs(),
    ])
    const storySlugs = new Set(stories.map((s) => s.slug))
    const eventSlugs = new Set(events.map((e) => e.slug))
    const isLive = (target: string) => {
      const english = stripLocale(target)
      if (english.startsWith(`${NEWS_PATH}/`))
        return storySlugs.has(english.slice(NEWS_PATH.length + 1))
      if (english.startsWith(`${EVENTS_PATH}/`))
        return eventSlugs.has(english.slice(EVENTS_PATH.length + 1))
      return pages?.has(english === '/' ? 'home' : english.slice(1)) ?? false
    }
    return findRedirect(new Map(rows), path, locale, isLive)
  } catch (err) {
    console.error('[cms] the redirects could not be read:', (err as Error).message)
    return null
  }
}
