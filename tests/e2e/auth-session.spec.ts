import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { LOGIN_BURST_ATTEMPTS, STORAGE_KEYS } from '@domain/constants'
import {
  adminApi,
  createMember,
  deleteMember,
  signInWithForm,
  skipAdminScreens,
  type Member,
} from '../helpers/auth'
import { expectNoAxeViolations } from '../helpers/axe'
import { sessionOf } from '../helpers/signed-in'
import { caughtMail, freshIp } from './forms-helpers'

/**
 * Team sign-in in the browser: the form's errors, the session across pages and reloads,
 * sign-out (here and everywhere), a server that cannot be reached, forgot-password, the alert
 * after a burst of wrong passwords. Elsewhere:
 * throttling after failures (tests/int/auth-session.test.ts, auth-throttle.test.ts); the cookie's
 * flags (int auth-session "sign-in sets an HttpOnly SameSite cookie"); what the browser stores
 * and an unparsable stored user (unit: auth-session-storage.test.ts); a 401 clearing the session
 * (unit: api-client.test.ts "401"); ?redirect= and its tricks (auth-routes.spec.ts);
 * /oauth-callback (auth-a11y.spec.ts).
 */
let api: APIRequestContext
const members: Member[] = []

test.beforeAll(async ({ playwright, baseURL }) => {
  api = await adminApi(playwright, baseURL!)
})

test.afterAll(async () => {
  for (const m of members) await deleteMember(api, m)
  await api.dispose()
})

async function member(role: 'admin' | 'editor', label: string) {
  const m = await createMember(api, role, label)
  members.push(m)
  return m
}

/** Failed sign-ins count per client address; these tests use one of their own. */
const ownAddress = () => ({
  'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
})

const header = (page: Page) => page.getByRole('banner')
const storedUser = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authUser)

test.describe('signing in', () => {
  test('wrong credentials show a clear error tied to the form, and Team Sign In is hidden on /login', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(ownAddress())
    await page.goto('/login')
    await expect(header(page).getByRole('link', { name: 'Team Sign In' })).toHaveCount(0)
    await page.getByLabel('Email').fill('nobody@example.org')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText('The email address or password is incorrect')
    const alertId = await alert.getAttribute('id')
    await expect(page.locator('form')).toHaveAttribute('aria-describedby', alertId!)
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  })

  test('empty fields are named inline without a request', async ({ page }) => {
    await page.goto('/login')
    let posted = false
    page.on('request', (r) => {
      if (r.url().includes('/api/users/login')) posted = true
    })
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Enter your email address.')).toBeVisible()
    await expect(page.getByLabel('Email')).toBeFocused()
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(false)
  })
})

test.describe('the session', () => {
  test('survives a reload and shows Dashboard and Logout; Logout ends it and goes home', async ({
    page,
  }) => {
    const m = await member('editor', 'reload')
    await page.goto('/login')
    await signInWithForm(page, m)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)

    await page.goto('/about')
    await page.reload()
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    )
    await expect(header(page).getByRole('link', { name: 'Team Sign In' })).toHaveCount(0)
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    await page.goto('/about')
    await header(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(header(page).getByRole('link', { name: 'Team Sign In' })).toBeVisible()
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test('ended on the server (signed out everywhere), the browser is signed out too', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const m = await member('editor', 'invalidated')
    await page.goto('/login')
    await signInWithForm(page, m)
    await page.goto('/')
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible()

    const elsewhere = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
    })
    expect((await elsewhere.post('/api/users/login', { data: m })).ok()).toBe(true)
    expect((await elsewhere.post('/api/users/logout?allSessions=true')).ok()).toBe(true)
    await elsewhere.dispose()

    await page.reload()
    await expect(header(page).getByRole('link', { name: 'Team Sign In' })).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'Logout' })).toHaveCount(0)
    await expect.poll(() => storedUser(page)).toBeNull()
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL((url) => url.pathname === '/login')
  })

  test('when the check times out or the network fails, the stored user is kept with a warning', async ({
    page,
  }) => {
    const m = await member('editor', 'offline')
    await skipAdminScreens(page)
    await page.goto('/login')
    await signInWithForm(page, m)
    const warnings: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text())
    })
    await page.route('**/api/users/me', (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect.poll(() => warnings.join('\n')).toContain('Could not check the stored session')
    expect(await storedUser(page)).toContain(m.email)
  })
})

test('forgot password confirms without saying whether the address has an account', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders(ownAddress())
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.org`)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText('Check your email')
})

test('after a burst of wrong passwords the member finds an alert on the dashboard and an e-mail', async ({
  browser,
  playwright,
  baseURL,
  request,
}) => {
  const m = await member('editor', 'burst')
  const session = await sessionOf(playwright, baseURL!, m)
  // Each from an address of its own, as a botnet would: refused ones count towards the burst.
  for (let i = 0; i < LOGIN_BURST_ATTEMPTS; i++) {
    const res = await request.post('/api/users/login', {
      data: { email: m.email, password: `guess-${i}-password` },
      headers: { 'X-Forwarded-For': freshIp(), Origin: new URL(baseURL!).origin },
    })
    expect([401, 429]).toContain(res.status())
  }
  const context = await browser.newContext({ storageState: session })
  try {
    const page = await context.newPage()
    await page.goto('/admin/dashboard')
    // The job ticker (every 2 s on the e2e server) writes the alert.
    const alert = page.getByRole('region', { name: 'Sign-in alerts' })
    await expect(async () => {
      await page.reload()
      await expect(alert).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    await expect(alert.getByRole('link', { name: /sign-in attempts/ })).toHaveText(
      `${LOGIN_BURST_ATTEMPTS} sign-in attempts in 15 minutes`,
    )
    await expectNoAxeViolations(
      page,
      'dashboard with a sign-in alert',
      'section[aria-labelledby="dash-sign-in-alerts"]',
    )
    const mail = await caughtMail(
      (c) => c.to.includes(m.email) && /sign-in attempts/i.test(c.subject),
    )
    expect(mail.text).toContain('/admin/dashboard')
  } finally {
    await context.close()
  }
})
