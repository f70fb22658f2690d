import { type APIRequestContext, expect, test, type Page } from '@playwright/test'
import { adminApi, asAdmin, WORKER_ADMIN } from '../helpers/auth'
import { deleteOwn, ownPublishedPage } from '../helpers/own-documents'
import { VISITOR } from '../helpers/signed-in'

/** "Leads to: Another address", once the form answers (a click before it hydrates is lost). */
async function chooseAnotherAddress(page: Page) {
  const radio = page.getByRole('radio', { name: 'Another address' })
  await expect(async () => {
    await page.locator('label', { hasText: 'Another address' }).click()
    await expect(radio).toBeChecked({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * Redirects, end to end: an editor adds one for a previous site's address in the admin, and the
 * production server answers it with one permanent redirect and a single Location header (also on
 * its first render: src/server/append-once.mjs). Covered elsewhere: renamed pages and stories
 * keeping their old addresses in both languages, in one hop (tests/int/redirects.test.ts,
 * "renaming a published page", and tests/unit/redirects.test.ts, "findRedirect"); the site's
 * fixed parts refused as an old address (tests/int/redirects.test.ts, "refuse what cannot be an
 * old address or a target", and tests/unit/redirects.test.ts, "are paths of this site, never its
 * fixed parts"); renaming back deleting the redirect from the live address (tests/int/
 * redirects.test.ts, "undoing a rename"); every redirect answered `no-store`
 * (tests/unit/redirects-not-held.test.ts).
 */
test('an editor adds a redirect for a previous site’s address in the admin', async ({
  page,
  baseURL,
  playwright,
}) => {
  const run = Date.now().toString(36)
  const login = await page.request.post('/api/users/login', {
    data: WORKER_ADMIN,
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(login.ok()).toBe(true)
  await page.goto('/admin/collections/redirects/create')
  await chooseAnotherAddress(page)
  await page.getByLabel('Old address').fill(`/Old-Site/Volunteer-${run}.html`)
  await page.getByLabel('New address').fill('/crisis')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  const api = await adminApi(playwright, baseURL!)
  try {
    // Revalidation ends just after the save's answer: the first visit may still be a 404.
    await expect(async () => {
      const hop = await page.request.get(`/old-site/volunteer-${run}.html`, { maxRedirects: 0 })
      expect(hop.status()).toBe(308)
      // One Location, also on the first render.
      const locations = hop.headersArray().filter((h) => h.name.toLowerCase() === 'location')
      expect(locations.map((h) => new URL(h.value, baseURL).pathname)).toEqual(['/crisis'])
    }).toPass({ timeout: 10_000 })
    // A redirect is no page: never in the sitemap.
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap.toLowerCase()).not.toContain(`/old-site/volunteer-${run}`)
  } finally {
    const rows = await api.get(`/api/redirects?where[from][like]=${run}&depth=0`)
    for (const row of ((await rows.json()) as { docs: { id: number }[] }).docs)
      await api.delete(`/api/redirects/${row.id}`)
    await api.dispose()
  }
})

async function publishSlug(api: APIRequestContext, id: number, slug: string) {
  const res = await asAdmin(api, () =>
    api.patch(`/api/pages/${id}`, { data: { slug, _status: 'published' } }),
  )
  expect(res.ok(), await res.text()).toBe(true)
}

test('a visitor who followed a rename’s redirect is not trapped when the rename is undone', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const api = await adminApi(playwright, baseURL!)
  const own = await ownPublishedPage(api, 'volunteer')
  const renamed = `get-involved-${own.slug}`
  // One browser for the whole story: what it keeps of a redirect is what trapped visitors.
  const visitorContext = await browser.newContext(VISITOR)
  const visitor = await visitorContext.newPage()
  const server = await playwright.request.newContext({ baseURL, ...VISITOR })
  // What the server answers, once the rename's revalidation is done (without the browser, so
  // its cache sees one visit per step, as a returning visitor's does).
  const serverSends = (path: string, status: number, location?: string) =>
    expect(async () => {
      const res = await server.get(path, { maxRedirects: 0 })
      expect(res.status()).toBe(status)
      if (location) expect(new URL(res.headers().location!, baseURL).pathname).toBe(location)
    }).toPass({ timeout: 15_000 })
  // One visit, as a person makes it: no second try (a browser gives up on a loop after a while).
  const visit = async (path: string, lands: string) => {
    await visitor.goto(path)
    expect(new URL(visitor.url()).pathname).toBe(lands)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`volunteer ${own.run}`)
  }
  try {
    await visit(`/${own.slug}`, `/${own.slug}`)
    await publishSlug(api, own.id, renamed)
    await serverSends(`/${own.slug}`, 308, `/${renamed}`)
    await visit(`/${own.slug}`, `/${renamed}`)
    await publishSlug(api, own.id, own.slug)
    await serverSends(`/${renamed}`, 308, `/${own.slug}`)
    await serverSends(`/${own.slug}`, 200)
    // Before decision 0015 the browser's copy of "/old → /new" sent it round: too many redirects.
    await visit(`/${renamed}`, `/${own.slug}`)
    await visit(`/${own.slug}`, `/${own.slug}`)

    // The Redirects list says which page the old address leads to, by its title.
    const login = await page.request.post('/api/users/login', {
      data: WORKER_ADMIN,
      headers: { Origin: new URL(baseURL!).origin },
    })
    expect(login.ok()).toBe(true)
    await page.goto(`/admin/collections/redirects?search=${own.run}`)
    const from = (path: string) => page.getByRole('cell', { name: path, exact: true })
    await expect(page.getByRole('row').filter({ has: from(`/${renamed}`) })).toContainText(
      `volunteer ${own.run}`,
    )
    // Renaming back left no redirect from the address the page has again.
    await expect(from(`/${own.slug}`)).toHaveCount(0)
  } finally {
    await visitorContext.close()
    await server.dispose()
    const rows = await api.get(`/api/redirects?where[from][like]=${own.run}&depth=0`)
    for (const row of ((await rows.json()) as { docs: { id: number }[] }).docs)
      await api.delete(`/api/redirects/${row.id}`)
    await deleteOwn(api, 'pages', own.id)
    await api.dispose()
  }
})
