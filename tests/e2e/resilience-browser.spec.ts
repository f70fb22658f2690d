import { expect, type Page, type Request, test } from '@playwright/test'
import { BADGE_AUTO_HIDE_MS, STORAGE_KEYS } from '@domain/constants'
import { seedSettings } from '../../src/seed/content/settings'
import { apiSignIn, browserSignIn, nextFrames, requestsSoFarSeen } from '../helpers/e2e'
import { freshIp } from './forms-helpers'

/**
 * What a visitor sees when things go wrong, in the browser against the production server: the
 * connection badge (only the first test waits out its 3 s auto-hide), settings that fail to load,
 * the crash screen and its report, and analytics only with consent. Covered elsewhere: a
 * malformed error report (tests/unit/api-error-reports.test.ts, "answers 400 with field errors
 * for an invalid report"), and no measuring on the crisis page
 * (tests/unit/analytics-events.test.ts, "sends nothing on crisis pages"; the crisis page's policy
 * allows no Google script: quality.spec.ts, "security headers").
 */
const CRISIS_BUTTON = { name: 'Immediate Crisis Support' }
const MEASUREMENT_ID = 'G-E2ETEST1'

/** The connection badge's status line (its text changes; the live region stays). */
const badgeText = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function expectClearOfCrisisButton(page: Page, selector: ReturnType<Page['locator']>) {
  const crisis = await page.getByRole('button', CRISIS_BUTTON).boundingBox()
  const other = await selector.boundingBox()
  expect(crisis && other).toBeTruthy()
  expect(overlaps(crisis!, other!), 'covers the crisis button').toBe(false)
}

