import 'server-only'
import { rssFeed } from '@domain/feed'
import { fill } from '@domain/i18n/fill'
import { languageOf, type Locale, toLocalePath } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { siteUrl } from '@domain/site'
import { FEED_PATH, FEED_SIZE, NEWS_PATH, storyPath } from '@domain/stories'
import { publicPreflight, publicText } from '@/lib/public-api/respond'
import { getSiteSettings } from './index'
import { getStories } from './stories'

/**
 * GET /news/feed.xml and /es/news/feed.xml: the latest published stories as RSS 2.0, every link
 * absolute (SERVER_URL). Read from the cached stories (tag `stories`), so an edit shows at once;
 * CORS open and a `Cache-Control` a CDN can use, as the public API's answers. The query string
 * is not read: every address of the feed is the same feed.
 */
export async function feedResponse(request: Request, locale: Locale): Promise<Response> {
  const [settings, { stories }] = await Promise.all([
    getSiteSettings(locale),
    getStories(locale, { limit: FEED_SIZE }),
  ])
  const base = siteUrl()
  const t = messagesFor(locale).news
  const xml = rssFeed({
    title: fill(t.feedTitle, { site: settings.siteName }),
    link: `${base}${toLocalePath(NEWS_PATH, locale)}`,
    self: `${base}${toLocalePath(FEED_PATH, locale)}`,
    description: t.intro,
    language: languageOf(locale).intl,
    items: stories.map((s) => ({
      title: s.title,
      link: `${base}${storyPath(s.slug, locale)}`,
      summary: s.summary,
      publishedAt: s.publishedAt,
      categories: s.categories.map((c) => c.name),
      author: s.authorName,
    })),
  })
  return publicText(request, xml, 'application/rss+xml; charset=utf-8', {
    'Content-Language': locale,
  })
}

export const feedPreflight = publicPreflight
