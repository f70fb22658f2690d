import { expect, test } from '@playwright/test'
import { adminApi, asAdmin } from '../helpers/auth'

/**
 * The public API by design (docs/public-api.md) against the production server: the purpose-built
 * endpoints anyone may read, cached and open to other origins, and Payload's generic REST, which
 * is the team's.
 */
type Lines = {
  locale: string
  tag: string | null
  lines: {
    id: string
    name: string
    description: string
    availability: string
    hours: { is24x7: boolean | null; weekly: unknown[] } | null
    tags: { value: string; label: string }[]
  }[]
}

test('GET /api/public/crisis-lines: the published lines with hours and tags, cacheable, CORS open', async ({
  request,
}) => {
  const res = await request.get('/api/public/crisis-lines', {
    headers: { Origin: 'https://partner.example' },
  })
  expect(res.status()).toBe(200)
  const headers = res.headers()
  expect(headers['content-type']).toMatch(/^application\/json/)
  expect(headers['access-control-allow-origin']).toBe('*')
  expect(headers['cache-control']).toMatch(/^public, max-age=60/)
  expect(headers['content-language']).toBe('en')
  expect(headers['set-cookie']).toBeUndefined()
  const body = (await res.json()) as Lines
  expect(body.locale).toBe('en')
  expect(body.lines.length).toBeGreaterThan(3)
  const trevor = body.lines.find((l) => l.id === 'trevor-project')!
  expect(trevor.hours?.is24x7).toBe(true)
  expect(trevor.availability).toBeTruthy()
  expect(trevor.tags).toContainEqual({ value: 'lgbtq-youth', label: 'LGBTQ+ youth' })

  // A CDN or a partner revalidates with the ETag: 304, no body.
  const again = await request.get('/api/public/crisis-lines', {
    headers: { 'If-None-Match': headers.etag },
  })
  expect(again.status()).toBe(304)

  const youth = (await (
    await request.get('/api/public/crisis-lines?tag=lgbtq-youth')
  ).json()) as Lines
  expect(youth.tag).toBe('lgbtq-youth')
  expect(youth.lines.length).toBeGreaterThan(0)
  expect(youth.lines.length).toBeLessThan(body.lines.length)
  expect(youth.lines.every((l) => l.tags.some((t) => t.value === 'lgbtq-youth'))).toBe(true)

  const spanish = await request.get('/api/public/crisis-lines?tag=lgbtq-youth&locale=es')
  expect(spanish.headers()['content-language']).toBe('es')
  const es = (await spanish.json()) as Lines
  expect(es.lines.map((l) => l.id)).toEqual(youth.lines.map((l) => l.id))
  expect(es.lines[0].tags).toContainEqual({ value: 'lgbtq-youth', label: 'Jóvenes LGBTQ+' })

  const preflight = await request.fetch('/api/public/crisis-lines', {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://partner.example',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'if-none-match',
    },
  })
  expect(preflight.status()).toBe(204)
  expect(preflight.headers()['access-control-allow-headers']).toMatch(/If-None-Match/i)
})

test('GET /api/web/settings/public: the public settings, cacheable, nothing team-only', async ({
  request,
}) => {
  const res = await request.get('/api/web/settings/public')
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toMatch(/^public, max-age=60/)
  expect(res.headers()['access-control-allow-origin']).toBe('*')
  const { data } = (await res.json()) as { data: Record<string, unknown> }
  expect(data).toMatchObject({ site_name: expect.any(String), contact_email: /@/ })
  expect(JSON.stringify(data)).not.toMatch(/notification|retention/i)
})

