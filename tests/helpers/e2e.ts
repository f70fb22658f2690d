import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { WORKER_ADMIN } from './auth'

/** Sign in through the REST API (sets the HttpOnly session cookie in the request context). */
export async function apiSignIn(request: APIRequestContext, creds = WORKER_ADMIN) {
  const res = await request.post('/api/users/login', { data: creds })
  expect(res.ok(), `login as ${creds.email}: ${res.status()}`).toBeTruthy()
  return (await res.json()) as { token: string; user: { id: number; email: string } }
}

/** Sign in the browser page through the admin's own form. */
export async function browserSignIn(page: Page, creds = WORKER_ADMIN) {
  await page.goto('/admin')
  await page.getByLabel(/email/i).first().fill(creds.email)
  await page
    .getByLabel(/password/i)
    .first()
    .fill(creds.password)
  await page
    .getByRole('button', { name: /sign in|log ?in/i })
    .first()
    .click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

/** A document by its slug, through the team's REST API: `request` must be signed in. */
export async function findBySlug<T>(
  request: APIRequestContext,
  collection: string,
  slug: string,
): Promise<T> {
  const res = await request.get(
    `/api/${collection}?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`,
  )
  expect(res.ok()).toBeTruthy()
  const body = (await res.json()) as { docs: T[] }
  expect(body.docs.length, `${collection}/${slug}`).toBe(1)
  return body.docs[0]
}

/**
 * Holds back every request for the page's JavaScript chunks, so a test can act on the page as
 * it is before its bundle has run. Call the returned function to let them through. Only the
 * scripts: Turbopack serves the stylesheets from the same folder, and a held stylesheet would
 * hold the page itself (the parser waits for it before the next inline script).
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?|$)/, async (route) => {
    await gate
    await route.continue()
  })
  return release
}

/**
 * Resolves once Playwright has seen every request the page started before this call: the page
 * fetches a marker (answered here, never by the server), and Chromium reports a page's requests
 * in the order it starts them. For "this did not send anything" without waiting a set time.
 */
export async function requestsSoFarSeen(page: Page) {
  const marker = `/__requests-seen-${Date.now()}`
  await page.route(`**${marker}`, (route) => route.fulfill({ status: 204 }))
  const seen = page.waitForRequest((r) => r.url().endsWith(marker))
  await page.evaluate((url) => {
    void fetch(url).catch(() => undefined)
  }, marker)
  await seen
  await page.unroute(`**${marker}`)
}

/**
 * Resolves after the page has rendered two more frames: the tasks queued before it (a query's
 * result reaching React, React's render and its effects) have run by then.
 */
export function nextFrames(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}