test.describe('connection badge', () => {
  test('a 503 from /api/health shows Connection Issues with Retry; recovery hides it after 3 s', async ({
    page,
  }) => {
    let healthy = false
    await page.route('**/api/health', (route) =>
      healthy
        ? route.fulfill({ json: { status: 'healthy', database: 'connected' } })
        : route.fulfill({ status: 503, json: { status: 'unhealthy', database: 'disconnected' } }),
    )
    // The page's clock is moved on instead of waited for (the badge hides itself with a timer).
    await page.clock.install()
    await page.goto('/')

    await expect(badgeText(page, 'Connection Issues')).toBeVisible()
    const retry = page.getByRole('button', { name: 'Retry' })
    await expect(retry).toBeVisible()
    await expectClearOfCrisisButton(page, retry)

    healthy = true
    await retry.click()
    await expect(badgeText(page, 'Connected')).toBeVisible()
    await expect(retry).toBeHidden()
    await page.clock.runFor(BADGE_AUTO_HIDE_MS - 500)
    await expect(badgeText(page, 'Connected')).toBeVisible()
    await page.clock.runFor(1_000)
    await expect(badgeText(page, 'Connected')).toBeHidden()
  })

  test('on a phone, Checking... and Connected cover no text (screen readers hear them)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.route('**/api/health', (route) =>
      route.fulfill({ json: { status: 'healthy', database: 'connected' } }),
    )
    await page.goto('/about')
    const connected = badgeText(page, 'Connected')
    await expect(connected).toHaveCount(1)
    // The live region says it; its pill is a clipped pixel, over nothing of the page.
    const box = await connected.locator('xpath=..').boundingBox()
    expect(box!.width * box!.height).toBeLessThanOrEqual(1)
    await expect(page.getByRole('button', { name: 'Dismiss connection status' })).toBeHidden()
  })

  test('a network failure shows No Connection, and the visitor can dismiss it', async ({
    page,
  }) => {
    await page.route('**/api/health', (route) => route.abort('internetdisconnected'))
    await page.goto('/about')

    await expect(badgeText(page, 'No Connection')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    // The site stays usable: crisis help still opens.
    await expect(page.getByRole('button', CRISIS_BUTTON)).toBeVisible()

    await page.getByRole('button', { name: 'Dismiss connection status' }).click()
    await expect(badgeText(page, 'No Connection')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden()
  })

  test('going offline shows No Connection at once; coming back says Connected', async ({
    page,
    context,
  }) => {
    const checked = page.waitForResponse('**/api/health')
    await page.goto('/')
    await checked
    await context.setOffline(true)
    await expect(badgeText(page, 'No Connection')).toBeVisible()
    await context.setOffline(false)
    await expect(badgeText(page, 'Connected')).toBeVisible()
  })

  test('going offline while the first check is still out shows No Connection, not its answer', async ({
    page,
    context,
  }) => {
    // The first check's answer is held until the network has dropped, then comes back healthy:
    // an answer to a question asked before the drop must not be taken for the state after it.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let first = true
    await page.route('**/api/health', async (route) => {
      if (!first) return route.continue()
      first = false
      await held
      // The page may have cancelled this request meanwhile: fulfilling it then fails, harmlessly.
      await route.fulfill({ json: { status: 'healthy', database: 'connected' } }).catch(() => {})
    })
    const asked = page.waitForRequest('**/api/health')
    await page.goto('/')
    await asked
    await context.setOffline(true)
    release()
    await expect(badgeText(page, 'No Connection')).toBeVisible()
    await context.setOffline(false)
    await expect(badgeText(page, 'Connected')).toBeVisible()
  })

  test('"Checking..." shows at once, then Connected', async ({ page }) => {
    // When the badge first says "Checking...", by the page's clock.
    await page.addInitScript(() => {
      const w = window as Window & { __checkingAt?: number }
      new MutationObserver(() => {
        if (w.__checkingAt === undefined && document.body?.textContent?.includes('Checking...'))
          w.__checkingAt = performance.now()
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/health', async (route) => {
      await answered
      await route.fulfill({ json: { status: 'healthy', database: 'connected' } })
    })
    await page.goto('/')
    // The first check is still out: the visitor sees that the site is checking.
    await expect(badgeText(page, 'Checking...')).toBeVisible()
    const lag = await page.evaluate(() => {
      const w = window as Window & { __checkingAt?: number }
      // The check's request is still open, so it has no timing entry yet: measure from the
      // moment the last script chunk so far (the status widgets' or a later one) arrived.
      const dock = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/_next/static/chunks/'))
        .map((e) => e.startTime + e.duration)
      return { checkingAt: w.__checkingAt ?? -1, lastChunk: Math.max(...dock) }
    })
    expect(lag.checkingAt).toBeGreaterThan(0)
    // Before, "Checking..." waited a full second after the widgets had mounted.
    expect(lag.checkingAt - lag.lastChunk).toBeLessThan(1000)
    answer()
    await expect(badgeText(page, 'Connected')).toBeVisible()
    await expect(badgeText(page, 'Checking...')).toHaveCount(0)
  })
})

test('settings that fail to load: fallback contact details and a toast', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  let attempts = 0
  await page.route('**/api/web/settings/public', (route) => {
    attempts++
    return route.fulfill({ status: 500, json: { error: 'Internal Server Error' } })
  })
  await page.clock.install()
  await page.goto('/')

  // 5xx is retried after 2 s, 4 s and 8 s before the failure is shown: the page's clock is moved
  // on a second at a time (each retry's timer starts only once the last answer is in).
  const failed = page.getByText('Failed to load site settings')
  await expect(async () => {
    await page.clock.runFor(1_000)
    await expect(failed).toBeVisible({ timeout: 200 })
  }).toPass({ timeout: 30_000, intervals: [0] })
  expect(attempts).toBeGreaterThanOrEqual(4)
  await expect(page.getByText('Failed to load site settings')).toHaveCount(1)

  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Site menu' })
  await expect(
    menu.getByRole('link', { name: new RegExp(seedSettings.contactEmail) }),
  ).toBeVisible()
  await expect(
    menu.getByRole('link', { name: new RegExp(seedSettings.phoneNumber.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible()
  await expect(menu.getByText('Loading contact information...')).toHaveCount(0)
})

test.describe('crash screen', () => {
  // Reports are limited per client address: each test (and each repeat) is a client of its own.
  test.beforeEach(({ page }) => page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() }))

  test('a render error shows the crash screen with an Error ID, reports it to the admin, and Go Home works', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/__crash')
    await expect(page.getByRole('heading', { name: 'Error check' })).toBeVisible()

    const reportRequest = page.waitForRequest(
      (r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST',
    )
    await page.getByRole('button', { name: 'Trigger a test error' }).click()

    await expect(
      page.getByRole('heading', { name: 'Something went wrong', level: 1 }),
    ).toBeVisible()
    await expect(
      page.getByText(
        'We apologize for the inconvenience. Our team has been notified and is working to resolve this issue.',
      ),
    ).toBeVisible()
    const errorIdLine = page.getByText(/^Error ID:/)
    await expect(errorIdLine).toBeVisible()
    const errorId = (await errorIdLine.textContent())!.replace('Error ID:', '').trim()
    expect(errorId).toMatch(/^ERR-[0-9A-Z]+$/)
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
    await expect(page.getByRole('button', CRISIS_BUTTON)).toBeVisible()

    const report = (await reportRequest).postDataJSON()
    expect(report).toMatchObject({
      message: 'Test crash triggered on the error check page',
      path: '/__crash',
      source: 'crash',
      customFallback: false,
      errorId,
    })
    // Caught by the page's own boundary, so the report carries React's component stack.
    expect(report.componentStack).toEqual(expect.stringContaining('at '))

    // Stored, and only the team can read it.
    const anonymous = await request.get(`/api/error-reports?where[errorId][equals]=${errorId}`)
    expect(anonymous.status()).toBe(403)
    await apiSignIn(request)
    // Payload accepts the session cookie only with a trusted Origin, as a browser sends it.
    const headers = { Origin: new URL(baseURL!).origin }
    await expect
      .poll(async () => {
        const res = await request.get(`/api/error-reports?where[errorId][equals]=${errorId}`, {
          headers,
        })
        return ((await res.json()) as { totalDocs: number }).totalDocs
      })
      .toBe(1)

    await page.getByRole('button', { name: 'Go Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)

    // The team finds it listed in the admin.
    await browserSignIn(page)
    await page.goto('/admin/collections/error-reports')
    await expect(
      page.getByRole('link', { name: 'Test crash triggered on the error check page' }).first(),
    ).toBeVisible()
    await expect(page.getByText(errorId)).toBeVisible()
  })

  test('a failing part of a page shows the page fallback; header, footer and crisis help stay', async ({
    page,
  }) => {
    await page.goto('/__crash')
    const reportRequest = page.waitForRequest(
      (r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST',
    )
    await page.getByRole('button', { name: 'Make this part fail' }).click()

    const fallback = page.getByRole('alert').filter({ hasText: 'Page Error' })
    await expect(fallback.getByRole('heading', { name: 'Page Error' })).toBeVisible()
    await expect(fallback).toContainText("This page couldn't load properly.")
    // Only that part failed: the rest of the page, the header, footer and crisis help remain.
    await expect(page.getByRole('heading', { name: 'Error check', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Trigger a test error' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('button', CRISIS_BUTTON)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)

    const report = (await reportRequest).postDataJSON()
    expect(report).toMatchObject({
      message: 'Test failure of one part on the error check page',
      source: 'page',
      path: '/__crash',
    })
    expect(report.componentStack).toEqual(expect.stringContaining('at '))
  })
})

test.describe('analytics', () => {
  let gtmRequests: Request[]

  test.beforeEach(async ({ page }) => {
    gtmRequests = []
    // A measurement id for this page only (the shared server's settings stay untouched, so other
    // tests running at the same time see no banner).
    await page.route('**/api/web/settings/public', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      await route.fulfill({
        response,
        json: { data: { ...body.data, analytics_measurement_id: MEASUREMENT_ID } },
      })
    })
    // Nothing leaves the machine: Google's script is replaced by an empty one.
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
      gtmRequests.push(route.request())
      return route.fulfill({ contentType: 'text/javascript', body: '' })
    })
  })

  const pageViews = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((args) => Array.from(args))
        .filter((args) => args[0] === 'event' && args[1] === 'page_view')
        .map((args) => (args[2] as { page_path: string }).page_path),
    )

  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' })

  test('nothing is loaded or sent before consent, after Decline, or with Global Privacy Control over a stored Accept', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/policy/cookie-policy',
    )
    await expectClearOfCrisisButton(page, banner(page))
    expect(gtmRequests).toHaveLength(0)
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)

    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(page)).toBeHidden()
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.analyticsConsent),
    ).toBe('denied')
    const settingsAgain = page.waitForResponse('**/api/web/settings/public')
    await page.reload()
    await expect(page.getByRole('button', CRISIS_BUTTON)).toBeVisible()
    // The settings reached the page and it rendered with them: its decision is made.
    await settingsAgain
    await nextFrames(page)
    await requestsSoFarSeen(page)
    await expect(banner(page)).toHaveCount(0)
    expect(gtmRequests).toHaveLength(0)

    // Global Privacy Control wins even over a stored Accept.
    await page.addInitScript((key) => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
      localStorage.setItem(key, 'granted')
    }, STORAGE_KEYS.analyticsConsent)
    const settingsWithGpc = page.waitForResponse('**/api/web/settings/public')
    await page.reload()
    await settingsWithGpc
    await nextFrames(page)
    await requestsSoFarSeen(page)
    await expect(banner(page)).toHaveCount(0)
    expect(gtmRequests).toHaveLength(0)
  })

  test('with consent: gtag loads and each navigation sends one page view; the crisis dialog pauses it', async ({
    page,
  }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(banner(page)).toBeHidden()

    await expect.poll(() => gtmRequests.length).toBe(1)
    expect(gtmRequests[0].url()).toContain(`id=${MEASUREMENT_ID}`)
    await expect.poll(() => pageViews(page)).toEqual(['/'])

    await page.locator('a[href="/contact"]:visible').first().click()
    await page.waitForURL((url) => url.pathname === '/contact')
    await expect.poll(() => pageViews(page)).toEqual(['/', '/contact'])

    await page.getByRole('button', CRISIS_BUTTON).click()
    await expect(page.getByRole('dialog', { name: 'Crisis Support Resources' })).toBeVisible()
    await expect
      .poll(() => page.evaluate((id) => (window as never)[`ga-disable-${id}`], MEASUREMENT_ID))
      .toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Crisis Support Resources' })).toBeHidden()
    await expect
      .poll(() => page.evaluate((id) => (window as never)[`ga-disable-${id}`], MEASUREMENT_ID))
      .toBe(false)

    expect(gtmRequests).toHaveLength(1)
    expect(await pageViews(page)).toEqual(['/', '/contact'])
  })
})
