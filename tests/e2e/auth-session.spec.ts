import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '@domain/constants'
import {
  adminApi,
  createMember,
  deleteMember,
  signInWithForm,
  skipAdminScreens,
  type Member,
} from '../helpers/auth'

/** Team sign-in in the browser: errors, throttling, redirects, the stored session, sign-out. */
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

  test('after 5 failures that address must wait (the page says so), and the owner gets in from another', async ({
    page,
  }) => {
    const m = await member('editor', 'throttle')
    await skipAdminScreens(page)
    await page.setExtraHTTPHeaders(ownAddress())
    await page.goto('/login')
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Email').fill(m.email)
      await page.getByLabel('Password', { exact: true }).fill(`wrong-${i}-password`)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('main').getByRole('alert')).toContainText('incorrect')
    }
    await page.getByLabel('Email').fill(m.email)
    await page.getByLabel('Password', { exact: true }).fill(m.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Too many attempts')
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/Please wait \d+/)
    await expect(page).toHaveURL(/\/login$/)

    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.39' })
    await page.goto('/login')
    await signInWithForm(page, m)
    await expect(page).toHaveURL(/\/admin(\/|$)/)
  })

  test('a safe ?redirect= is followed; open-redirect tricks land on the dashboard', async ({
    page,
    baseURL,
  }) => {
    const m = await member('editor', 'redirects')
    await skipAdminScreens(page)
    await page.goto('/login?redirect=%2Fadmin%2Fcollections%2Fmenus')
    await signInWithForm(page, m)
    await expect(page).toHaveURL(/\/admin\/collections\/menus(\?|$)/)

    const origin = new URL(baseURL!).origin
    // Every trick in REDIRECT_ATTACKS is refused by safeRedirectPath (unit:
    // auth-safe-redirect.test.ts); here the form's use of it, with two that browsers read as
    // another host.
    for (const attack of ['//evil.example', '/\\evil.example']) {
      await page.goto(`/login?redirect=${encodeURIComponent(attack)}`)
      await signInWithForm(page, m)
      await expect(page, `redirect=${JSON.stringify(attack)}`).toHaveURL(
        `${origin}/admin/dashboard`,
      )
    }
  })
})

test.describe('the session', () => {
  test('survives a reload and shows Dashboard and Logout; Logout ends it and goes home', async ({
    page,
    context,
  }) => {
    const m = await member('editor', 'reload')
    await page.goto('/login')
    await signInWithForm(page, m)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    const cookie = (await context.cookies()).find((c) => c.name === 'payload-token')
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Lax')
    expect(await storedUser(page)).toContain(m.email)
    expect(await storedUser(page)).not.toContain(cookie!.value)

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
    expect(await storedUser(page)).toBeNull()
    expect((await context.cookies()).find((c) => c.name === 'payload-token')).toBeUndefined()
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

  test('a 401 from an API call clears the session and sends to /login', async ({
    page,
    context,
  }) => {
    const m = await member('admin', 'unauthorized')
    await page.goto('/login?redirect=%2Fonboarding')
    await signInWithForm(page, m)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Invite a team member' }),
    ).toBeVisible()
    // The session cookie expires while the page is open.
    await context.clearCookies()
    await page.getByLabel('Name').fill('Too Late')
    await page.getByLabel('Email').fill(`too-late-${Date.now()}@example.org`)
    const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/invitations'))
    await page.getByRole('button', { name: 'Send invitation' }).click()
    expect((await response).status()).toBe(401)
    await expect(page).toHaveURL((url) => url.pathname === '/login')
    expect(await storedUser(page)).toBeNull()
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

  test('an unparsable stored user is removed', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('auth-e2e-seeded')) {
        localStorage.setItem(key, '{broken')
        sessionStorage.setItem('auth-e2e-seeded', '1')
      }
    }, STORAGE_KEYS.authUser)
    await page.goto('/')
    await expect(header(page).getByRole('link', { name: 'Team Sign In' })).toBeVisible()
    await expect.poll(() => storedUser(page)).toBeNull()
  })
})

test('/oauth-callback explains that single sign-on is not set up', async ({ page }) => {
  await page.goto('/oauth-callback?code=abc&state=xyz')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Single sign-on is not set up' }),
  ).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to Team Sign In' }),
  ).toHaveAttribute('href', '/login')
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
