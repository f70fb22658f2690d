import { request as httpRequest } from 'node:http'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import { adminApi, asAdmin } from '../helpers/auth'

/**
 * Issue 28: the API cache (src/server/api-cache.mjs) must decide "personal" exactly as Payload
 * does. Requests go out byte for byte as written (node:http, no client that tidies headers), with
 * every spelling of the session cookie Payload's parser accepts and the JWT headers it reads;
 * against the production server.
 */
type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

let base: URL
let editor: APIRequestContext
let token: string
let pageId: number
let draftMarker: string

function raw(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, path, method: 'GET', headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

test.beforeAll(async ({ playwright, baseURL }) => {
  base = new URL(baseURL!)
  editor = await adminApi(playwright, baseURL!)
  // The token is never in a body (removeTokenFromResponses): it is the session cookie's value.
  const session = (await editor.storageState()).cookies.find((c) => c.name === 'payload-token')
  expect(session).toBeDefined()
  token = session!.value
  const about = await editor.get('/api/pages?where[slug][equals]=about&depth=0')
  pageId = ((await about.json()) as { docs: { id: number }[] }).docs[0].id
  // A draft only the team may see: its title must never reach a visitor.
  draftMarker = `Draft-only title ${Date.now()}`
  const draft = await asAdmin(editor, () =>
    editor.patch(`/api/pages/${pageId}?draft=true`, { data: { title: draftMarker } }),
  )
  expect(draft.status()).toBe(200)
})

test.afterAll(async () => {
  const about = await asAdmin(editor, () => editor.get(`/api/pages/${pageId}?depth=0`))
  const published = (await about.json()) as { title: string }
  await asAdmin(editor, () =>
    editor.patch(`/api/pages/${pageId}`, {
      data: { title: published.title, _status: 'published' },
    }),
  )
  await editor.dispose()
})

/** The ways a signed-in request can be written that Payload reads as signed in. */
const personalSpellings = (): [string, Record<string, string>][] => {
  const origin = base.origin
  const cookie = (value: string) => ({ Cookie: value, Origin: origin })
  return [
    ['plain cookie', cookie(`payload-token=${token}`)],
    ['space before =', cookie(`payload-token =${token}`)],
    ['tab before =', cookie(`payload-token\t=${token}`)],
    ['leading space', cookie(` payload-token=${token}`)],
    ['after another cookie, no space', cookie(`lang=es;payload-token=${token}`)],
    ['after another cookie, spaces', cookie(`lang=es;   payload-token  =${token}`)],
    ['JWT header', { Authorization: `JWT ${token}` }],
    ['Bearer header', { Authorization: `Bearer ${token}` }],
  ]
}

/** The public reads the cache may keep, each with a personal-only marker to look for. */
const cacheablePaths = () => [
  { path: '/api/globals/site-settings?depth=0', personal: 'notificationEmail' },
  { path: `/api/pages/${pageId}?depth=0&draft=true`, personal: draftMarker },
  { path: `/api/pages/${pageId}?depth=0&dr%61ft=true`, personal: draftMarker },
  { path: '/api/pages?where[slug][equals]=about&depth=0&draft=true', personal: draftMarker },
  { path: `/api/pages/versions?depth=0`, personal: draftMarker },
  { path: '/api/pages?depth=0', personal: null },
  { path: '/api/crisis-resources?depth=0', personal: null },
  { path: '/api/menus?depth=0', personal: null },
  { path: '/api/reports?depth=0', personal: null },
  { path: '/api/media?depth=0', personal: null },
  { path: '/api/web/settings/public', personal: null },
]

test('Payload reads every spelling as signed in: each one proves the test means something', async () => {
  for (const [name, headers] of personalSpellings()) {
    const me = await raw('/api/users/me', headers)
    expect(me.status, name).toBe(200)
    expect(JSON.parse(me.body).user?.email, name).toBe(E2E_ADMIN.email)
  }
})

test('a personal request and an anonymous one never share a body, in either order', async () => {
  let n = 0
  for (const { path, personal } of cacheablePaths()) {
    for (const [name, headers] of personalSpellings()) {
      // A query value of its own gives each round a fresh cache entry.
      const unique = `${path}${path.includes('?') ? '&' : '?'}limit=${1000 + ++n}`
      const label = `${name}: ${unique}`

      // Personal first: it must be neither answered from nor kept in the store.
      const mine = await raw(unique, headers)
      expect(mine.status, label).toBeLessThan(500)
      expect(mine.headers['x-api-cache'], label).toBeUndefined()
      expect(mine.headers['cache-control'], label).toBe('private, no-store')
      if (personal && mine.status === 200) expect(mine.body, label).toContain(personal)

      const theirs = await raw(unique)
      expect(theirs.headers['x-api-cache'], label).not.toBe('HIT')
      if (personal) expect(theirs.body, label).not.toContain(personal)
      if (mine.body.includes(personal ?? '\u0000')) expect(theirs.body, label).not.toBe(mine.body)

      // Anonymous first, then personal: the personal one must not be answered from the store.
      const again = await raw(unique)
      const mineAfter = await raw(unique, headers)
      expect(mineAfter.headers['x-api-cache'], label).toBeUndefined()
      if (again.headers['x-api-cache'] === 'HIT') expect(again.body, label).toBe(theirs.body)
    }
  }
})

test('anonymous public reads are still shared, and personal answers say private, no-store', async () => {
  const path = '/api/crisis-resources?depth=0&limit=77'
  await raw(path)
  const hit = await raw(path)
  expect(hit.headers['x-api-cache']).toBe('HIT')
  expect(hit.headers['cache-control']).toBe('public, max-age=1, must-revalidate')
  const me = await raw('/api/users/me', { Cookie: `payload-token=${token}`, Origin: base.origin })
  expect(me.headers['cache-control']).toBe('private, no-store')
  const versions = await raw('/api/pages/versions')
  expect(versions.status).toBeGreaterThanOrEqual(400)
  expect(versions.headers['x-api-cache']).toBeUndefined()
})
