import { expect, test } from '@playwright/test'
import { adminApi, asAdmin } from '../helpers/auth'

/**
 * The public API by design (docs/public-api.md) against the production server: the purpose-built
 * endpoints anyone may read, cached and open to other origins, an edit in the admin showing
 * without a rebuild, and the uploaded files a visitor's pages show. What the crisis lines hold
 * (hours, tags, filtering, Spanish labels) and each hostile input's message are
 * tests/unit/public-api.test.ts and tests/int/crisis-tags.test.ts; the public settings' fields,
 * tests/int/foundation-access.test.ts; Payload's generic REST (refused to visitors, no GraphQL),
 * tests/int/security-generic-api.test.ts.
 */
type Lines = { lines: { id: string; description: string }[] }

test('the public endpoints: cacheable, open to other origins, revalidated by ETag; a refusal is a 400, never kept', async ({
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
  expect(((await res.json()) as Lines).lines.length).toBeGreaterThan(3)
  const spanish = await request.get('/api/public/crisis-lines?locale=es')
  expect(spanish.headers()['content-language']).toBe('es')

  // A CDN or a partner revalidates with the ETag: 304, no body.
  const again = await request.get('/api/public/crisis-lines', {
    headers: { 'If-None-Match': headers.etag },
  })
  expect(again.status()).toBe(304)

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

  const settings = await request.get('/api/web/settings/public')
  expect(settings.status()).toBe(200)
  expect(settings.headers()['cache-control']).toMatch(/^public, max-age=60/)
  expect(settings.headers()['access-control-allow-origin']).toBe('*')
  expect(settings.headers()['set-cookie']).toBeUndefined()

  // Hostile input: a 400 with a message, still open to other origins, and never cached.
  for (const [path, message] of [
    ['/api/public/crisis-lines?__proto__[x]=1', /reserved word/],
    ['/api/web/settings/public?a=1&a=2', /takes no parameters/],
  ] as const) {
    const refused = await request.get(path)
    expect(refused.status(), path).toBe(400)
    expect(refused.headers()['access-control-allow-origin'], path).toBe('*')
    expect(refused.headers()['cache-control'], path).toBe('no-store')
    const body = (await refused.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message, path).toMatch(message)
  }
})

const SLUG = 'lgbt-national-hotline'
// The LGBT National Hotline's description: no other spec saves it or reads it whole (they find
// its card by name), so a marker appended for a moment changes nothing they check.
test('a crisis line saved in the admin shows on /api/public/crisis-lines without a rebuild', async ({
  request,
  playwright,
  baseURL,
}) => {
  const api = await adminApi(playwright, baseURL!)
  const found = await asAdmin(api, () =>
    api.get(`/api/crisis-resources?where[slug][equals]=${SLUG}&depth=0&locale=en`),
  )
  const line = ((await found.json()) as { docs: { id: number; description: string }[] }).docs[0]
  const edited = `${line.description} Public API check ${Date.now().toString(36)}.`
  const read = async () =>
    ((await (await request.get('/api/public/crisis-lines')).json()) as Lines).lines.find(
      (l) => l.id === SLUG,
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
})

/** An 8×6 PNG (written by sharp). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGNgWFWOHQ2kBADLNzYxahzabwAAAABJRU5ErkJggg==',
  'base64',
)

test('uploaded images load for a visitor, as files and resized by /_next/image', async ({
  request,
  playwright,
  baseURL,
}) => {
  // Payload's generic REST is the team's, but the files a page shows (/api/media/file/…) are
  // anyone's, and /_next/image resizes them.
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
