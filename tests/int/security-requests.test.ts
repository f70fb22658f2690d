import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '@domain/rate-limit'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * Malformed requests answer a 4xx with a clear message (never 500 "Something went wrong."), and
 * the smaller hardening items: one's own role, session ids, sign-out leaving draft mode.
 * REST calls go through the real route module (src/app/(payload)/api/[...slug]/route.ts).
 */
let payload: Payload
let config: SanitizedConfig
const run = Math.random().toString(36).slice(2, 8)
let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter}`

async function makeUser(name: string, role: 'admin' | 'editor') {
  const email = `${name}-${run}@example.org`
  const password = `${name}-password-1`
  const user = await payload.create({
    collection: 'users',
    data: { name, email, password, role },
    overrideAccess: true,
  })
  return { ...user, email, password }
}

async function signIn(email: string, password: string) {
  const res = await api('POST', '/api/users/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': nextIp(), Origin: SITE },
  })
  expect(res.status).toBe(200)
  return { cookie: cookieOf(res.headers), res }
}

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('../../payload.config')).default as unknown as SanitizedConfig
})

beforeEach(() => {
  resetRateLimits()
})

describe('malformed requests answer 4xx with a clear message', () => {
  let team: Awaited<ReturnType<typeof makeUser>> & { cookie: string }
  beforeAll(async () => {
    const user = await makeUser('hostile-editor', 'editor')
    team = { ...user, cookie: (await signIn(user.email, user.password)).cookie }
  })
  afterAll(async () => {
    await payload.delete({ collection: 'users', id: team.id, overrideAccess: true })
  })

  const ids = ['notanumber', '1e999', '99999999999999999999', '%00', '-1', '1.5']
  for (const collection of ['crisis-resources', 'pages', 'media', 'menus', 'users']) {
    it(`ids that cannot exist in ${collection}: 404`, async () => {
      for (const id of ids) {
        const res = await api('GET', `/api/${collection}/${id}`)
        expect(res.status, `${collection}/${id}`).toBe(404)
        expect(res.json?.errors?.[0]?.message, `${collection}/${id}`).toMatch(/whole numbers/)
        expect(res.text).not.toMatch(/Something went wrong|at .*\.js/)
      }
    })
  }

  it('the site forms take POST only: 405 with Allow: POST', async () => {
    for (const kind of ['contact', 'volunteer', 'newsletter', 'silhouette']) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await api(method, `/api/forms/${kind}`)
        expect(res.status, `${method} ${kind}`).toBe(405)
        expect(res.headers.get('allow'), kind).toBe('POST')
        expect(res.json?.errors?.[0]?.message).toMatch(/Use POST/)
      }
    }
  })

  it('hostile and malformed queries: 400 with what to change, signed in or not', async () => {
    const cases: [string, RegExp][] = [
      ['/api/pages?where=notjson', /where: not valid JSON/],
      ['/api/pages?data=notjson', /data: not valid JSON/],
      ['/api/pages?where[title][bogus]=1', /not an operator/],
      ['/api/pages?where[title]=x', /give title an operator/],
      ['/api/pages?page=-5', /page: a whole number from 1/],
      ['/api/pages?page=0', /page/],
      ['/api/pages?page=1e999', /page/],
      ['/api/pages?limit=-1', /limit/],
      ['/api/pages?limit=99999999999', /limit/],
      ['/api/pages?depth=100000000000', /depth: a whole number from 0 to 10/],
      [`/api/pages?locale=${'x'.repeat(50_000)}`, /locale: one of/],
      ['/api/pages?limit=1&limit=2', /limit: give it once/],
      ['/api/pages?locale=en&locale=es', /locale: give it once/],
      ['/api/pages?draft=true&draft=false', /draft: give it once/],
      ['/api/pages?where[title][equals]=a%00b', /NUL/],
      ['/api/pages?%00=1', /control character/],
      ['/api/pages?__proto__[x]=1', /reserved words/],
      ['/api/pages?where[%5F%5Fproto%5F%5F][equals]=1', /reserved words/],
      ['/api/pages?where=%7B%22__proto__%22%3A%7B%7D%7D', /reserved word/],
      ['/api/pages?where[title][equals]=%E0%A4%A', /does not decode/],
      ['/api/pages?%ff=1', /does not decode/],
      ['/api/pages/%E0%A4%A', /broken %-escape/],
      [`/api/media/file/${'a'.repeat(300)}.png`, /longer than 255/],
      // Payload's public endpoints too (server.mjs refuses these first; docs/public-api.md).
      ['/api/health?__proto__=1', /reserved words/],
      ['/api/health?Constructor=1', /reserved words/],
      ['/api/media/file/x.png?prototype=1', /reserved words/],
      ['/api/media/file/x.png?a%5B__proto__%5D=1', /reserved words/],
    ]
    const askers: Record<string, string>[] = [{}, { Cookie: team.cookie, Origin: SITE }]
    for (const headers of askers) {
      for (const [path, message] of cases) {
        const res = await api('GET', path, { headers })
        const label = `${path.slice(0, 80)} ${Object.keys(headers).length ? 'team' : 'anonymous'}`
        expect(res.status, label).toBe(400)
        expect(res.json?.errors?.[0]?.message, label).toMatch(message)
      }
    }
  })

  it('well-formed requests of the team still reach Payload', async () => {
    const headers = { Cookie: team.cookie, Origin: SITE }
    const get = async (path: string) => (await api('GET', path, { headers })).status
    expect(await get('/api/pages?where[slug][equals]=about&page=1&limit=5')).toBe(200)
    expect(await get('/api/pages?where={"slug":{"like":"ab"}}')).toBe(200)
    expect(await get('/api/pages?where[title][equals]=__proto__')).toBe(200)
    expect(await get('/api/crisis-resources/2147483647')).toBe(404)
    expect((await api('GET', '/api/health')).status).not.toBe(404)
    // What the admin sends: no fallback (null/none/false), or a language's code.
    for (const fallback of ['null', 'none', 'false', 'en', 'es'])
      expect(await get(`/api/pages?locale=es&fallback-locale=${fallback}&depth=0`), fallback).toBe(
        200,
      )
    expect(await get('/api/pages?fallback-locale=xx')).toBe(400)
  })

  it('a media file that is not there: 404', async () => {
    const res = await api('GET', '/api/media/file/doesnotexist.png')
    expect(res.status).toBe(404)
    expect(res.json?.errors?.[0]?.message).toMatch(/Not Found/)
  })

  it('a NUL byte in a form field is a field error, not a 503', async () => {
    const res = await api('POST', '/api/forms/contact', {
      body: {
        name: 'Nul Tester',
        email: 'nul@example.org',
        topic: 'general',
        message: 'NUL \u0000 in the middle',
        consent: true,
      },
      headers: { 'X-Forwarded-For': nextIp() },
    })
    expect(res.status).toBe(400)
    expect(res.json?.errors).toMatchObject({ message: expect.stringMatching(/control characters/) })
    expect(res.json?.message).not.toMatch(/just now/)
  })
})

describe('smaller items', () => {
  let admin: Awaited<ReturnType<typeof makeUser>>
  beforeAll(async () => {
    admin = await makeUser('hardening-admin', 'admin')
  })
  afterAll(async () => {
    await payload.delete({ collection: 'users', id: admin.id, overrideAccess: true })
  })

  it("changing one's own role answers 403 and keeps the role", async () => {
    const { cookie } = await signIn(admin.email, admin.password)
    const headers = { Cookie: cookie, Origin: SITE }
    const res = await api('PATCH', `/api/users/${admin.id}`, { body: { role: 'editor' }, headers })
    expect(res.status).toBe(403)
    expect(res.json?.errors?.[0]?.message).toMatch(/own role/)
    const after = await payload.findByID({
      collection: 'users',
      id: admin.id,
      overrideAccess: true,
    })
    expect(after.role).toBe('admin')
    // Saving one's profile with the role unchanged (the admin form sends it) is fine.
    const same = await api('PATCH', `/api/users/${admin.id}`, {
      body: { name: 'Renamed admin', role: 'admin' },
      headers,
    })
    expect(same.status).toBe(200)
  })

  it('the sign-in answer and /api/users/me carry no session ids', async () => {
    const { cookie, res } = await signIn(admin.email, admin.password)
    expect(res.text).toContain('"user"')
    expect(res.text).not.toMatch(/"sessions"/)
    const me = await api('GET', '/api/users/me', { headers: { Cookie: cookie, Origin: SITE } })
    expect(me.status).toBe(200)
    expect((me.json?.user as { email?: string } | undefined)?.email).toBe(admin.email)
    expect(me.text).not.toMatch(/"sessions"/)
  })

  it('signing out also clears the draft-mode cookie', async () => {
    const { cookie } = await signIn(admin.email, admin.password)
    const request = new Request(`${SITE}/api/users/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: SITE },
    })
    const res = await handleEndpoints({ config: Promise.resolve(config) as never, request })
    expect(res.status).toBe(200)
    const cookies = res.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('payload-token=;') || /^payload-token=/.test(c))).toBe(
      true,
    )
    const draft = cookies.find((c) => c.startsWith('__prerender_bypass='))
    expect(draft).toMatch(/^__prerender_bypass=;.*Path=\/.*Expires=Thu, 01 Jan 1970/)
  })
})