test('hostile input to the public endpoints is a 400 with a message, never a 500', async ({
  request,
}) => {
  const huge = 'x'.repeat(8000)
  const cases: [string, RegExp][] = [
    ['/api/public/crisis-lines?__proto__[x]=1', /reserved word/],
    ['/api/public/crisis-lines?%5F%5Fproto%5F%5F[x]=1', /reserved word/],
    ['/api/public/crisis-lines?constructor[prototype][x]=1', /reserved word/],
    ['/api/public/crisis-lines?tag=%E0%A4%A', /does not decode/],
    ['/api/public/crisis-lines?tag=%ff', /does not decode/],
    ['/api/public/crisis-lines?tag=a%00b', /control characters/],
    ['/api/public/crisis-lines?tag=peer-support&tag=coming-out', /give it once/],
    ['/api/public/crisis-lines?locale=es&locale=es', /give it once/],
    [`/api/public/crisis-lines?tag=${huge}`, /at most 64 characters/],
    [`/api/public/crisis-lines?${huge}=1`, /not a parameter/],
    ['/api/public/crisis-lines?tag=lgbtq', /tag: one of/],
    ['/api/public/crisis-lines?locale=fr', /locale: one of en, es/],
    ['/api/public/crisis-lines?where[slug][equals]=x', /not a parameter/],
    ['/api/web/settings/public?__proto__[x]=1', /takes no parameters/],
    ['/api/web/settings/public?a=1&a=2', /takes no parameters/],
  ]
  for (const [path, message] of cases) {
    const res = await request.get(path)
    const label = path.slice(0, 80)
    expect(res.status(), label).toBe(400)
    expect(res.headers()['access-control-allow-origin'], label).toBe('*')
    expect(res.headers()['cache-control'], label).toBe('no-store')
    const body = (await res.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message, label).toMatch(message)
  }
  // A path that does not decode is refused at the server's edge, before any route.
  expect((await request.get('/api/public/crisis-lines/%E0%A4%A')).status()).toBe(400)
  expect((await request.get('/api/public/crisis-lines?tag=peer-support')).status()).toBe(200)
})

test(
  'a crisis line saved in the admin shows on /api/public/crisis-lines without a rebuild',
  { tag: '@shared' },
  async ({ request, playwright, baseURL }) => {
    const api = await adminApi(playwright, baseURL!)
    const found = await asAdmin(api, () =>
      api.get('/api/crisis-resources?where[slug][equals]=trans-lifeline&depth=0&locale=en'),
    )
    const line = ((await found.json()) as { docs: { id: number; description: string }[] }).docs[0]
    const edited = `${line.description} Public API check ${Date.now().toString(36)}.`
    const read = async () =>
      ((await (await request.get('/api/public/crisis-lines')).json()) as Lines).lines.find(
        (l) => l.id === 'trans-lifeline',
      )?.description
    expect(await read()).toBe(line.description)
    try {
      const saved = await api.patch(`/api/crisis-resources/${line.id}?locale=en`, {
        data: { description: edited, _status: 'published' },
      })
      expect(saved.ok(), await saved.text()).toBe(true)
      await expect.poll(read, { timeout: 10_000 }).toBe(edited)
    } finally {
      await api.patch(`/api/crisis-resources/${line.id}?locale=en`, {
        data: { description: line.description, _status: 'published' },
      })
      await api.dispose()
    }
    await expect.poll(read, { timeout: 10_000 }).toBe(line.description)
  },
)

/** An 8×6 PNG (written by sharp). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGNgWFWOHQ2kBADLNzYxahzabwAAAABJRU5ErkJggg==',
  'base64',
)

test('Payload’s generic REST is the team’s: a visitor’s read is refused; images still load', async ({
  request,
  page,
  playwright,
  baseURL,
}) => {
  for (const path of [
    '/api/pages',
    '/api/pages?where[slug][equals]=about',
    '/api/crisis-resources?depth=0',
    '/api/menus',
    '/api/reports',
    '/api/media',
    '/api/globals/site-settings',
    '/api/pages/versions',
  ]) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(403)
    expect(res.headers()['cache-control'], path).toBe('private, no-store')
  }
  // GraphQL is off (payload.config.ts).
  const graphql = await request.post('/api/graphql', {
    data: { query: '{ Pages { docs { id } } }' },
  })
  expect(graphql.status()).toBeGreaterThanOrEqual(400)
  expect(graphql.status()).toBeLessThan(500)

  // The site itself renders through the Local API: pages and crisis lines still show, and
  // uploaded images (/api/media/file/…, also resized by /_next/image) load for a visitor.
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/crisis')
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible()
  const api = await adminApi(playwright, baseURL!)
  const upload = await api.post('/api/media', {
    multipart: {
      file: { name: `public-api-${Date.now()}.png`, mimeType: 'image/png', buffer: PNG },
      _payload: JSON.stringify({ alt: 'Public API check' }),
    },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const { doc } = (await upload.json()) as { doc: { id: number; url: string } }
  try {
    const file = await request.get(new URL(doc.url, baseURL).pathname)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/png')
    const resized = await request.get(
      `/_next/image?url=${encodeURIComponent(new URL(doc.url, baseURL).pathname)}&w=64&q=75`,
    )
    expect(resized.status()).toBe(200)
    expect(resized.headers()['content-type']).toMatch(/^image\//)
  } finally {
    await api.delete(`/api/media/${doc.id}`)
    await api.dispose()
  }
})
