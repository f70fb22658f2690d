import sharp from 'sharp'
import { executeAuthStrategies, type Payload } from 'payload'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '@domain/rate-limit'
import { carriesCredentials } from '@/server/micro-cache.mjs'
import { seed } from '../../src/seed'
import { readCrisisResources, readMenus, readPageBySlug } from '../../src/lib/cms/queries'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * Payload's generic REST API is the team's (access/index.ts): an anonymous read of any
 * collection or global is refused by Payload's access control, while the site's own reads (the
 * Local API in src/lib/cms) and the uploaded files its pages show keep working for visitors.
 * GraphQL is off. Visitors read the public endpoints instead (tests/e2e/public-api.spec.ts).
 */
let payload: Payload
let cookie = ''
let token = ''
let mediaId: number | undefined
let fileName = ''
const run = Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { adminEmail: 'seed-admin@example.org', adminPassword: 'seed-password-1' })
  const email = `generic-api-${run}@example.org`
  const password = 'generic-api-password-1'
  await payload.create({
    collection: 'users',
    data: { name: 'Generic API', email, password, role: 'editor' },
    overrideAccess: true,
  })
  resetRateLimits()
  const login = await api('POST', '/api/users/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': '198.51.100.91', Origin: SITE },
  })
  expect(login.status).toBe(200)
  cookie = cookieOf(login.headers)
  token = cookie.replace(/^payload-token=/, '')
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: `Generic API ${run}` },
    file: { data: png, mimetype: 'image/png', name: `generic-api-${run}.png`, size: png.length },
    overrideAccess: true,
  })
  mediaId = media.id
  fileName = media.filename ?? ''
})

beforeEach(() => {
  resetRateLimits()
})

afterAll(async () => {
  if (mediaId) await payload.delete({ collection: 'media', id: mediaId, overrideAccess: true })
})

const READS = [
  '/api/pages',
  '/api/pages?depth=0&limit=1',
  '/api/pages/1',
  '/api/pages/count',
  '/api/pages/versions',
  '/api/crisis-resources?depth=0',
  '/api/crisis-resources/1',
  '/api/menus',
  '/api/reports',
  '/api/stories',
  '/api/stories?where[slug][equals]=why-i-volunteer',
  '/api/stories/versions',
  '/api/categories',
  '/api/redirects',
  '/api/search',
  '/api/media',
  '/api/forms',
  '/api/globals/site-settings',
  '/api/globals/site-settings/versions',
  '/api/users',
  '/api/form-submissions',
]

describe('the generic REST API is the team’s', () => {
  it('refuses every anonymous collection and global read with 403, private', async () => {
    for (const path of READS) {
      const res = await api('GET', path)
      expect(res.status, path).toBe(403)
      expect(res.text, path).toMatch(/not allowed/i)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('answers a signed-in team member, private', async () => {
    for (const path of ['/api/pages?depth=0&limit=1', '/api/menus', '/api/globals/site-settings']) {
      const res = await api('GET', path, { headers: { Cookie: cookie, Origin: SITE } })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const settings = await api('GET', '/api/globals/site-settings', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(settings.json).toHaveProperty('notificationEmail')
  })

  it('has no GraphQL: a query to /api/graphql is not answered, even for a team member', async () => {
    const query = JSON.stringify({ query: '{ Pages { docs { id } } }' })
    // The site has no GraphQL route: the path is the REST API's, where it names nothing.
    for (const headers of [{}, { Cookie: cookie, Origin: SITE }] as Record<string, string>[]) {
      const res = await api('POST', '/api/graphql', { raw: query, headers })
      expect(res.status, JSON.stringify(headers)).toBe(404)
      expect(res.json, JSON.stringify(headers)).not.toHaveProperty('data')
    }
    // And payload.config.ts turns it off: Payload's own GraphQL route would answer 404 too.
    const graphql = GRAPHQL_POST((await import('../../payload.config')).default)
    const res = await graphql(
      new Request(`${SITE}/api/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: SITE },
        body: query,
      }),
    )
    expect(res.status).toBe(404)
  })

  it('serves uploaded files to anyone, so the site’s images load', async () => {
    const res = await api('GET', `/api/media/file/${fileName}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).not.toBe('private, no-store')
    expect((await api('GET', '/api/media/file/missing-file.png')).status).toBe(404)
  })

  it('leaves the site’s own reads as a visitor’s: published only, media populated', async () => {
    const about = await readPageBySlug(payload, 'about')
    expect(about?.slug).toBe('about')
    expect((await readCrisisResources(payload)).length).toBeGreaterThan(3)
    expect((await readMenus(payload)).length).toBeGreaterThan(0)
    const draft = await payload.create({
      collection: 'crisis-resources',
      data: {
        name: `Draft ${run}`,
        slug: `draft-${run}`,
        description: 'Not yet',
        phone: '5550100',
        phoneDisplay: '555-0100',
        website: 'https://example.org',
        priority: 'high',
        displayOrder: 999,
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await readCrisisResources(payload)).map((r) => r.slug)).not.toContain(draft.slug)
    await payload.delete({
      collection: 'crisis-resources',
      id: draft.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
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

describe('the micro cache never keeps a page for someone Payload signs in', () => {
  it('every cookie spelling Payload accepts is caught by carriesCredentials', async () => {
    let accepted = 0
    for (const spelling of spellings(token)) {
      const { user } = await executeAuthStrategies({
        headers: new Headers({ cookie: spelling, origin: SITE }),
        payload,
        isGraphQL: false,
        canSetHeaders: false,
      })
      if (!user) continue
      accepted++
      expect(carriesCredentials({ cookie: spelling }), JSON.stringify(spelling)).toBe(true)
    }
    // The corpus must hold spellings Payload accepts beyond the plain one, or it proves nothing.
    expect(accepted).toBeGreaterThanOrEqual(5)
  })
})
