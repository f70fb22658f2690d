import { expect, test, type Page } from '@playwright/test'
import { adminApi, WORKER_ADMIN } from '../helpers/auth'

/** "Leads to: Another address", once the form answers (a click before it hydrates is lost). */
async function chooseAnotherAddress(page: Page) {
  const radio = page.getByRole('radio', { name: 'Another address' })
  await expect(async () => {
    await page.locator('label', { hasText: 'Another address' }).click()
    await expect(radio).toBeChecked({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * Addresses that survive a rename: a visitor following an old address (in either language)
 * lands on the page where it is now, in one permanent redirect; an editor adds a redirect for a
 * previous site's address in the admin. Each test makes pages of its own.
 */
test('an old address of a renamed page leads to it in one permanent redirect, in both languages', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const api = await adminApi(playwright, baseURL!)
  const run = Date.now().toString(36)
  const res = await api.post('/api/pages', {
    data: {
      title: `Moving page ${run}`,
      slug: `first-${run}`,
      _status: 'published',
      layout: [{ blockType: 'hero', heading: `Moving page ${run}` }],
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const { id } = ((await res.json()) as { doc: { id: number } }).doc
  try {
    // Known to the server as a page first, then renamed twice.
    expect((await request.get(`/first-${run}`)).status()).toBe(200)
    for (const slug of [`second-${run}`, `third-${run}`]) {
      const renamed = await api.patch(`/api/pages/${id}`, { data: { slug, _status: 'published' } })
      expect(renamed.ok(), await renamed.text()).toBe(true)
    }
    // Revalidation ends just after the save's answer: the first visit may still be a 404.
    for (const [from, to] of [
      [`/first-${run}`, `/third-${run}`],
      [`/second-${run}`, `/third-${run}`],
      [`/es/first-${run}`, `/es/third-${run}`],
    ]) {
      await expect(async () => {
        const hop = await request.get(from, { maxRedirects: 0 })
        expect(hop.status(), from).toBe(308)
        // One Location, also on the first render (src/server/append-once.mjs).
        const locations = hop.headersArray().filter((h) => h.name.toLowerCase() === 'location')
        expect(
          locations.map((h) => new URL(h.value, baseURL).pathname),
          from,
        ).toEqual([to])
      }).toPass({ timeout: 10_000 })
    }
    await page.goto(`/first-${run}`)
    await expect(page).toHaveURL(new RegExp(`/third-${run}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Moving page ${run}`)
    // Redirects are no pages: never in the sitemap.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/third-${run}</loc>`)
    expect(sitemap).not.toContain(`/first-${run}<`)
  } finally {
    await api.delete(`/api/pages/${id}?overrideLock=true`)
    const rows = await api.get(`/api/redirects?where[from][like]=${run}&depth=0&limit=10`)
    for (const row of ((await rows.json()) as { docs: { id: number }[] }).docs)
      await api.delete(`/api/redirects/${row.id}`)
    await api.dispose()
  }
})

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
  // Revalidation ends just after the save's answer: the first visit may still be a 404.
  await expect(async () => {
    const hop = await page.request.get(`/old-site/volunteer-${run}.html`, { maxRedirects: 0 })
    expect(hop.status()).toBe(308)
    expect(new URL(hop.headers().location!, baseURL).pathname).toBe('/crisis')
  }).toPass({ timeout: 10_000 })

  // The site's fixed parts cannot be taken: said at the field.
  await page.goto('/admin/collections/redirects/create')
  await chooseAnotherAddress(page)
  await page.getByLabel('Old address').fill('/crisis')
  await page.getByLabel('New address').fill('/about')
  // Payload checks the form with the server 250 ms after a change and merges the answer into the
  // fields: a check sent before the refusal and answered after it clears the refusal's field
  // error (Save within 250 ms of typing; about one save in eight on `npm start`'s server). A
  // person who sees nothing happen clicks Save again; nothing is saved either way (below).
  const refusal = page.getByText(
    'Old address: /crisis is a part of the site that is always there; it cannot be redirected.',
  )
  await expect(async () => {
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(refusal).toBeVisible({ timeout: 5000 })
  }).toPass({ timeout: 30_000 })

  const api = await adminApi(playwright, baseURL!)
  const taken = await api.get('/api/redirects?where[from][equals]=/crisis&depth=0')
  expect(((await taken.json()) as { totalDocs: number }).totalDocs).toBe(0)
  const rows = await api.get(`/api/redirects?where[from][like]=${run}&depth=0`)
  for (const row of ((await rows.json()) as { docs: { id: number }[] }).docs)
    await api.delete(`/api/redirects/${row.id}`)
  await api.dispose()
})
