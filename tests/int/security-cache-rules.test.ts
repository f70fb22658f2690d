import { createPayloadRequest, executeAuthStrategies, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { carriesCredentials, isPublicRead, parsePayloadQuery } from '@/server/public-api.mjs'
import { seed } from '../../src/seed'
import { testPayload } from '../helpers/payload'

/**
 * The rules the caches decide "personal" by (src/server/public-api.mjs), held against what
 * Payload itself does with the same request: its request parser and its auth strategies. A
 * Payload upgrade that reads a query or a cookie differently fails here.
 */
type Route = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const SITE = 'http://localhost:3000'
let payload: Payload
let get: Route
let token: string

beforeAll(async () => {
  payload = await testPayload()
  const route = (await import('../../src/app/(payload)/api/[...slug]/route')) as Record<
    'GET' | 'POST',
    Route
  >
  get = route.GET
  const email = `cache-rules-${Date.now()}@example.org`
  const password = 'cache-rules-password-1'
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Cache Rules', role: 'admin' },
    overrideAccess: true,
  })
  await seed(payload, { adminEmail: 'seed-admin@example.org', adminPassword: 'seed-password-1' })
  // The seed gives the team-only notification address a value: only a signed-in answer has it.
  // Signed in as the site signs in: through the REST route, which starts a session.
  const login = await route.POST(
    new Request(`${SITE}/api/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        'x-forwarded-for': '198.51.100.77',
      },
      body: JSON.stringify({ email, password }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )
  expect(login.status).toBe(200)
  // The token is never in the body (removeTokenFromResponses): it is the HttpOnly cookie's value.
  token = /payload-token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]
})

const QUERIES = [
  '?draft=true',
  '?dr%61ft=true',
  '?%64raft=true',
  '?draft[]=true',
  '?draft=true&draft=false',
  '?where[slug][equals]=about&depth=0',
  '?where%5Bslug%5D%5Bequals%5D=about',
  '?where[or][0][slug][equals]=a&where[or][1][slug][equals]=b',
  '?where={"slug":{"equals":"about"}}',
  '?sort=-title&sort=slug',
  '?select[title]=true&populate[pages][slug]=true',
  '?limit=1&limit=2',
  '?locale=es&fallback-locale=en',
  '?trash=true',
  '?a.b=1&c[d]=2&e[]=3',
  '?__proto__[x]=1&constructor[prototype][y]=2',
  '?+draft+=true',
  '?draft%00=true',
]

describe('the query the caches judge is the query Payload acts on', () => {
  it('parsePayloadQuery gives what createPayloadRequest puts on req.query', async () => {
    for (const search of QUERIES) {
      const req = await createPayloadRequest({
        config: payload.config,
        request: new Request(`${SITE}/api/pages${search}`),
      })
      expect(parsePayloadQuery(search), search).toEqual(req.query)
    }
  })

  it('a read is public only with neutral parameters: draft in any spelling is not', () => {
    for (const search of [
      '?draft=true',
      '?dr%61ft=true',
      '?%64raft=true',
      '?draft[]=true',
      '?trash=true',
      '?x=1',
    ])
      expect(isPublicRead('/api/pages', search), search).toBe(false)
    for (const search of [
      '',
      '?where[slug][equals]=about&depth=0&locale=es',
      '?sort=-title&limit=5',
    ])
      expect(isPublicRead('/api/pages', search), search).toBe(true)
    for (const path of [
      '/api/pages/versions',
      '/api/users',
      '/api/pages/1/x',
      '/api/%70ages',
      '/api/globals/site-settings/versions',
    ])
      expect(isPublicRead(path, ''), path).toBe(false)
  })
})

/** Cookie headers as a client might write them; some Payload accepts, some it does not. */
const spellings = (t: string) => [
  `payload-token=${t}`,
  `payload-token =${t}`,
  `payload-token\t=${t}`,
  ` payload-token=${t}`,
  `lang=es;payload-token=${t}`,
  `lang=es;   payload-token  =${t}`,
  `payload-token=${t}; lang=es`,
  `PAYLOAD-TOKEN=${t}`,
  `payload%2Dtoken=${t}`,
  `payload-token=${encodeURIComponent(t)}`,
  `x=1; payload-token=${t}; payload-token=bogus`,
]

describe('a request Payload signs in is one the caches treat as personal', () => {
  it('every cookie spelling Payload accepts is caught by carriesCredentials', async () => {
    let accepted = 0
    for (const cookie of spellings(token)) {
      const headers = new Headers({ cookie, origin: SITE })
      const { user } = await executeAuthStrategies({
        headers,
        payload,
        isGraphQL: false,
        canSetHeaders: false,
      })
      if (user) accepted++
      if (user) expect(carriesCredentials({ cookie }), JSON.stringify(cookie)).toBe(true)
    }
    // The corpus must hold spellings Payload accepts beyond the plain one, or it proves nothing.
    expect(accepted).toBeGreaterThanOrEqual(5)
  })

  it('the REST route marks each answer Payload gave a signed-in user private, no-store', async () => {
    const cases: [string, Record<string, string>][] = [
      ...spellings(token).map((cookie): [string, Record<string, string>] => [
        cookie,
        { cookie, origin: SITE },
      ]),
      ['JWT', { authorization: `JWT ${token}` }],
      ['Bearer', { authorization: `Bearer ${token}` }],
    ]
    for (const [name, headers] of cases) {
      const { user } = await executeAuthStrategies({
        headers: new Headers(headers),
        payload,
        isGraphQL: false,
        canSetHeaders: false,
      })
      const res = await get(new Request(`${SITE}/api/globals/site-settings?depth=0`, { headers }), {
        params: Promise.resolve({ slug: ['globals', 'site-settings'] }),
      })
      expect(res.status, name).toBe(200)
      const body = (await res.json()) as Record<string, unknown>
      if (user) {
        expect(res.headers.get('cache-control'), name).toBe('private, no-store')
        expect(body, name).toHaveProperty('notificationEmail')
      } else {
        expect(body, name).not.toHaveProperty('notificationEmail')
      }
      if (res.headers.get('cache-control') !== 'private, no-store')
        expect(carriesCredentials(headers) && user, name).toBeFalsy()
    }
  })

  it('answers that are not anonymous public reads are private, no-store too', async () => {
    const anonymous = await get(new Request(`${SITE}/api/pages?depth=0&draft=true`), {
      params: Promise.resolve({ slug: ['pages'] }),
    })
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
    const publicRead = await get(new Request(`${SITE}/api/pages?depth=0`), {
      params: Promise.resolve({ slug: ['pages'] }),
    })
    expect(publicRead.headers.get('cache-control')).toBeNull()
    const me = await get(new Request(`${SITE}/api/users/me`), {
      params: Promise.resolve({ slug: ['users', 'me'] }),
    })
    expect(me.headers.get('cache-control')).toBe('private, no-store')
  })
})
