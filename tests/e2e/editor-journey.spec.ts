import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminApi, signInAdminWithForm } from '../helpers/auth'

/**
 * An editor's day in the admin, end to end, on both servers (playwright.config.ts): DATABASE_URL's
 * Postgres in CI, and `npm start` itself on the embedded database in local mode (at 127.0.0.1),
 * where every save once failed. The same writes are integration-tested too
 * (tests/int/database-writes.test.ts).
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

test(
  '20 saves and 200 public reads at once all succeed without a time-out',
  { tag: '@shared' },
  async ({ playwright, baseURL }) => {
    test.setTimeout(120_000)
    const api = await adminApi(playwright, baseURL!)
    // Visitors by IP address: 200 concurrent look-ups of "localhost" alone cost Playwright's
    // client ~15 s, which would hide the server's own time.
    const visitor = await playwright.request.newContext({
      baseURL: baseURL!.replace('//localhost:', '//127.0.0.1:'),
    })
    const res = await api.get('/api/crisis-resources?limit=20&depth=0&draft=true')
    const docs = ((await res.json()) as { docs: Doc[] }).docs
    const paths = ['/', '/about', '/crisis', '/api/public/crisis-lines']
    const timed = async (call: () => ReturnType<APIRequestContext['get']>, path = '') => {
      const started = Date.now()
      const response = await call()
      return { path, status: response.status(), ms: Date.now() - started }
    }

    const started = Date.now()
    const [saves, reads] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          timed(() =>
            api.patch(`/api/crisis-resources/${docs[i % docs.length].id}?draft=true`, {
              data: { description: docs[i % docs.length].description },
              timeout: 60_000,
            }),
          ),
        ),
      ),
      Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          timed(
            () => visitor.get(paths[i % paths.length], { timeout: 60_000 }),
            paths[i % paths.length],
          ),
        ),
      ),
    ])
    const slowest = (rs: { ms: number }[]) => Math.max(...rs.map((r) => r.ms))
    const perPath = paths
      .map((p) => `${p} ${slowest(reads.filter((r) => r.path === p))} ms`)
      .join(', ')
    const summary = `20 saves + 200 reads in ${Date.now() - started} ms; slowest save ${slowest(saves)} ms; slowest read: ${perPath}`
    console.log(`concurrency at ${baseURL}: ${summary}`)
    test.info().annotations.push({ type: 'concurrency', description: summary })
    expect(saves.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(reads.map((r) => r.status)).toEqual(Array(200).fill(200))
    await Promise.all([api.dispose(), visitor.dispose()])
  },
)
