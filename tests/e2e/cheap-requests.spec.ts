import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminApi } from '../helpers/auth'
import { paragraph } from '../helpers/lexical'

/**
 * Cheap requests cost the server little (issue 39): random unknown addresses share one not-found
 * page from server.mjs's micro cache (`X-Micro-Cache: HIT`), not rendered by Next for each one,
 * and it still says the right thing in each language; a page published at an address that was
 * unknown appears there. (A random query string on a cached page: server-layers.spec.ts, "micro
 * cache".) Timings belong in the bench (`npm run bench -- --flood`), never here.
 */
const run = Math.random().toString(36).slice(2, 8)
let n = 0
const unknown = (prefix = '') => `${prefix}/no-such-page-${run}-${++n}`

let visitor: APIRequestContext
let editor: APIRequestContext

test.beforeAll(async ({ playwright, baseURL }) => {
  visitor = await playwright.request.newContext({ baseURL })
  editor = await adminApi(playwright, baseURL!)
})
test.afterAll(async () => {
  await visitor.dispose()
  await editor.dispose()
})

test('random unknown addresses share one cached 404 page, which works in a browser, in both languages', async ({
  page,
}) => {
  for (const [prefix, lang, heading, home, crisis] of [
    ['', 'en', 'We couldn’t find that page', '/', 'Get crisis support now'],
    ['/es', 'es', 'No encontramos esa página', '/es', 'Buscar ayuda en crisis ahora'],
  ] as const) {
    await visitor.get(unknown(prefix))
    let body = ''
    await expect
      .poll(async () => {
        const res = await visitor.get(unknown(prefix))
        body = await res.text()
        return [res.status(), res.headers()['x-micro-cache']]
      })
      .toEqual([404, 'HIT'])
    // Next streams a not-found page as its error shell with the page in its flight data: the
    // language's root layout and its words are in it (the browser below shows them).
    expect(body, lang).toMatch(new RegExp(`\\\\"lang\\\\":\\\\"${lang}\\\\"`))
    expect(body, lang).toContain(heading)
    // With a query string too, and never the other language's page.
    const response = await page.goto(`${unknown(prefix)}?utm_source=x`)
    expect(response!.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // Crisis help is one link away on it, in its language.
    await expect(
      page.getByRole('main').getByRole('link', { name: crisis, exact: true }),
    ).toHaveAttribute('href', `${prefix}/crisis`)
    await page
      .getByRole('main')
      .getByRole('link', { name: /home page|página de inicio/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '/' : '/es'}$`))
  }
})

test('a page published at an unknown address appears there, and goes when deleted', async () => {
  const slug = `cheap-${run}`
  const title = `Cheap requests ${run}`
  await visitor.get(`/${slug}`)
  await expect
    .poll(async () => {
      const res = await visitor.get(`/${slug}`)
      return [res.status(), res.headers()['x-micro-cache']]
    })
    .toEqual([404, 'HIT'])
  const created = await editor.post('/api/pages', {
    data: {
      title,
      slug,
      layout: [{ blockType: 'richTextSection', heading: title, content: paragraph(title) }],
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    for (const path of [`/${slug}`, `/es/${slug}`])
      await expect
        .poll(async () => {
          const res = await visitor.get(`${path}?v=${Math.random()}`)
          return [res.status(), (await res.text()).includes(title)]
        })
        .toEqual([200, true])
  } finally {
    expect((await editor.delete(`/api/pages/${id}`)).ok()).toBe(true)
  }
  await expect.poll(async () => (await visitor.get(`/${slug}`)).status()).toBe(404)
})

test('pages of /news it does not have share the list’s cached 404, in both languages', async () => {
  for (const [prefix, heading] of [
    ['', 'We couldn’t find that page'],
    ['/es', 'No encontramos esa página'],
  ] as const) {
    // Any render of the list tells the server its pages (issue 58).
    expect((await visitor.get(`${prefix}/news`)).status()).toBe(200)
    await expect
      .poll(async () => {
        const res = await visitor.get(`${prefix}/news?page=${90_000 + ++n}`)
        return [res.status(), res.headers()['x-micro-cache']]
      })
      .toEqual([404, 'HIT'])
    for (const query of ['page=__proto__', 'page=%00', 'page=0', `category=nope-${run}`]) {
      const res = await visitor.get(`${prefix}/news?${query}`)
      expect([res.status(), res.headers()['x-micro-cache']], query).toEqual([404, 'HIT'])
      expect(await res.text(), query).toContain(heading)
    }
    expect((await visitor.get(`${prefix}/news?page=1`)).status()).toBe(200)
  }
})
