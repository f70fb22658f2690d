import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BUDGET_HEADER,
  cacheKey,
  createMicroCache,
  isReusableNotFound,
  pageKeyUrl,
  refusalKey,
} from '../../src/server/micro-cache.mjs'
import { cmsRouteLocale, createKnownPages, type Routes } from '../../src/server/known-pages.mjs'

/** What the routes manifest of this app says, in Next's order (abridged). */
const ROUTES: Routes = {
  staticRoutes: [/^\/login(?:\/)?$/, /^\/sitemap\.xml(?:\/)?$/, /^\/robots\.txt(?:\/)?$/],
  dynamicRoutes: [
    { page: '/api/[...slug]', regex: /^\/api\/(.+?)(?:\/)?$/ },
    { page: '/[locale]/crisis/[[...view]]', regex: /^\/([^/]+?)\/crisis(?:\/(.+?))?(?:\/)?$/ },
    { page: '/[locale]/[[...slug]]', regex: /^\/([^/]+?)(?:\/(.+?))?(?:\/)?$/ },
  ],
  publicNames: ['icons', 'crisis-sw.js'],
}

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as never

describe('page cache keys: query strings', () => {
  it('drops the query parameters a page does not read', () => {
    expect(pageKeyUrl('/crisis')).toBe('/crisis')
    expect(pageKeyUrl('/crisis?v=123')).toBe('/crisis')
    expect(pageKeyUrl('/?utm_source=x&fbclid=y')).toBe('/')
    expect(pageKeyUrl('/es/about?')).toBe('/es/about')
  })

  it('keeps, sorted, those it reads', () => {
    expect(pageKeyUrl('/newsletter/confirm?v=1&token=abc')).toBe('/newsletter/confirm?token=abc')
    expect(pageKeyUrl('/es/newsletter/unsubscribe?sig=s&x=1&id=7')).toBe(
      '/es/newsletter/unsubscribe?id=7&sig=s',
    )
    expect(pageKeyUrl('/es/events?x=1&when=past&mode=online&category=training&page=2')).toBe(
      '/es/events?category=training&mode=online&page=2&when=past',
    )
    expect(pageKeyUrl('/events/ally-training?page=2')).toBe('/events/ally-training')
  })

  it('never folds away Next’s own parameters, however spelled', () => {
    expect(pageKeyUrl('/crisis?_rsc=abc')).toBe('/crisis?_rsc=abc')
    expect(pageKeyUrl('/about?nxtPslug=x')).toBe('/about?nxtPslug=x')
    expect(pageKeyUrl('/about?%5F%5Fnext=1')).toBe('/about?%5F%5Fnext=1')
  })

  it('keys a random query string as the page', () => {
    expect(cacheKey(req('/crisis?v=1', { 'accept-encoding': 'br' }))).toBe('GET /crisis br')
    expect(cacheKey(req('/crisis?v=1', { rsc: '1' }))).toBeNull()
  })
})

describe('unknown addresses', () => {
  it('are judged by the route Next would give them', () => {
    expect(cmsRouteLocale(ROUTES, '/no-such-page')).toBe('en')
    expect(cmsRouteLocale(ROUTES, '/a/b.c')).toBe('en')
    expect(cmsRouteLocale(ROUTES, '/es/no-such-page')).toBe('es')
    expect(cmsRouteLocale(ROUTES, '/crisis/nope')).toBeNull()
    expect(cmsRouteLocale(ROUTES, '/es/crisis')).toBeNull()
    expect(cmsRouteLocale(ROUTES, '/api/pages')).toBeNull()
    expect(cmsRouteLocale(ROUTES, '/')).toBe('en')
    expect(cmsRouteLocale(ROUTES, '/es')).toBe('es')
    expect(cmsRouteLocale(ROUTES, '/login')).toBeNull()
    expect(cmsRouteLocale(ROUTES, '/icons/x.png')).toBeNull()
    // Anything but a plain path goes to Next as before.
    expect(cmsRouteLocale(ROUTES, '/about/')).toBeNull()
    expect(cmsRouteLocale(ROUTES, '/a%20b')).toBeNull()
    expect(cmsRouteLocale(ROUTES, '/a/../b')).toBeNull()
    expect(cmsRouteLocale(ROUTES, '//x')).toBeNull()
  })

  it('are unknown only while the published list is current', () => {
    let clock = 0
    const known = createKnownPages(ROUTES, { ttlMs: 1000, now: () => clock })
    expect(known.notFoundPage('/nope')).toBeNull() // no list yet: Next decides
    known.learn(['home', 'about', 'policy/privacy'], known.generation())
    expect(known.notFoundPage('/nope')).toBe('en')
    expect(known.notFoundPage('/es/nope')).toBe('es')
    for (const p of ['/', '/about', '/policy/privacy', '/es', '/es/about', '/crisis'])
      expect(known.notFoundPage(p)).toBeNull()
    clock = 1001
    expect(known.notFoundPage('/nope')).toBeNull()
  })

  it('forget the list on a content change, and refuse one read before it', () => {
    const known = createKnownPages(ROUTES)
    const readAt = known.generation()
    known.learn(['home'], readAt)
    expect(known.notFoundPage('/new-page')).toBe('en')
    known.forget() // an editor publishes /new-page
    expect(known.notFoundPage('/new-page')).toBeNull()
    known.learn(['home'], readAt) // a render that read the list before the change
    expect(known.notFoundPage('/new-page')).toBeNull()
    known.learn(['home', 'new-page'], known.generation())
    expect(known.notFoundPage('/new-page')).toBeNull()
    expect(known.notFoundPage('/other')).toBe('en')
  })

  it('share one key per language and encoding', () => {
    const unknown = (p: string) => (p.startsWith('/no') ? 'en' : null)
    const gzip = { 'accept-encoding': 'gzip' }
    expect(cacheKey(req('/no-1?x=1', gzip), unknown)).toBe('404 en gzip')
    expect(cacheKey(req('/no-2', gzip), unknown)).toBe('404 en gzip')
    expect(cacheKey(req('/about', gzip), unknown)).toBe('GET /about gzip')
    expect(cacheKey(req('/no-2', { ...gzip, cookie: 'payload-token=a' }), unknown)).toBeNull()
  })

  it('keep Next’s not-found page only', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    expect(isReusableNotFound(404, { ...html, 'cache-control': 'private, no-store' })).toBe(true)
    expect(isReusableNotFound(200, html)).toBe(false)
    expect(isReusableNotFound(500, html)).toBe(false)
    expect(isReusableNotFound(404, { ...html, 'set-cookie': ['a=1'] })).toBe(false)
    expect(isReusableNotFound(404, { 'content-type': 'text/x-component' })).toBe(false)
  })
})

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

