import { expect, test, type Locator, type Page } from '@playwright/test'
import { memberForSpec, signInWithForm, skipAdminScreens } from '../helpers/auth'
import { sessionOf } from '../helpers/signed-in'

/**
 * Admin routes: a visitor is sent to /login (history entry replaced) and, after signing in,
 * arrives at the route asked for, which works; a ?redirect= that would leave the site lands on
 * the dashboard instead; signed in, every admin address of the spec opens its screen. Which path
 * goes where, with and without a session (Payload's own sign-in screens included), is
 * src/proxy.ts (unit: tests/unit/admin-proxy.test.ts); every redirect trick is refused by
 * safeRedirectPath (unit: auth-safe-redirect.test.ts). The dashboard's panels:
 * admin-tasks-inbox.spec.ts.
 */
const spec = memberForSpec('admin', 'routes-admin')

const heading = (name: RegExp | (() => string)) => (page: Page) =>
  page.getByRole('heading', { level: 1, name: typeof name === 'function' ? name() : name }).first()
/** A team member's screen is headed with their name (Users' useAsTitle). */
const memberName = () => spec.member.name

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
    ready: heading(memberName),
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

// Here the browser's side of the proxy once, then every screen behind those addresses.
test('a visitor goes to /login, which replaces the history entry, then arrives after signing in; tricks land on the dashboard', async ({
  page,
  baseURL,
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
  await expect(heading(memberName)(page)).toBeVisible()

  // The form's use of safeRedirectPath, with two ways back that browsers read as another host.
  await skipAdminScreens(page)
  const origin = new URL(baseURL!).origin
  for (const attack of ['//evil.example', '/\\evil.example']) {
    await page.goto(`/login?redirect=${encodeURIComponent(attack)}`)
    await signInWithForm(page, spec.member)
    await expect(page, `redirect=${JSON.stringify(attack)}`).toHaveURL(`${origin}/admin/dashboard`)
  }
})

test('signed in, each admin address of the spec opens its screen', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Every admin screen in turn: ~30 s on a quiet machine, 57–66 s on a loaded 2-core CI run
  // (ci51), past the default minute.
  test.setTimeout(120_000)
  const context = await browser.newContext({
    storageState: await sessionOf(playwright, baseURL!, spec.member),
  })
  const page = await context.newPage()
  for (const route of ROUTES) {
    await page.goto(pathOf(route))
    await expect(page, pathOf(route)).toHaveURL(route.url)
    await expect(route.ready(page), pathOf(route)).toBeVisible()
  }
  await context.close()
})
