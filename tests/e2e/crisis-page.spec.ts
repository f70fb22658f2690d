import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import { STORAGE_KEYS } from '../../src/lib/constants'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { apiSignIn } from '../helpers/e2e'

const SEEDED_NAMES = seedCrisisResources.map((r) => r.name)
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the crisis button is a link to a page listing every resource with working links', async ({
    page,
  }) => {
    await page.goto('/volunteer')
    const button = page.getByRole('link', { name: 'Immediate Crisis Support' })
    await expect(button).toHaveAttribute('href', '/crisis')
    await button.click()
    await expect(page).toHaveURL(/\/crisis$/)

    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Get help now')
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(SEEDED_NAMES)
    await expect(main.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911')

    for (const r of seedCrisisResources) {
      const card = main.getByRole('article', { name: r.name })
      if (r.phone) {
        await expect(card.getByRole('link', { name: `Call ${r.phoneDisplay}` })).toHaveAttribute(
          'href',
          `tel:${r.phone}`,
        )
      }
      if (r.textNumber) {
        const text = card.getByRole('link', { name: r.textInstructions! })
        await expect(text).toHaveAttribute('href', new RegExp(`^sms:${r.textNumber}(\\?|$)`))
      }
      await expect(card.locator(`a[href="${r.website}"]`)).toHaveCount(1)
    }
    for (const href of await main
      .locator('a[href^="tel:"], a[href^="sms:"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      expect(href).toMatch(/^(tel:\d+|sms:\d+(\?body=[A-Z]+)?)$/)
    }

    // Before (here: without) JavaScript, hours are shown in the line's own zone, named.
    await expect(main.getByRole('article', { name: 'LGBT National Hotline' })).toContainText(
      /(Open now, until 12 am|Opens (tomorrow )?at 4 pm) ET/,
    )
    await expect(page.getByRole('link', { name: 'Exit this site' })).toHaveAttribute(
      'href',
      '/exit',
    )
    await expect(main.getByRole('link', { name: 'How to browse more safely' })).toHaveAttribute(
      'href',
      '/crisis/safety',
    )
  })

  test('the safety page says history is not erased', async ({ page }) => {
    await page.goto('/crisis/safety')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browsing safely')
    await expect(page.getByRole('main')).toContainText('It does not erase your browser history')
    await expect(page.getByRole('link', { name: 'Exit this site' })).toBeVisible()
  })
})

test('no request leaves the site from the crisis page or the open dialog', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  // Even a visitor who accepted analytics elsewhere gets nothing third-party here.
  await page.addInitScript(
    (key) => localStorage.setItem(key, 'granted'),
    STORAGE_KEYS.analyticsConsent,
  )
  const foreign: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(r.url())
  })
  await page.goto('/crisis', { waitUntil: 'networkidle' })
  await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
  await page.keyboard.press('Alt+c')
  await expect(page.getByRole('dialog', { name: 'Crisis Support Resources' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
})

for (const scheme of ['light', 'dark'] as const) {
  test(`the crisis page has no axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    await page.goto('/crisis')
    await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })
}

test('an unpublished resource never appears', async ({ page, request, playwright, baseURL }) => {
  await apiSignIn(request, E2E_ADMIN)
  // Payload only accepts the session cookie from a trusted Origin, as a browser would send it.
  const auth = { Origin: new URL(baseURL!).origin }
  const name = `Draft line ${Date.now()}`
  const created = await request.post('/api/crisis-resources?draft=true', {
    headers: auth,
    data: {
      name,
      slug: `draft-line-${Date.now()}`,
      description: 'Should never be shown to visitors.',
      phone: '5550100',
      phoneDisplay: '555-0100',
      website: 'https://example.org/',
      availability: '24/7',
      hours: { is24x7: true },
      priority: 'critical',
      displayOrder: 1,
      lastVerified: new Date().toISOString(),
      _status: 'draft',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    const anonymous = await playwright.request.newContext({ baseURL })
    const api = await anonymous.get('/api/crisis-resources?limit=100&depth=0')
    const names = ((await api.json()) as { docs: { name: string }[] }).docs.map((d) => d.name)
    expect(names).toEqual(expect.arrayContaining(SEEDED_NAMES))
    expect(names).not.toContain(name)
    await anonymous.dispose()

    await page.goto('/crisis')
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(SEEDED_NAMES)
    await page.keyboard.press('Alt+c')
    const dialog = page.getByRole('dialog', { name: 'Crisis Support Resources' })
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(SEEDED_NAMES)
    await expect(page.getByText(name)).toHaveCount(0)
  } finally {
    const deleted = await request.delete(`/api/crisis-resources/${doc.id}`, { headers: auth })
    expect(deleted.ok()).toBe(true)
  }
})
