import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminApi, signInAdminWithForm } from '../helpers/auth'

/**
 * An editor's day in the admin, end to end, on the e2e server (DATABASE_URL's Postgres in CI,
 * the embedded PostgreSQL of `npm start` without it). The same writes are integration-tested too
 * (tests/int/database-writes.test.ts), and so are 20 saves and 200 reads at once (there, not here:
 * issue 57); the server under visitors' load is the benchmark's (`npm run bench`).
 */
type Doc = { id: number; name?: string; description?: string; buttonLabel?: string }

async function firstDoc(api: APIRequestContext, path: string): Promise<Doc> {
  const res = await api.get(path)
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true)
  return ((await res.json()) as { docs: Doc[] }).docs[0]
}

/**
 * Payload's field inputs are labelled by their field label (plus "*" when required, and
 * "— English" when the field is localized).
 */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?(\\s*— English)?$`) })

async function expectSaved(page: Page) {
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })
}

test(
  'an editor signs in, edits a crisis line, uploads an image and renames a menu, and the site shows it',
  { tag: '@shared' },
  async ({ page, playwright, baseURL }) => {
    test.setTimeout(240_000)
    const api = await adminApi(playwright, baseURL!)
    const run = Date.now().toString(36)
    const crisis = await firstDoc(api, '/api/crisis-resources?limit=1&sort=id&depth=0')
    const menu = await firstDoc(api, '/api/menus?where[key][equals]=about&depth=0')
    const description = `Trained counsellors answer, day and night (${run}).`
    const buttonLabel = `About us ${run}`

    try {
      await signInAdminWithForm(page)

      // A crisis line: new description, published from its edit screen.
      // The English edit screen, whichever language this admin last edited in.
      await page.goto(`/admin/collections/crisis-resources/${crisis.id}?locale=en`)
      const descriptionField = field(page, 'Description')
      await expect(descriptionField).toBeEditable({ timeout: 30_000 })
      await descriptionField.fill(description)
      await page.getByRole('button', { name: /^Publish changes$/ }).click()
      await expectSaved(page)

      await expect
        .poll(
          async () => {
            await page.goto('/crisis')
            return page.getByRole('main').textContent()
          },
          { timeout: 15_000 },
        )
        .toContain(description)
      await page.goto('/')
      await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
      await page.keyboard.press('Alt+c')
      const dialog = page.getByRole('dialog', { name: 'Crisis Support Resources' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(description)
      await page.keyboard.press('Escape')

      // An image upload.
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#2f6f4f' },
      })
        .png()
        .toBuffer()
      await page.goto('/admin/collections/media/create')
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: `journey-${run}.png`, mimeType: 'image/png', buffer: png })
      await field(page, 'Alt').fill(`A green rectangle (${run})`)
      await page.getByRole('button', { name: /^Save$/ }).click()
      await expectSaved(page)
      await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)

      // A menu label, shown in the site header.
      await page.goto(`/admin/collections/menus/${menu.id}?locale=en`)
      const labelField = field(page, 'Header button text')
      await expect(labelField).toBeEditable({ timeout: 30_000 })
      await labelField.fill(buttonLabel)
      await page.getByRole('button', { name: /^Save$/ }).click()
      await expectSaved(page)
      await expect
        .poll(
          async () => {
            await page.goto('/about')
            return page.getByRole('banner').getByRole('button', { name: buttonLabel }).count()
          },
          { timeout: 15_000 },
        )
        .toBe(1)
    } finally {
      const restoredMenu = await api.patch(`/api/menus/${menu.id}`, {
        data: { buttonLabel: menu.buttonLabel },
      })
      expect(restoredMenu.ok()).toBe(true)
      const restoredCrisis = await api.patch(`/api/crisis-resources/${crisis.id}`, {
        data: { description: crisis.description, _status: 'published' },
      })
      expect(restoredCrisis.ok()).toBe(true)
      await api.dispose()
    }
  },
)
