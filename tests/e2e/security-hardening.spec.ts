import { expect, test } from '@playwright/test'
import { LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES } from '@domain/constants'
import { deleteOwn, ownPublishedPage } from '../helpers/own-documents'
import { adminApi, WORKER_ADMIN } from '../helpers/auth'

/**
 * Hardening against the production server: the client address behind a proxy, and draft pages
 * after sign-out. The e2e server trusts loopback as its proxy (TRUSTED_PROXIES in
 * playwright.config.ts), so the test runner plays the proxy: it appends the "real" client to
 * whatever X-Forwarded-For the client claimed. Covered elsewhere: the password-reset limit
 * (tests/int/auth-session.test.ts, "limits forgot-password requests"), malformed requests
 * (tests/int/security-requests.test.ts), prototype keys (tests/int/security-prototype.test.ts),
 * and the hashed script policy of a no-JavaScript form's answer (quality.spec.ts).
 */
// A range (198.18.0.0/15, for benchmarks) no other spec uses: the limits these tests exhaust stay
// exhausted for 15 minutes, and must not meet another spec's fixed address.
const byte = () => Math.floor(Math.random() * 250) + 1
const realClient = () => `198.18.${byte()}.${byte()}`

test.describe('per-IP limits key on the real client, not on a claimed X-Forwarded-For', () => {
  test('sign-in failures', async ({ request, baseURL }) => {
    const client = realClient()
    const headers = (claimed: string) => ({
      Origin: new URL(baseURL!).origin,
      'X-Forwarded-For': `${claimed}, ${client}`,
    })
    // One account from one client is refused after its failures, whatever address it claims.
    const email = `nobody-${client}@example.org`
    const attempt = (claimed: string) =>
      request.post('/api/users/login', {
        data: { email, password: 'wrong-password-123' },
        headers: headers(claimed),
      })
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES; i++) {
      expect((await attempt(`10.77.0.${i + 2}`)).status()).toBe(401)
    }
    const spoofed = await attempt('10.77.1.1')
    expect(spoofed.status()).toBe(429)
    // Another member behind the same client is not refused (issue 58: no one is stopped by
    // what another client at their address does).
    const admin = await request.post('/api/users/login', {
      data: WORKER_ADMIN,
      headers: headers('10.77.0.4'),
    })
    expect(admin.status()).toBe(200)
  })
})

test('anonymous calls of the admin’s server function on its public screens answer 4xx, never 500', async ({
  request,
}) => {
  // The calls React's client sends for Payload's admin (JSON text); each one malformed, unknown,
  // a name of Object.prototype, or refused for want of a session (src/lib/http/admin-server-function.ts).
  const bodies = [
    'null',
    '"x"',
    '{}',
    '[]',
    '["x"]',
    '[{}]',
    '[1]',
    '[{"name":"no-such-function","args":{}}]',
    '[{"name":"constructor","args":{}}]',
    '[{"name":"valueOf","args":{}}]',
    '[{"name":"__proto__","args":{}}]',
    '[{"name":"render-list","args":{"collectionSlug":"users"}}]',
    `[{"name":"${'a'.repeat(100_000)}"}]`,
    '[{"name":"form-state\\u0000"}]',
  ]
  for (const path of [
    '/admin/logout',
    '/admin/create-first-user',
    '/admin/unauthorized',
    '/admin/logout-inactivity',
  ]) {
    const page = await request.get(path)
    expect(page.status(), path).toBe(200)
    // The action ids the page hands its client (`{"id":"…","bound":null}` in the RSC payload).
    const ids = [
      ...(await page.text()).matchAll(/\\"id\\":\\"([0-9a-f]{40,44})\\",\\"bound\\":null/g),
    ].map((m) => m[1])
    expect(ids.length, path).toBeGreaterThan(0)
    for (const id of new Set(ids)) {
      for (const body of bodies) {
        const res = await request.post(path, {
          headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' },
          data: body,
        })
        expect(res.status(), `${path} ${id} ${body.slice(0, 60)}`).toBeGreaterThanOrEqual(400)
        expect(res.status(), `${path} ${id} ${body.slice(0, 60)}`).toBeLessThan(500)
      }
    }
  }
})

test('a draft-mode cookie shows drafts only with a valid session; signing out clears it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await adminApi(playwright, baseURL!)
  // A published page of its own, with a draft on top.
  const own = await ownPublishedPage(api, 'draft-cookie')
  const { run, slug } = own
  const draftIntro = `Draft after logout ${run}`
  try {
    const draft = await api.patch(`/api/pages/${own.id}?draft=true`, {
      data: { intro: draftIntro },
    })
    expect(draft.ok(), await draft.text()).toBe(true)

    const origin = new URL(baseURL!).origin
    const login = await page.request.post('/api/users/login', {
      data: WORKER_ADMIN,
      headers: { Origin: origin },
    })
    expect(login.ok()).toBe(true)
    await page.goto(`/preview?slug=${encodeURIComponent(slug)}`)
    await expect(page.getByText(draftIntro)).toBeVisible()
    const draftCookie = (await page.context().cookies()).find(
      (c) => c.name === '__prerender_bypass',
    )
    expect(draftCookie).toBeTruthy()

    const logout = await page.request.post('/api/users/logout', { headers: { Origin: origin } })
    expect(logout.ok()).toBe(true)
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('__prerender_bypass')

    // Someone kept the cookie (it is the same for everyone, and valid until the next build).
    await page.context().addCookies([draftCookie!])
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(draftIntro)).toHaveCount(0)
    await expect(page.getByText(/You are previewing unpublished changes/)).toHaveCount(0)
  } finally {
    await deleteOwn(api, 'pages', own.id)
    await api.dispose()
  }
})
