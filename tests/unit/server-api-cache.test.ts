import compress from 'compression'
import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  apiCacheKey,
  CACHE_CONTROL,
  createApiCache,
  isCacheableAnswer,
} from '../../src/server/api-cache.mjs'
import { invalidateServerCaches, setInvalidateHook } from '@domain/process-bridge.mjs'

const compression = compress as unknown as () => (
  req: unknown,
  res: unknown,
  next: () => void,
) => void

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { host: 'site.test', ...headers } }) as never

describe('which requests the API cache may answer', () => {
  it('takes anonymous reads of public collections, globals and settings', () => {
    for (const url of [
      '/api/crisis-resources',
      '/api/crisis-resources?limit=10',
      '/api/pages?where[slug][equals]=about&depth=1',
      '/api/pages/12',
      '/api/menus',
      '/api/reports?limit=3',
      '/api/media',
      '/api/media/4',
      '/api/globals/site-settings',
      '/api/web/settings/public',
    ])
      expect(apiCacheKey(req(url)), url).toBe(`site.test ${url} `)
    expect(apiCacheKey(req('/api/menus', {}, 'HEAD'))).toBe('site.test /api/menus ')
    expect(apiCacheKey(req('/api/menus', { 'accept-encoding': 'gzip' }))).toBe(
      'site.test /api/menus gzip',
    )
  })

  it('never takes a signed-in, keyed, draft, preview or private request, nor other methods', () => {
    const passes = [
      req('/api/pages', { cookie: 'theme=dark; payload-token=abc' }),
      req('/api/pages', { cookie: '__prerender_bypass=1' }),
      req('/api/pages', { cookie: '__next_preview_data=1' }),
      req('/api/pages', { authorization: 'users API-Key 123' }),
      req('/api/pages?draft=true'),
      req('/api/pages?limit=1&draft=false'),
      req('/api/pages', {}, 'POST'),
      req('/api/pages/1', {}, 'PATCH'),
      req('/api/users'),
      req('/api/users/me'),
      req('/api/form-submissions'),
      req('/api/newsletter-subscribers'),
      req('/api/error-reports'),
      req('/api/crisis-usage'),
      req('/api/health'),
      req('/api/media/file/photo.jpg'),
      req('/api/pages-secret'),
      req('/api/pages/1/versions'),
      req('/admin'),
      // Spellings Payload reads as signed in, or as a draft, that a literal match missed.
      req('/api/pages', { cookie: 'payload-token =abc' }),
      req('/api/pages', { cookie: 'payload-token\t=abc' }),
      req('/api/pages', { cookie: 'lang=es;payload-token=abc' }),
      req('/api/pages', { cookie: 'PAYLOAD-TOKEN=abc' }),
      req('/api/pages', { cookie: 'payload%2Dtoken=abc' }),
      req('/api/pages', { authorization: 'JWT abc' }),
      req('/api/pages?dr%61ft=true'),
      req('/api/pages?%64raft=true'),
      req('/api/pages?draft[]=true'),
      req('/api/pages?trash=true'),
      req('/api/pages/versions'),
      req('/api/pages/versions/1'),
      req('/api/globals/site-settings/versions'),
      req('/api/pages/%31'),
    ]
    for (const r of passes) expect(apiCacheKey(r), JSON.stringify(r)).toBeNull()
  })

  it('keeps only plain 200 answers', () => {
    expect(isCacheableAnswer(200, {})).toBe(true)
    expect(isCacheableAnswer(404, {})).toBe(false)
    expect(isCacheableAnswer(429, {})).toBe(false)
    expect(isCacheableAnswer(200, { 'set-cookie': 'a=1' })).toBe(false)
    expect(isCacheableAnswer(200, { 'cache-control': 'private' })).toBe(false)
    expect(isCacheableAnswer(200, { 'cache-control': 'no-store' })).toBe(false)
  })

  it('is invalidated through the hook the revalidation hooks call', () => {
    const cache = createApiCache()
    const dropped: string[][] = []
    // As server.mjs installs it; revalidation/index.ts calls invalidateServerCaches.
    setInvalidateHook((tags) => {
      dropped.push(tags)
      cache.invalidate(tags)
    })
    try {
      invalidateServerCaches(['pages'])
      expect(dropped).toEqual([['pages']])
    } finally {
      setInvalidateHook(undefined)
    }
  })
})

