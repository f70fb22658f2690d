import { expect, type Page, test } from '@playwright/test'
import config from '../../playwright.config'
import { QUICK_EXIT_URL, STORAGE_KEYS } from '@domain/constants'
import { holdPageScripts } from '../helpers/e2e'

/**
 * Quick exit in a browser: Shift three times leaves for the neutral site (with the page's
 * JavaScript, and before it has loaded), takes the crisis page out of the back history, leaks no
 * referrer and clears the site's storage; the "Exit this site" control blanks the page at once
 * and leaves, and without JavaScript it still leaves.
 *
 * Elsewhere: /exit's answer (303 to the neutral site, Clear-Site-Data, no-store, no referrer) —
 * tests/unit/crisis-exit-route.test.ts; the Shift-count rules (another key starts the count
 * again, presses spread over more than five seconds do not leave) —
 * tests/unit/crisis-logic.test.ts ("quick exit: Shift three times within five seconds"); the
 * dialog's exit control, the same QuickExitButton as the page's — its link to /exit in
 * crisis-dialog.spec.ts ("the button opens it …"); the worker removed by quick exit —
 * crisis-offline.spec.ts.
 */
const NEUTRAL = new URL(QUICK_EXIT_URL)

// Playwright does not route the request a redirect leads to, so the neutral site's host is
// also made unresolvable: nothing reaches the real site, whatever the test does.
const launchOptions = config.use?.launchOptions ?? {}
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${NEUTRAL.host} ~NOTFOUND`],
  },
})

/** Lands on the (fake) neutral site; a first, unrouted attempt may fail on the way. */
async function expectNeutralSite(page: Page) {
  await expect(page).toHaveURL(QUICK_EXIT_URL)
  await expect(page.locator('body')).toContainText('Weather')
}

/** Answers the neutral site locally, so no request leaves the test machine. */
async function fakeNeutralSite(page: Page) {
  const hits: { url: string; referer?: string }[] = []
  await page.route(`${NEUTRAL.origin}/**`, (route) => {
    hits.push({ url: route.request().url(), referer: route.request().headers()['referer'] })
    return route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather' })
  })
  return hits
}

test('pressing Shift three times leaves for the neutral site and clears storage', async ({
  page,
  baseURL,
}) => {
  const hits = await fakeNeutralSite(page)
  await page.goto('/crisis')
  await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
  await page.evaluate((k) => localStorage.setItem(k, 'x'), STORAGE_KEYS.crisisState)

  await page.keyboard.press('Shift')
  await page.keyboard.press('Shift')
  await page.keyboard.press('Shift')
  await expectNeutralSite(page)
  expect(hits.length).toBeGreaterThan(0)
  for (const hit of hits) expect(hit.referer ?? '').not.toContain(new URL(baseURL!).host)

  // The crisis page is not left in the back history, and the site's storage is gone.
  await page.goBack().catch(() => {})
  expect(page.url()).not.toMatch(/\/crisis$/)
  await page.goto('/crisis/safety')
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.crisisState)).toBeNull()
})

test('Shift three times leaves even before the page’s JavaScript has loaded', async ({ page }) => {
  await fakeNeutralSite(page)
  const release = await holdPageScripts(page)
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('link', { name: 'Immediate Crisis Support' })).toBeVisible()
  await page.keyboard.press('Shift')
  await page.keyboard.press('Shift')
  await page.keyboard.press('Shift')
  await expectNeutralSite(page)
  release()
})

test('the "Exit this site" control blanks the page at once and leaves', async ({ page }) => {
  await fakeNeutralSite(page)
  // Hold /exit back, to see the page blank before the server has answered.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/exit', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/crisis')
  await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
  const exit = page.getByRole('link', { name: 'Exit this site' })
  await expect(exit).toHaveAttribute('href', '/exit')
  // Read the page in the same task as the click, before anything else can run.
  const afterClick = await exit.evaluate((a: HTMLAnchorElement) => {
    a.click()
    return { body: getComputedStyle(document.body).display, title: document.title }
  })
  expect(afterClick).toEqual({ body: 'none', title: '' })
  release()
  await expectNeutralSite(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the exit link still leaves for the neutral site', async ({ page }) => {
    await fakeNeutralSite(page)
    await page.goto('/crisis')
    await page.getByRole('link', { name: 'Exit this site' }).click()
    await expectNeutralSite(page)
  })
})
