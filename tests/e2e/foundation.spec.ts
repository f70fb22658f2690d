import { expect, test } from '@playwright/test'

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