describe('the API cache in front of a server', () => {
  let server: Server | undefined
  afterEach(
    () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  )

  async function serve(cache: ReturnType<typeof createApiCache>, handler: RequestListener) {
    const gzip = compression()
    server = createServer(
      (rq, rs) => void cache.handle(rq, rs, () => gzip(rq, rs, () => handler(rq, rs))),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  }

  it('answers repeats from memory with an ETag, a 304 and a short Cache-Control', async () => {
    const cache = createApiCache()
    let calls = 0
    const base = await serve(cache, (_rq, rs) => {
      calls++
      rs.setHeader('content-type', 'application/json')
      rs.end(JSON.stringify({ docs: [{ id: 1, title: 'Trevor' }], calls }))
    })
    const first = await fetch(`${base}/api/crisis-resources?limit=10`)
    const etag = first.headers.get('etag')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-api-cache')).toBe('MISS')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe(CACHE_CONTROL)
    expect(first.headers.get('vary')).toMatch(/Cookie/)
    expect(first.headers.get('vary')).toMatch(/Authorization/)
    const body = await first.text()

    const second = await fetch(`${base}/api/crisis-resources?limit=10`)
    expect(second.headers.get('x-api-cache')).toBe('HIT')
    expect(second.headers.get('etag')).toBe(etag)
    expect(await second.text()).toBe(body)

    const revalidated = await fetch(`${base}/api/crisis-resources?limit=10`, {
      headers: { 'if-none-match': etag! },
    })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')

    const otherQuery = await fetch(`${base}/api/crisis-resources?limit=11`)
    expect(otherQuery.headers.get('x-api-cache')).toBe('MISS')
    expect(calls).toBe(2)
  })

  it('answers a conditional first request with 304 too', async () => {
    const cache = createApiCache()
    const base = await serve(cache, (_rq, rs) => rs.end('{"docs":[]}'))
    const etag = (await fetch(`${base}/api/menus`)).headers.get('etag')!
    cache.invalidate(['menus'])
    const conditional = await fetch(`${base}/api/menus`, { headers: { 'if-none-match': etag } })
    expect(conditional.status).toBe(304)
    expect(conditional.headers.get('x-api-cache')).toBe('MISS')
  })

  it('keeps compressed answers per encoding', async () => {
    const cache = createApiCache()
    const json = JSON.stringify({ docs: Array.from({ length: 200 }, (_, i) => ({ id: i })) })
    const base = await serve(cache, (_rq, rs) => {
      rs.setHeader('content-type', 'application/json')
      rs.end(json)
    })
    // fetch always decompresses: read the bytes as they were sent.
    const raw = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) =>
        get(`${base}/api/pages`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }))
        }).on('error', reject),
      )
    await raw('gzip')
    const gz = await raw('gzip')
    expect(gz.headers['x-api-cache']).toBe('HIT')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.bytes).toString()).toBe(json)
    const plain = await raw('identity')
    expect(plain.headers['x-api-cache']).toBe('MISS')
    expect(plain.bytes.toString()).toBe(json)
  })

  it('never keeps errors, cookies, signed-in or draft answers', async () => {
    const cache = createApiCache()
    let calls = 0
    const base = await serve(cache, (rq, rs) => {
      calls++
      if (rq.url?.startsWith('/api/pages/404')) rs.statusCode = 404
      if (rq.url?.startsWith('/api/menus')) rs.setHeader('set-cookie', 'x=1')
      rs.end(`{"calls":${calls}}`)
    })
    for (let i = 0; i < 2; i++) {
      await fetch(`${base}/api/pages/404`)
      await fetch(`${base}/api/menus`)
      await fetch(`${base}/api/pages?draft=true`)
      await fetch(`${base}/api/pages`, { headers: { cookie: 'payload-token=editor' } })
      await fetch(`${base}/api/pages`, { headers: { authorization: 'users API-Key k' } })
    }
    expect(calls).toBe(10)
    expect(cache.size).toBe(0)
  })

  it('a signed-in read after an anonymous one still goes to the server', async () => {
    const cache = createApiCache()
    const base = await serve(cache, (rq, rs) =>
      rs.end(rq.headers.cookie ? '{"draft":"secret"}' : '{"published":true}'),
    )
    await fetch(`${base}/api/pages`)
    const editor = await fetch(`${base}/api/pages`, { headers: { cookie: 'payload-token=t' } })
    expect(editor.headers.get('x-api-cache')).toBeNull()
    expect(await editor.text()).toBe('{"draft":"secret"}')
    const visitor = await fetch(`${base}/api/pages`)
    expect(await visitor.text()).toBe('{"published":true}')
  })

  it('drops everything on a content change, and does not keep a read that overlapped it', async () => {
    const cache = createApiCache()
    let version = 1
    let release: (() => void) | undefined
    const base = await serve(cache, (rq, rs) => {
      const answer = `{"version":${version}}`
      if (rq.url === '/api/pages?limit=99' && !release) {
        release = () => rs.end(answer)
        return
      }
      rs.end(answer)
    })
    await fetch(`${base}/api/pages`)
    version = 2
    expect(await (await fetch(`${base}/api/pages`)).text()).toBe('{"version":1}')
    // The cache installs no hook itself (server.mjs does): the bridge's call changes nothing.
    invalidateServerCaches(['pages'])
    expect(await (await fetch(`${base}/api/pages`)).text()).toBe('{"version":1}')
    cache.invalidate(['pages'])
    expect(await (await fetch(`${base}/api/pages`)).text()).toBe('{"version":2}')

    const slow = fetch(`${base}/api/pages?limit=99`)
    await expect.poll(() => release !== undefined).toBe(true)
    version = 3
    cache.invalidate(['pages'])
    release!()
    expect(await (await slow).text()).toBe('{"version":2}')
    const after = await fetch(`${base}/api/pages?limit=99`)
    expect(after.headers.get('x-api-cache')).toBe('MISS')
    expect(await after.text()).toBe('{"version":3}')
    expect(cache.stats.misses).toBeGreaterThanOrEqual(4)
  })

  it('expires entries after the TTL and stays within its bounds', async () => {
    let now = 0
    const cache = createApiCache({ ttlMs: 1000, maxEntries: 3, maxBytes: 1000, now: () => now })
    const base = await serve(cache, (rq, rs) =>
      rs.end(rq.url?.includes('page=9') ? 'x'.repeat(600) : 'small'),
    )
    for (const n of [1, 2, 3, 4]) await fetch(`${base}/api/pages?page=${n}`)
    expect(cache.size).toBe(3)
    await fetch(`${base}/api/pages?page=91`)
    await fetch(`${base}/api/pages?page=92`)
    expect(cache.bytes).toBeLessThanOrEqual(1000)
    now = 2000
    expect((await fetch(`${base}/api/pages?page=92`)).headers.get('x-api-cache')).toBe('MISS')
  })

  it('lets a burst of the same read wait for one answer', async () => {
    const cache = createApiCache()
    let calls = 0
    const base = await serve(cache, (_rq, rs) => {
      calls++
      setTimeout(() => rs.end('{"docs":[]}'), 50)
    })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${base}/api/crisis-resources`)),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(calls).toBe(1)
  })
})
