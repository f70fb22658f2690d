import { expect, test, type Locator, type Page } from '@playwright/test'
import { memberForSpec, signInWithForm } from '../helpers/auth'

/**
 * Admin routes: a visitor is sent to /login (history entry replaced) and, after
 * signing in, arrives at the route asked for, which works.
 */
const spec = memberForSpec('admin', 'routes-admin')

const heading = (name: RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first()

const ROUTES: { path: string | (() => string); url: RegExp; ready: (page: Page) => Locator }[] = [
  { path: '/admin/dashboard', url: /\/admin\/dashboard$/, ready: heading(/^Dashboard$/) },
  {
    path: '/admin/users',
    url: /\/admin\/collections\/users(\?|$)/,
    ready: heading(/Team members/),
  },
  {
    path: '/admin/users/new',
    url: /\/admin\/collections\/users\/create$/,
    ready: (page) => page.getByLabel('Name'),
  },
  {
    path: () => `/admin/users/edit/${spec.member.id}`,
    url: /\/admin\/collections\/users\/\d+$/,
    ready: heading(/@example\.org/),
  },
  { path: '/admin/content', url: /\/admin\/collections\/pages(\?|$)/, ready: heading(/Pages/) },
  { path: '/admin/assets', url: /\/admin\/collections\/media(\?|$)/, ready: heading(/Media/) },
  { path: '/admin/integrations', url: /\/admin\/integrations$/, ready: heading(/^Integrations$/) },
  { path: '/admin/web', url: /\/admin\/web$/, ready: heading(/^Website$/) },
  {
    path: '/admin/settings',
    url: /\/admin\/globals\/site-settings$/,
    ready: heading(/Site settings/),
  },
]

const pathOf = (route: (typeof ROUTES)[number]) =>
  typeof route.path === 'string' ? route.path : route.path()

// Which path goes where, with and without a session, is src/proxy.ts (unit: admin-proxy.test.ts);
// here the browser's side of it once, then every screen behind those addresses.
test('a visitor goes to /login, which replaces the history entry, then arrives after signing in', async ({
  page,
}) => {
  const path = `/admin/users/edit/${spec.member.id}`
  await page.goto('/')
  await page.goto(path)
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === path,
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Team Sign In' })).toBeVisible()

  // The admin URL replaced its history entry: Back returns to where the visitor was.
  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await page.goForward()
  await expect(page).toHaveURL(/\/login\?redirect=/)

  await signInWithForm(page, spec.member)
  await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+$/)
  await expect(heading(/@example\.org/)(page)).toBeVisible()
})

test('signed in, each admin address of the spec opens its screen', async ({ page }) => {
  // Every admin screen in turn: ~30 s on a quiet machine, 57–66 s on a loaded 2-core CI run
  // (ci51), past the default minute.
  test.setTimeout(120_000)
  await page.goto('/login')
  await signInWithForm(page, spec.member)
  for (const route of ROUTES) {
    await page.goto(pathOf(route))
    await expect(page, pathOf(route)).toHaveURL(route.url)
    await expect(route.ready(page), pathOf(route)).toBeVisible()
  }
})

test('the dashboard shows site health, recent edits and crisis lines to verify', async ({
  page,
}) => {
  await page.goto('/login?redirect=/admin/dashboard')
  await signInWithForm(page, spec.member)
  const health = page.getByRole('region', { name: 'Site health' })
  await expect(health.getByRole('status')).toContainText('Healthy')
  await expect(health).toContainText('Database')
  await expect(
    page.getByRole('region', { name: 'Recent edits' }).getByRole('link').first(),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Crisis resources needing verification' }),
  ).toBeVisible()

  // Health is polled; the panel asks the server again when told to.
  const again = page.waitForRequest((r) => r.url().endsWith('/api/health'))
  await health.getByRole('button', { name: 'Check now' }).click()
  await again
})

test('Payload’s own sign-in screen sends visitors to /login too', async ({ page }) => {
  await page.goto('/admin/login?redirect=%2Fadmin%2Fcollections%2Fpages')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcollections%2Fpages$/)
  await page.goto('/admin/collections/menus')
  await expect(page).toHaveURL((url) => url.pathname === '/login')
})
