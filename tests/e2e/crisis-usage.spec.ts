import { expect, type Page, type Request, test } from '@playwright/test'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { requestsSoFarSeen } from '../helpers/e2e'
import { freshIp } from './forms-helpers'

/**
 * Anonymous counts of crisis help used, as the browser sends them: the dialog opening, the
 * /crisis view, a line's call and text presses (not the emergency numbers), without cookies or
 * referrer, and nothing under Global Privacy Control. What the server stores of a count is
 * tests/int/crisis-usage.test.ts; the dashboard's chart of them on a phone,
 * admin-tasks-chrome.spec.ts.
 */

const COUNTS = '/api/crisis-counts'
const LINE = seedCrisisResources.find((r) => r.phone && r.textNumber) ?? seedCrisisResources[0]!

// Counts are limited per address, and the whole suite comes from one: each test its own.
test.beforeEach(({ page }) => page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() }))

/** Every count the page sends, as sent. */
function collectCounts(page: Page) {
  const sent: Request[] = []
  page.on('request', (r) => {
    if (r.url().endsWith(COUNTS) && r.method() === 'POST') sent.push(r)
  })
  return sent
}
const bodies = (sent: Request[]) => sent.map((r) => r.postDataJSON() as unknown)

/** tel: and sms: links would leave the test browser; the press itself is what is counted. */
async function stayOnPage(page: Page) {
  await page.evaluate(() =>
    window.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest('a[href^="tel:"], a[href^="sms:"]')) e.preventDefault()
      },
      true,
    ),
  )
}

test('counts the dialog opening, the /crisis view and a line’s call and text presses — without cookies or referrer', async ({
  page,
  context,
  baseURL,
}) => {
  // A cookie of the site is never sent with a count.
  await context.addCookies([{ name: 'e2e-marker', value: 'not-for-counts', url: baseURL! }])
  const sent = collectCounts(page)

  await page.goto('/about')
  await page.getByRole('button', { name: 'Immediate Crisis Support' }).click()
  await expect(page.getByRole('dialog', { name: 'Crisis Support Resources' })).toBeVisible()
  await expect.poll(() => bodies(sent)).toEqual([{ event: 'dialog-open' }])
  // Answered before the page is left: a count still in flight when the page goes has no
  // response to report (seen once on a slow machine).
  expect((await sent[0]!.response())?.status()).toBe(204)
  await page.keyboard.press('Escape')

  await page.goto('/crisis')
  await expect.poll(() => bodies(sent)).toContainEqual({ event: 'crisis-view' })
  await stayOnPage(page)
  const card = page.getByRole('article', { name: LINE.name })
  await card.getByRole('link', { name: /^Call/ }).click()
  await expect.poll(() => bodies(sent)).toContainEqual({ event: 'line-call', line: LINE.slug })
  if (LINE.textNumber) {
    await card.getByRole('link', { name: /Text/ }).first().click()
    await expect.poll(() => bodies(sent)).toContainEqual({ event: 'line-text', line: LINE.slug })
  }

  // The emergency numbers are not counted.
  const before = sent.length
  await page.getByRole('link', { name: /911/ }).first().click()
  await requestsSoFarSeen(page)
  expect(sent.length).toBe(before)

  for (const request of sent) {
    const headers = await request.allHeaders()
    expect(headers.cookie).toBeUndefined()
    // No address of the page: Chromium sends no Referer, or (now and then, as DevTools reports
    // a beacon sent while the page unloads) an empty one.
    expect(headers.referer ?? '').toBe('')
    expect((await request.response())?.status()).toBe(204)
  }
})

test('sends nothing under Global Privacy Control', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  const sent = collectCounts(page)
  await page.goto('/crisis')
  await page.getByRole('button', { name: 'Immediate Crisis Support' }).click()
  await expect(page.getByRole('dialog', { name: 'Crisis Support Resources' })).toBeVisible()
  // The opening is counted (or not) in the click's own handler, before the dialog shows.
  await requestsSoFarSeen(page)
  expect(sent).toHaveLength(0)
})
