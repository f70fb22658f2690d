import { expect, test } from '@playwright/test'
import { paragraph } from '../helpers/lexical'
import { adminApi } from '../helpers/auth'
import { seedStories } from '../../src/seed/content/stories'

/** Seeded stories, newest first, as /news lists them. */
const NEWEST_FIRST = [...seedStories].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const PRESS = NEWEST_FIRST.filter((s) => s.categories.includes('press'))

/**
 * News and stories as a visitor reads them (JavaScript off) and as an editor publishes them,
 * against the production server, and the RSS feed's headers and links in each language. Covered
 * elsewhere: the feed's XML (tests/unit/stories.test.ts, "rssFeed"), and addresses of no page,
 * category or story answering 404 (tests/unit/stories.test.ts, "refuses what is no page number
 * or no category address (the route answers 404)"; a NUL in a path, tests/unit/request-limits.test.ts).
 */
test.describe('a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('finds the latest on the home page, reads /news newest first, filters by category, opens a story, and reads them in Spanish', async ({
    page,
  }) => {
    // The three latest on the home page lead to /news.
    await page.goto('/')
    const latest = page.getByRole('region', { name: 'Latest news & stories' })
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(
      NEWEST_FIRST.slice(0, 3).map((s) => s.en.title),
    )
    await latest.getByRole('link', { name: 'See all stories' }).click()
    await expect(page).toHaveURL(/\/news$/)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & stories')
    const main = page.getByRole('main')
    // Newest first. Other specs publish stories of their own, dated 2001, beside this one: the
    // seeded stories are in this order among whatever else the page lists.
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible()
    const seeded = new Set(NEWEST_FIRST.map((s) => s.en.title))
    const listed = await main.getByRole('heading', { level: 2 }).allTextContents()
    expect(listed.filter((title) => seeded.has(title))).toEqual(NEWEST_FIRST.map((s) => s.en.title))
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/news\/feed\.xml$/,
    )
    const filters = main.getByRole('navigation', { name: 'Categories' })
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await filters.getByRole('link', { name: 'Press' }).click()
    await expect(page).toHaveURL(/\/news\?category=press$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & stories: Press')
    await expect(filters.getByRole('link', { name: 'Press' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(PRESS.map((s) => s.en.title))

    const story = PRESS[0]!
    await main.getByRole('link', { name: story.en.title }).click()
    await expect(page).toHaveURL(new RegExp(`/news/${story.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.en.title)
    await expect(page).toHaveTitle(new RegExp(`^${story.en.title}`))
    await expect(page.getByRole('main')).toContainText('Demo content')
    await expect(
      page.getByRole('navigation', { name: 'Filed under' }).getByRole('link', { name: 'Press' }),
    ).toHaveAttribute('href', '/news?category=press')
    await page.getByRole('link', { name: 'All news & stories' }).click()
    await expect(page).toHaveURL(/\/news$/)

    // The Press stories from /about#press.
    await page.goto('/about#press')
    await page.locator('#press').getByRole('link', { name: 'Press releases and news' }).click()
    await expect(page).toHaveURL(/\/news\?category=press$/)

    // In Spanish under /es/news.
    const newest = NEWEST_FIRST[0]!
    await page.goto('/es/news')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias e historias')
    await page.getByRole('link', { name: newest.es.title }).click()
    await expect(page).toHaveURL(new RegExp(`/es/news/${newest.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.es.title)
    await expect(page.getByRole('main')).toContainText('Contenido de demostración')
  })
})

test('the feed: open to other origins, the same whatever the query, absolute links in each language', async ({
  request,
}) => {
  for (const path of ['/news/feed.xml', '/es/news/feed.xml']) {
    // Whatever the query string says, it is the same feed.
    const res = await request.get(`${path}?page=__proto__&x=%00`)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['content-type'], path).toBe('application/rss+xml; charset=utf-8')
    expect(res.headers()['access-control-allow-origin'], path).toBe('*')
    const xml = await res.text()
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!)
    // The site's, then every story's.
    expect(links.length, path).toBeGreaterThanOrEqual(seedStories.length + 1)
    for (const link of links) expect(link, path).toMatch(/^https?:\/\/[^/]+\//)
    const stories = links.slice(1).map((link) => new URL(link).pathname)
    for (const story of stories)
      expect(story, path).toMatch(path.startsWith('/es') ? /^\/es\/news\// : /^\/news\//)
  }
})

test('a story published in the admin shows on /news and in the feed at once, and leaves when unpublished', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await adminApi(playwright, baseURL!)
  const run = Date.now().toString(36)
  const category = await api.post('/api/categories', { data: { name: `E2E ${run}` } })
  expect(category.ok(), await category.text()).toBe(true)
  const categoryId = ((await category.json()) as { doc: { id: number } }).doc.id
  const title = `E2E story ${run}`
  const created = await api.post('/api/stories', {
    data: {
      title,
      summary: 'Published by the e2e test.',
      body: paragraph('Hello from the test.'),
      categories: [categoryId],
      // Old enough to stay off the home page's latest three.
      publishedAt: '2001-01-01T12:00:00.000Z',
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const story = ((await created.json()) as { doc: { id: number; slug: string } }).doc
  try {
    // Revalidation ends just after the save's answer: looked at again until it shows.
    await expect(async () => {
      await page.goto(`/news?category=e2e-${run}`)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([title], {
        timeout: 1000,
      })
      expect(await (await page.request.get('/news/feed.xml')).text()).toContain(title)
    }).toPass({ timeout: 10_000 })
    const unpublished = await api.patch(`/api/stories/${story.id}`, { data: { _status: 'draft' } })
    expect(unpublished.ok()).toBe(true)
    await expect(async () => {
      expect((await page.request.get(`/news/${story.slug}`)).status()).toBe(404)
      await page.goto(`/news?category=e2e-${run}`)
      await expect(page.getByRole('main')).toContainText(
        `No E2E ${run} stories have been published yet.`,
        { timeout: 1000 },
      )
    }).toPass({ timeout: 10_000 })
  } finally {
    await api.delete(`/api/stories/${story.id}`)
    await api.delete(`/api/categories/${categoryId}`)
    await api.dispose()
  }
})
