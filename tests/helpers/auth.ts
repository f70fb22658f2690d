import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'

export type Member = { id: number; email: string; password: string; name: string }

/**
 * The admin this worker signs in as. Payload keeps a user's sessions in one row, so two workers
 * signing one account in at the same instant can drop each other's session: each worker has a
 * team member of its own (made by global-setup.ts before any worker starts). Outside a worker
 * (the runner's own process) it is the seeded admin.
 */
export function workerAdmin(index = process.env.TEST_PARALLEL_INDEX) {
  if (index === undefined) return E2E_ADMIN
  return {
    email: `e2e-worker-${index}@example.org`,
    password: `e2e-worker-${index}-password`,
  }
}
export const WORKER_ADMIN = workerAdmin()

/**
 * An API client signed in as this worker's admin. Payload accepts the session cookie only with a
 * trusted Origin (CSRF), so every request carries the site's own.
 */
export async function adminApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: new URL(baseURL).origin },
  })
  await signInAdmin(api)
  return api
}

async function signInAdmin(api: APIRequestContext) {
  const { email, password } = WORKER_ADMIN
  const res = await api.post('/api/users/login', { data: { email, password } })
  expect(res.ok(), `sign-in as ${email}: ${res.status()}`).toBe(true)
}

/**
 * Payload keeps a user's sessions in one row, so another client of this worker's admin signing
 * in at the same instant can drop this client's session: then sign in again and retry once.
 */
export async function asAdmin(
  api: APIRequestContext,
  call: () => ReturnType<APIRequestContext['get']>,
) {
  const res = await call()
  if (res.status() !== 401 && res.status() !== 403) return res
  await signInAdmin(api)
  return call()
}

/** A team member of its own for one test, so tests never share sessions or lockouts. */
export async function createMember(
  api: APIRequestContext,
  role: 'admin' | 'editor',
  label: string,
): Promise<Member> {
  const unique = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const member = {
    email: `${unique}@example.org`,
    password: `pw-${unique}`,
    name: `E2E ${label}`,
  }
  const res = await asAdmin(api, () => api.post('/api/users', { data: { ...member, role } }))
  expect(res.ok(), await res.text()).toBe(true)
  const { doc } = (await res.json()) as { doc: { id: number } }
  return { ...member, id: doc.id }
}

export async function deleteMember(api: APIRequestContext, member: Member) {
  await asAdmin(api, () => api.delete(`/api/users/${member.id}`))
}

/**
 * A spec's admin API client and team member of its own: made before its tests, the member
 * deleted and the client closed after them. Read `.api` and `.member` in tests and hooks.
 */
export function memberForSpec(role: 'admin' | 'editor', label: string) {
  const spec = {} as { api: APIRequestContext; member: Member }
  test.beforeAll(async ({ playwright, baseURL }) => {
    spec.api = await adminApi(playwright, baseURL!)
    spec.member = await createMember(spec.api, role, label)
  })
  test.afterAll(async () => {
    await deleteMember(spec.api, spec.member)
    await spec.api.dispose()
  })
  return spec
}

async function submitSignIn(page: Page, member: { email: string; password: string }) {
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in through /login (whatever ?redirect= the page has) and waits to leave it. */
export async function signInWithForm(page: Page, member: { email: string; password: string }) {
  await submitSignIn(page, member)
  await page.waitForURL((url) => url.pathname !== '/login')
}

/**
 * Answers every admin document with an empty page, for tests about where the site sends a team
 * member, not about the admin (whose screens auth-routes.spec.ts opens): Payload's admin is the
 * heaviest page to render, on the server and in the browser. Not for a test that expects the
 * server to redirect an admin address (this answers it instead).
 */
export async function skipAdminScreens(page: Page) {
  await page.route(
    (url) => url.pathname === '/admin' || url.pathname.startsWith('/admin/'),
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Admin</title>' })
        : route.continue(),
  )
}

/** Signs this worker's admin in through /login and waits for the admin to open. */
export async function signInAdminWithForm(page: Page) {
  await page.goto('/login')
  await submitSignIn(page, WORKER_ADMIN)
  await expect(page).toHaveURL(/\/admin(\/|$)/, { timeout: 30_000 })
}

/**
 * Signs the browser of `page` in as `member` through the API (the session cookie the sign-in form
 * would set) and opens `path`, if given: for tests about the admin's screens, which need a
 * session, not the sign-in page (its form is tested by auth-session.spec.ts and, at every local
 * address, local-start.spec.ts). Saves each test a form sign-in and a render of the dashboard.
 */
export async function signInByApi(
  page: Page,
  member: { email: string; password: string },
  path?: string,
) {
  const baseURL = test.info().project.use.baseURL!
  const res = await page.request.post('/api/users/login', {
    data: { email: member.email, password: member.password },
    headers: { Origin: new URL(baseURL).origin },
  })
  expect(res.ok(), `sign-in as ${member.email}: ${res.status()}`).toBe(true)
  if (path) await page.goto(path)
}