describe('micro cache with unknown addresses', () => {
  it('renders the not-found page once for every unknown address and keeps its 404', async () => {
    const clock = 0
    const known = createKnownPages(ROUTES, { now: () => clock })
    const cache = createMicroCache({ now: () => clock, unknownPage: known.notFoundPage })
    const rendered: string[] = []
    server = createServer((rq, rs) =>
      cache.handle(rq, rs, () => {
        rendered.push(rq.url ?? '')
        known.learn(['home', 'about'], known.generation()) // what the CMS page route tells
        const about = rq.url?.startsWith('/about')
        rs.statusCode = about ? 200 : 404
        rs.setHeader('content-type', 'text/html; charset=utf-8')
        rs.setHeader('x-nextjs-cache', 'HIT')
        rs.end(about ? 'About' : 'Not found')
      }),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const first = await fetch(`${base}/no-1`)
    expect([first.status, await first.text()]).toEqual([404, 'Not found'])
    await fetch(`${base}/no-2`).then((r) => r.text())
    const third = await fetch(`${base}/no-3?v=9`)
    expect([third.status, third.headers.get('x-micro-cache'), await third.text()]).toEqual([
      404,
      'HIT',
      'Not found',
    ])
    expect(rendered).toEqual(['/no-1', '/no-2'])
    // A published page's address is never answered with it.
    expect((await fetch(`${base}/about?v=1`)).status).toBe(200)
    // A content change drops both the list and the kept page.
    known.forget()
    cache.clear()
    await fetch(`${base}/no-4`).then((r) => r.text())
    expect(rendered).toEqual(['/no-1', '/no-2', '/about?v=1', '/no-4'])
  })
})

describe('a paged list’s pages it does not have (/news?page=…)', () => {
  const PAGES: [string | null, number][] = [
    [null, 3],
    ['press', 1],
    ['events', 2],
  ]
  const learned = () => {
    const known = createKnownPages(ROUTES)
    known.learnList('/news', PAGES, known.generation())
    known.learnList('/es/news', PAGES, known.generation())
    return known
  }

  it('share the list’s not-found page: a page past the last, no page number, no category', () => {
    const known = learned()
    for (const query of ['', 'page=1', 'page=3', 'category=press', 'category=events&page=2'])
      expect(known.notFoundPage('/news', query), query).toBeNull()
    expect(known.notFoundPage('/es/news', 'page=2')).toBeNull()
    for (const query of [
      'page=4',
      'page=99999',
      'category=press&page=2',
      'category=nope',
      'category=',
      'page=',
      'page=0',
      'page=-1',
      'page=01',
      'page=1.0',
      'page=1e3',
      'page=%31%30', // "10"
      'page=123456789012345678901234567890',
      'page=%00',
      'page=1%00',
      'page=__proto__',
      'category=__proto__',
      'category=constructor',
      'category=hasOwnProperty',
      'page=4&page=1', // the first value counts, as in the route
      `page=${'9'.repeat(100_000)}`,
    ])
      expect(known.notFoundPage('/news', query), query).toBe('/news')
    expect(known.notFoundPage('/es/news', 'page=4')).toBe('/es/news')
    // The first of repeated values, as Next hands them to the route.
    expect(known.notFoundPage('/news', 'page=1&page=99')).toBeNull()
    expect(known.notFoundPage('/news', 'pa%67e=9')).toBe('/news')
  })

  it('go to Next while nothing current is known', () => {
    let clock = 0
    const known = createKnownPages(ROUTES, { ttlMs: 1000, now: () => clock })
    expect(known.notFoundPage('/news', 'page=99')).toBeNull()
    const readAt = known.generation()
    known.forget() // a story published while the list was read
    known.learnList('/news', PAGES, readAt)
    expect(known.notFoundPage('/news', 'page=99')).toBeNull()
    known.learnList('/news', PAGES, known.generation())
    expect(known.notFoundPage('/news', 'page=99')).toBe('/news')
    clock = 1001
    expect(known.notFoundPage('/news', 'page=99')).toBeNull()
    known.learnList('/news', PAGES, known.generation())
    known.forget()
    expect(known.notFoundPage('/news', 'page=99')).toBeNull()
  })

  it('are answered from memory after one render, without the route (and its reads)', async () => {
    const known = createKnownPages(ROUTES)
    const cache = createMicroCache({ unknownPage: known.notFoundPage })
    const rendered: string[] = []
    server = createServer((rq, rs) =>
      cache.handle(rq, rs, () => {
        rendered.push(rq.url ?? '')
        known.learnList('/news', PAGES, known.generation()) // what the news route tells
        const page = Number(new URL(rq.url ?? '/', 'http://x').searchParams.get('page') ?? 1)
        rs.statusCode = page <= 3 ? 200 : 404
        rs.setHeader('content-type', 'text/html; charset=utf-8')
        rs.end(page <= 3 ? `Page ${page}` : 'Not found')
      }),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const get = async (path: string) => {
      const res = await fetch(`${base}${path}`)
      return [res.status, res.headers.get('x-micro-cache'), await res.text()]
    }
    expect(await get('/news?page=2')).toEqual([200, null, 'Page 2'])
    expect(await get('/news?page=41')).toEqual([404, null, 'Not found'])
    for (const page of ['97', '5000', 'x', '%00', '__proto__', '0'])
      expect(await get(`/news?page=${page}`)).toEqual([404, 'HIT', 'Not found'])
    expect(await get('/news?category=nope')).toEqual([404, 'HIT', 'Not found'])
    expect(await get('/news?page=3')).toEqual([200, null, 'Page 3'])
    expect(rendered).toEqual(['/news?page=2', '/news?page=41', '/news?page=3'])
  })
})

describe('a client over its budget (src/lib/security/page-budget.ts)', () => {
  it('is keyed by its address and path, for queries only', () => {
    const client = { 'x-forwarded-for': '192.0.2.7', 'accept-encoding': 'br' }
    expect(refusalKey(req('/search?q=a', client))).toBe('429 192.0.2.7 /search br')
    expect(refusalKey(req('/search?q=b&__proto__=1', client))).toBe('429 192.0.2.7 /search br')
    expect(refusalKey(req('/search', client))).toBeNull()
    expect(refusalKey(req('/search?q=a', client, 'POST'))).toBeNull()
    expect(refusalKey(req('/search?q=a', { 'accept-encoding': 'br' }))).toBeNull()
  })

  it('is refused from memory until Retry-After, without Next; others are not', async () => {
    let clock = 0
    const cache = createMicroCache({ now: () => clock })
    const asked: string[] = []
    server = createServer((rq, rs) =>
      cache.handle(rq, rs, () => {
        asked.push(`${rq.headers['x-forwarded-for']} ${rq.url}`)
        const over = rq.headers['x-forwarded-for'] === '192.0.2.7'
        rs.statusCode = over ? 429 : 200
        rs.setHeader('content-type', 'text/html; charset=utf-8')
        if (over) {
          rs.setHeader('retry-after', '30')
          rs.setHeader(BUDGET_HEADER, 'search')
        }
        rs.end(over ? 'Too many' : 'Results')
      }),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const get = async (path: string, client: string) => {
      const res = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': client } })
      return [res.status, res.headers.get('retry-after'), await res.text()]
    }
    expect(await get('/search?q=a', '192.0.2.7')).toEqual([429, '30', 'Too many'])
    clock = 10_500
    expect(await get('/search?q=b', '192.0.2.7')).toEqual([429, '20', 'Too many'])
    expect(await get('/search?q=%00&q=__proto__', '192.0.2.7')).toEqual([429, '20', 'Too many'])
    expect(await get('/search?q=c', '198.51.100.1')).toEqual([200, null, 'Results'])
    clock = 30_001
    expect(await get('/search?q=d', '192.0.2.7')).toEqual([429, '30', 'Too many'])
    expect(asked).toEqual([
      '192.0.2.7 /search?q=a',
      '198.51.100.1 /search?q=c',
      '192.0.2.7 /search?q=d',
    ])
  })
})
