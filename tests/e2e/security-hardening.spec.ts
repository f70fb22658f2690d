import { expect, test } from '@playwright/test'
import { FORGOT_PASSWORD_IP_MAX, LOGIN_IP_MAX_FAILURES } from '@domain/constants'
import { adminApi, WORKER_ADMIN } from '../helpers/auth'

/**
 * Hardening against the production server: the client address behind a proxy, malformed
 * requests, and draft pages after sign-out. The e2e server trusts loopback as its proxy
 * (TRUSTED_PROXIES in playwright.config.ts), so the test runner plays the proxy: it appends the
 * "real" client to whatever X-Forwarded-For the client claimed.
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
    // A new address each time: one account from one client is held back after 5 failures.
    let n = 0
    const attempt = (claimed: string) =>
      request.post('/api/users/login', {
        data: { email: `nobody-${++n}-${client}@example.org`, password: 'wrong-password-123' },
        headers: headers(claimed),
      })
    for (let i = 0; i < LOGIN_IP_MAX_FAILURES; i++) {
      expect((await attempt('10.77.0.2')).status()).toBe(401)
    }
    const spoofed = await attempt('10.77.0.3')
    expect(spoofed.status()).toBe(429)
    // The real sign-in of the admin from this client is held back as well.
    const admin = await request.post('/api/users/login', {
      data: WORKER_ADMIN,
      headers: headers('10.77.0.4'),
    })
    expect(admin.status()).toBe(429)
  })

  test('password reset requests', async ({ request, baseURL }) => {
    const client = realClient()
    const ask = (claimed: string) =>
      request.post('/api/users/forgot-password', {
        data: { email: `nobody-${client}@example.org` },
        headers: { Origin: new URL(baseURL!).origin, 'X-Forwarded-For': `${claimed}, ${client}` },
      })
    for (let i = 0; i < FORGOT_PASSWORD_IP_MAX; i++) {
      expect((await ask(`10.77.1.${i + 1}`)).status()).toBe(200)
    }
    expect((await ask('10.77.2.1')).status()).toBe(429)
  })
})

test('malformed requests answer 4xx with a message, never 500', async ({ request }) => {
  const paths = [
    '/api/crisis-resources/notanumber',
    '/api/crisis-resources/1e999',
    '/api/crisis-resources/99999999999999999999',
    '/api/crisis-resources/%00',
    '/api/pages/notanumber',
    '/api/media/%00',
    '/api/menus/1e999',
    '/api/users/notanumber',
    '/api/forms/contact',
    '/api/pages?where=notjson',
    '/api/pages?where[title][bogus]=1',
    '/api/pages?page=-5',
    '/api/pages?limit=1&limit=2',
    '/api/pages?where[title][equals]=a%00b',
    '/api/pages?where[title][equals]=%E0%A4%A',
    '/api/public/crisis-lines?tag=%E0%A4%A',
    '/api/public/crisis-lines?tag=a&tag=b',
    '/api/web/settings/public?__proto__[x]=1',
    '/api/media/file/doesnotexist.png',
  ]
  for (const path of paths) {
    const res = await request.get(path)
    expect(res.status(), path).toBeGreaterThanOrEqual(400)
    expect(res.status(), path).toBeLessThan(500)
    const body = await res.text()
    expect(body, path).not.toMatch(/Something went wrong|\bat .+\.js:\d+/)
    expect(JSON.parse(body).errors[0].message, path).toBeTruthy()
  }
  const form = await request.get('/api/forms/contact')
  expect(form.status()).toBe(405)
  expect(form.headers()['allow']).toBe('POST')
})

test(
  'a draft-mode cookie shows drafts only with a valid session; signing out clears it',
  { tag: '@shared' },
  async ({ page, playwright, baseURL }) => {
    const api = await adminApi(playwright, baseURL!)
    const find = await api.get('/api/pages?where[slug][equals]=policy/accessibility&depth=0')
    const policy = ((await find.json()) as { docs: { id: number; intro?: string }[] }).docs[0]
    const draftIntro = `Draft after logout ${Date.now().toString(36)}`
    try {
      const draft = await api.patch(`/api/pages/${policy.id}?draft=true`, {
        data: { intro: draftIntro },
      })
      expect(draft.ok(), await draft.text()).toBe(true)

      const origin = new URL(baseURL!).origin
      const login = await page.request.post('/api/users/login', {
        data: WORKER_ADMIN,
        headers: { Origin: origin },
      })
      expect(login.ok()).toBe(true)
      await page.goto(`/preview?slug=${encodeURIComponent('policy/accessibility')}`)
      await expect(page.getByText(draftIntro)).toBeVisible()
      const draftCookie = (await page.context().cookies()).find(
        (c) => c.name === '__prerender_bypass',
      )
      expect(draftCookie).toBeTruthy()

      const logout = await page.request.post('/api/users/logout', { headers: { Origin: origin } })
      expect(logout.ok()).toBe(true)
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain(
        '__prerender_bypass',
      )

      // Someone kept the cookie (it is the same for everyone, and valid until the next build).
      await page.context().addCookies([draftCookie!])
      await page.goto('/policy/accessibility')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(draftIntro)).toHaveCount(0)
      await expect(page.getByText(/You are previewing unpublished changes/)).toHaveCount(0)
    } finally {
      const restore = await api.patch(`/api/pages/${policy.id}`, {
        data: { intro: policy.intro ?? null, _status: 'published' },
      })
      expect(restore.ok()).toBe(true)
      await api.dispose()
    }
  },
)

test('a page sent back for a form posted without JavaScript gets the hashed script policy', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': realClient() },
  })
  const page = await context.newPage()
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Your name').fill('Policy Check')
  await form.getByLabel('E-mail address').fill('not-an-address')
  const posted = page.waitForResponse((r) => r.request().method() === 'POST')
  await form.getByRole('button', { name: 'Send message' }).click()
  const response = await posted
  expect(response.headers()['content-type']).toMatch(/text\/html/)
  const scriptSrc = /script-src([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')
  expect(scriptSrc?.[1]).toBeDefined()
  expect(scriptSrc?.[1]).not.toContain("'unsafe-inline'")
  expect(scriptSrc?.[1]).toMatch(/'sha256-/)
  await context.close()
})

test('prototype keys in any spelling are 400s, and the process keeps serving reads and sign-ins', async ({
  request,
  playwright,
  baseURL,
}) => {
  const corpus = [
    '/api/pages?where%5B__proto__%5D%5Bequals%5D=1',
    '/api/pages?where[__proto__][polluted]=1',
    '/api/pages?where[constructor][prototype][polluted]=1',
    '/api/pages?where[or][0][__proto__][polluted]=1',
    '/api/pages?%5F%5Fproto%5F%5F[polluted]=1',
    '/api/pages?__pro%74o__[polluted]=1',
    '/api/pages?__PROTO__[polluted]=1',
    '/api/pages?sort[__proto__]=1',
    '/api/pages?select[__proto__][polluted]=true',
    '/api/pages?populate[constructor][prototype][polluted]=1',
    '/api/crisis-resources?where=%7B%22__proto__%22%3A%7B%22polluted%22%3A1%7D%7D',
    '/api/crisis-resources?where=%7B%22%5Cu005f_proto__%22%3A%7B%22polluted%22%3A1%7D%7D',
    '/api/globals/site-settings?constructor[prototype][polluted]=1',
    '/api/media/file/__proto__',
    '/api/public/crisis-lines?__proto__[x]=1',
    '/api/public/crisis-lines?constructor[prototype][polluted]=1',
    '/api/web/settings/public?__proto__[x]=1',
  ]
  for (const path of corpus) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(400)
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toBeTruthy()
  }
  const bodies: [string, unknown][] = [
    ['/api/crisis-counts', JSON.parse('{"event":"call","__proto__":{"polluted":1}}')],
    ['/api/forms/contact', JSON.parse('{"constructor":{"prototype":{"polluted":1}}}')],
  ]
  for (const [path, data] of bodies) {
    const res = await request.post(path, {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify(data),
    })
    expect(res.status(), path).toBe(400)
  }

  // The same process still reads, signs in, renders the sign-in page and calls itself healthy.
  const read = await request.get('/api/public/crisis-lines?tag=peer-support')
  expect(read.status()).toBe(200)
  expect(((await read.json()) as { lines: unknown[] }).lines.length).toBeGreaterThan(0)
  const admin = await adminApi(playwright, baseURL!)
  const me = await admin.get('/api/users/me')
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(WORKER_ADMIN.email)
  await admin.dispose()
  expect((await request.get('/login')).status()).toBe(200)
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({ status: 'healthy', content: 'readable' })
})
