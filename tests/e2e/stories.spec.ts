import { expect, test } from '@playwright/test'
import { paragraph } from '../helpers/lexical'
import { adminApi } from '../helpers/auth'
import { seedStories } from '../../src/seed/content/stories'

/** Seeded stories, newest first, as /news lists them. */
const NEWEST_FIRST = [...seedStories].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const PRESS = NEWEST_FIRST.filter((s) => s.categories.includes('press'))

test.describe('a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('reads /news newest first, filters by category and opens a story', async ({ page }) => {
    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & stories')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      NEWEST_FIRST.map((s) => s.en.title),
    )
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
  })

  test('reads them in Spanish under /es/news', async ({ page }) => {
    const story = NEWEST_FIRST[0]!
    await page.goto('/es/news')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias e historias')
    await page.getByRole('link', { name: story.es.title }).click()
    await expect(page).toHaveURL(new RegExp(`/es/news/${story.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.es.title)
    await expect(page.getByRole('main')).toContainText('Contenido de demostración')
  })

  test('finds the three latest on the home page, and the Press stories from /about#press', async ({
    page,
  }) => {
    await page.goto('/')
    const latest = page.getByRole('region', { name: 'Latest news & stories' })
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(
      NEWEST_FIRST.slice(0, 3).map((s) => s.en.title),
    )
    await expect(latest.getByRole('link', { name: 'See all stories' })).toHaveAttribute(
      'href',
      '/news',
    )
    await page.goto('/about#press')
    await page.locator('#press').getByRole('link', { name: 'Press releases and news' }).click()
    await expect(page).toHaveURL(/\/news\?category=press$/)
  })
})

test('the feed is RSS with absolute links, in each language', async ({ request, baseURL }) => {
  for (const [path, story] of [
    ['/news/feed.xml', NEWEST_FIRST[0]!.en.title],
    ['/es/news/feed.xml', NEWEST_FIRST[0]!.es.title],
  ] as const) {
    // Whatever the query string says, it is the same feed.
    const res = await request.get(`${path}?page=__proto__&x=%00`)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    expect(res.headers()['access-control-allow-origin']).toBe('*')
    const xml = await res.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain(`<title>${story}</title>`)
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!)
    expect(links.length).toBeGreaterThanOrEqual(seedStories.length + 1)
    for (const link of links) expect(link).toMatch(/^https?:\/\/[^/]+\//)
    expect(new URL(links[1]!).pathname).toMatch(
      path.startsWith('/es') ? /^\/es\/news\// : /^\/news\//,
    )
    expect(baseURL).toBeTruthy()
  }
})

test('addresses of no page, category or story are not found, never an error', async ({
  request,
}) => {
  for (const path of [
    '/news?page=0',
    '/news?page=abc',
    '/news?page=99',
    '/news?page=2&page=1',
    '/news?category=nope',
    '/news?category=__proto__',
    '/news?category=press%00',
    `/news?category=${'a'.repeat(5000)}`,
    "/news?category=press'--",
    '/news/no-such-story',
    '/news/..%2Fadmin',
    '/es/news/no-such-story',
  ]) {
    const res = await request.get(path)
    expect(res.status(), path.slice(0, 80)).toBe(404)
  }
  expect((await request.get('/news?page=1&page=99')).status()).toBe(200)
  // A control character in a path is refused before any route (src/server/request-limits.mjs).
  expect((await request.get('/news/%00')).status()).toBe(400)
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
