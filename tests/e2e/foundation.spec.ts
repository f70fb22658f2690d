import { expect, test } from '@playwright/test'
import { adminApi } from '../helpers/auth'
import { browserSignIn, findBySlug } from '../helpers/e2e'

test('home renders the seeded content from the CMS', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Belonging is a human right.' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'SUMMIT' })).toBeVisible()
  await expect(page.getByText('60,000+').first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('501(c)(3)')
})

test('health and public settings answer as the spec says', async ({ request }) => {
  const health = await (await request.get('/api/health')).json()
  expect(health).toMatchObject({
    status: 'healthy',
    database: 'connected',
    uptime: expect.any(Number),
  })
  const settings = await (await request.get('/api/web/settings/public')).json()
  expect(settings.data).toMatchObject({
    site_name: 'Belonging Network',
    contact_email: expect.stringContaining('@'),
  })
  expect(JSON.stringify(settings)).not.toContain('notificationEmail')
})

test('an editor change to a crisis resource in the admin reaches the public API', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  type Resource = { id: number; description: string }
  const api = await adminApi(playwright, baseURL!)
  const before = await findBySlug<Resource>(api, 'crisis-resources', 'trans-lifeline')
  await api.dispose()
  const changed = `${before.description} (checked ${Date.now()})`
  // What partners read (docs/public-api.md): no rebuild, no waiting for a TTL.
  const published = async () =>
    (
      (await (await request.get('/api/public/crisis-lines')).json()) as {
        lines: { id: string; description: string }[]
      }
    ).lines.find((l) => l.id === 'trans-lifeline')?.description

  await browserSignIn(page)
  // The English edit screen, whichever language this admin last edited in.
  await page.goto(`/admin/collections/crisis-resources/${before.id}?locale=en`)
  const description = page.getByLabel('Description')
  await expect(description).toHaveValue(before.description)
  await description.fill(changed)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  await expect.poll(published).toBe(changed)

  await page.reload()
  await page.getByLabel('Description').fill(before.description)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect.poll(published).toBe(before.description)
})
