import compress from 'compression'
import { createHash } from 'node:crypto'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  hashInlineScripts,
  inlineScriptHashes,
  isOwnInlineScript,
  withScriptHashes,
} from '../../src/server/inline-script-csp.mjs'
import { registerOwnInlineScripts } from '@domain/process-bridge.mjs'
import {
  cacheKey,
  createMicroCache,
  CRISIS_OFFLINE_PAGE,
  isReusable,
} from '../../src/server/micro-cache.mjs'
import { CRISIS_OFFLINE_PAGE as DOMAIN_CRISIS_OFFLINE_PAGE } from '@domain/crisis/offline'
import { themeInitScript as THEME } from '../../src/components/theme/theme'

const compression = compress as unknown as () => (
  req: unknown,
  res: unknown,
  next: () => void,
) => void

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`
const POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'"

describe('inline script hashes', () => {
  it('hashes the scripts we emit, byte for byte, and nothing else', () => {
    registerOwnInlineScripts([THEME])
    const html = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
      '<script type="module">import("/a.js")</script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"NGO"}</script>',
      `<SCRIPT>${THEME}</SCRIPT >`,
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"0:{\\"P\\":null}\\n"])'),
      sha(THEME),
    ])
  })

  it('gives an injected script no hash, so the browser blocks it', () => {
    registerOwnInlineScripts([THEME])
    const injected = [
      'alert(1)',
      'self.__next_f.push([1]);alert(1)',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"x"]),alert(1)//)',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,alert(1)])',
      `${THEME};alert(1)`,
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[]});alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[1]});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1],"x":1});',
    ]
    for (const body of injected) {
      expect(isOwnInlineScript(body), body).toBe(false)
      expect(inlineScriptHashes(`<p>Hi</p><script>${body}</script>`)).toEqual([])
    }
    expect(inlineScriptHashes('<p><script>alert(1)</script></p>')).toEqual([])
  })

  it('hashes the flight start and the form state in one script, as a page sent back for a form posted without JavaScript has them', () => {
    const body = '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,[["x",1]]])'
    expect(isOwnInlineScript(body)).toBe(true)
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([sha(body)])
  })

  it('hashes Turbopack’s bootstrap when it names only the build’s chunk files', () => {
    const bootstrap =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/301eic567l7eq.js","static/chunks/1w4sink4bmq-0.js"],"runtimeModuleIds":[494553]});'
    expect(isOwnInlineScript(bootstrap)).toBe(true)
    expect(inlineScriptHashes(`<script id="_R_">${bootstrap}</script>`)).toEqual([sha(bootstrap)])
  })

  it("replaces 'unsafe-inline' in script-src only, keeping every other source", () => {
    const hashed = withScriptHashes(POLICY, [sha('a'), sha('b')])
    expect(hashed).toBe(
      `default-src 'self'; script-src 'self' https://www.googletagmanager.com ${sha('a')} ${sha('b')}; style-src 'self' 'unsafe-inline'`,
    )
    expect(withScriptHashes("script-src 'self'", [sha('a')])).toBe("script-src 'self'")
  })
})

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

async function listen(handler: RequestListener) {
  server = createServer(handler)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

/** A cacheable feed behind a micro cache: its address, and how many times it was made. */
async function countingFeed(contentType: string, body: (url: string | undefined) => string) {
  const cache = createMicroCache()
  let made = 0
  const url = await listen((rq, rs) =>
    cache.handle(rq, rs, () => {
      made++
      rs.statusCode = 200
      rs.setHeader('Content-Type', contentType)
      rs.setHeader('Cache-Control', 'public, max-age=60')
      rs.end(body(rq.url))
    }),
  )
  return { url, runs: () => made }
}

/** A stand-in for Next: streams a page in pieces, as Next does, with the static policy. */
function page(body: string, headers: Record<string, string> = {}): RequestListener {
  return (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Security-Policy', POLICY)
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
    const half = Math.floor(body.length / 2)
    res.write(body.slice(0, half))
    setTimeout(() => res.end(Buffer.from(body.slice(half))), 5)
  }
}

describe('the production server layers', () => {
  const html = `<!DOCTYPE html><html><head><script>var a=1</script></head><body>${'x'.repeat(5000)}<script>self.__next_f.push([1,"é"])</script></body></html>`

  it('send the page compressed and unchanged, with a policy naming its inline scripts', async () => {
    registerOwnInlineScripts(['var a=1'])
    const next = page(html)
    const compress = compression()
    const url = await listen((req, res) =>
      compress(req, res, () => {
        hashInlineScripts(req, res)
        next(req, res)
      }),
    )
    const res = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const policy = res.headers.get('content-security-policy')!
    expect(policy).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(policy).toContain(sha('var a=1'))
    expect(policy).toContain(sha('self.__next_f.push([1,"é"])'))
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
    expect(await res.text()).toBe(html)

    const raw = await new Promise<Buffer>((resolve, reject) => {
      // Node's fetch decodes for us; check the bytes on the wire really are gzip of the page.
      import('node:http').then(({ get }) =>
        get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (r) => {
          const parts: Buffer[] = []
          r.on('data', (c: Buffer) => parts.push(c))
          r.on('end', () => resolve(Buffer.concat(parts)))
        }).on('error', reject),
      )
    })
    expect(gunzipSync(raw).toString('utf8')).toBe(html)
  })

  it('leave other responses alone', async () => {
    const url = await listen((req, res) => {
      hashInlineScripts(req, res)
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Security-Policy': POLICY })
      res.end('{"ok":true}')
    })
    const res = await fetch(url)
    expect(res.headers.get('content-security-policy')).toBe(POLICY)
    expect(await res.json()).toEqual({ ok: true })
  })
})

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as never

describe('micro cache', () => {
  it('takes public page requests only', () => {
    expect(cacheKey(req('/about', { 'accept-encoding': 'gzip' }))).toBe('GET /about gzip')
    expect(cacheKey(req('/about', {}, 'POST'))).toBeNull()
    expect(cacheKey(req('/api/pages'))).toBeNull()
    expect(cacheKey(req('/admin/collections/pages'))).toBeNull()
    expect(cacheKey(req('/_next/image?url=%2Fa.png&w=64&q=75'))).toBeNull()
    expect(cacheKey(req('/about', { rsc: '1' }))).toBeNull()
    expect(cacheKey(req('/about', { cookie: 'a=1; payload-token=abc' }))).toBeNull()
    expect(cacheKey(req('/about', { cookie: '__prerender_bypass=1' }))).toBeNull()
    expect(cacheKey(req('/about', { cookie: 'theme=dark' }))).not.toBeNull()
  })

  it('keeps only current, public pages from Next’s page cache', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    expect(isReusable(200, { ...html, 'x-nextjs-cache': 'HIT' })).toBe(true)
    expect(isReusable(200, { ...html, 'x-nextjs-cache': 'MISS' })).toBe(true)
    expect(isReusable(200, { ...html, 'x-nextjs-cache': 'STALE' })).toBe(false)
    expect(isReusable(200, html)).toBe(false)
    expect(isReusable(404, { ...html, 'x-nextjs-cache': 'HIT' })).toBe(false)
    expect(isReusable(200, { ...html, 'x-nextjs-cache': 'HIT', 'set-cookie': ['a=1'] })).toBe(false)
    expect(
      isReusable(200, { ...html, 'x-nextjs-cache': 'HIT', 'cache-control': 'private, no-store' }),
    ).toBe(false)
    // A flight (RSC) answer is never handed to the next visitor, whatever the request looked like.
    expect(isReusable(200, { 'content-type': 'text/x-component', 'x-nextjs-cache': 'HIT' })).toBe(
      false,
    )
  })

  it('answers repeats from memory until the entry expires; concurrent misses share one render', async () => {
    let clock = 0
    const cache = createMicroCache({ ttlMs: 1000, now: () => clock })
    let renders = 0
    const next = page('<p>hello</p>', { 'x-nextjs-cache': 'HIT', etag: '"v1"' })
    const url = await listen((rq, rs) =>
      cache.handle(rq, rs, () => {
        renders++
        next(rq, rs)
      }),
    )
    const bodies = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${url}/about`).then((r) => r.text())),
    )
    expect(bodies).toEqual(Array(10).fill('<p>hello</p>'))
    expect(renders).toBe(1)

    const hit = await fetch(`${url}/about`)
    expect(hit.headers.get('x-micro-cache')).toBe('HIT')
    expect(await hit.text()).toBe('<p>hello</p>')
    const notModified = await fetch(`${url}/about`, { headers: { 'If-None-Match': '"v1"' } })
    expect(notModified.status).toBe(304)

    clock = 1001
    await fetch(`${url}/about`).then((r) => r.text())
    expect(renders).toBe(2)
  })

  it('shares the story list and search results by the query they read, and forgets a search at once', async () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    const dynamic = { ...html, 'cache-control': 'private, no-cache, no-store, max-age=0' }
    expect(isReusable(200, dynamic, '/search?q=trans')).toBe(true)
    expect(isReusable(200, dynamic, '/es/news?category=press')).toBe(true)
    expect(isReusable(200, dynamic, '/events')).toBe(true)
    expect(isReusable(200, dynamic, '/es/events?mode=online&when=past')).toBe(true)
    expect(isReusable(200, dynamic, '/events/ally-training')).toBe(false)
    expect(isReusable(200, dynamic, '/about')).toBe(false)
    expect(isReusable(200, { ...dynamic, 'set-cookie': ['a=1'] }, '/search?q=x')).toBe(false)
    expect(isReusable(404, dynamic, '/news?page=99')).toBe(false)
    expect(isReusable(200, { 'content-type': 'text/x-component' }, '/search?q=x')).toBe(false)
    expect(cacheKey(req('/search?utm=1&q=trans', { 'accept-encoding': 'br' }))).toBe(
      'GET /search?q=trans br',
    )
    expect(cacheKey(req('/search?q=trans', { cookie: 'payload-token=x' }))).toBeNull()

    // Long enough for five requests on a busy machine to arrive within it (40 ms was not, in CI).
    const ttlMs = 1000
    const cache = createMicroCache({ ttlMs })
    let renders = 0
    const next = page('<p>results</p>', { 'cache-control': 'private, no-store' })
    const url = await listen((rq, rs) =>
      cache.handle(rq, rs, () => {
        renders++
        next(rq, rs)
      }),
    )
    await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${url}/search?q=hope`).then((r) => r.text())),
    )
    expect(renders).toBe(1)
    expect(cache.size).toBe(1)
    // Nobody asks again: the words still leave memory when the entry expires.
    const kept = Date.now()
    while (cache.size > 0 && Date.now() - kept < ttlMs + 5000)
      await new Promise((r) => setTimeout(r, 25))
    expect(cache.size).toBe(0)
  })

  it('never keeps a stale page', async () => {
    const cache = createMicroCache()
    let renders = 0
    const next = page('<p>old</p>', { 'x-nextjs-cache': 'STALE' })
    const url = await listen((rq, rs) =>
      cache.handle(rq, rs, () => {
        renders++
        next(rq, rs)
      }),
    )
    await fetch(url).then((r) => r.text())
    await fetch(url).then((r) => r.text())
    expect(renders).toBe(2)
    expect(cache.size).toBe(0)
  })
})

describe('micro cache when Next cannot render (stale if error)', () => {
  /** Next answering as it does when a page's data cannot be read: 500 with its error page. */
  const failing: RequestListener = (_req, res) => {
    res.statusCode = 500
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.end('<p>Something went wrong. Crisis lines: 988</p>')
  }

  it('answers a page Next fails to render with its last good copy, after a content change too, compressed as it was', async () => {
    const cache = createMicroCache()
    const compress = compression()
    let next = page('<p>good</p>'.repeat(200), { 'x-nextjs-cache': 'MISS' })
    const url = await listen((rq, rs) =>
      cache.handle(rq, rs, () => compress(rq, rs, () => next(rq, rs))),
    )
    const gzip = { 'Accept-Encoding': 'gzip' }
    expect(await fetch(`${url}/about`, { headers: gzip }).then((r) => r.text())).toContain('good')
    cache.clear() // an editor saved: the micro cache and Next's copy are gone
    next = failing
    const res = await fetch(`${url}/about`, { headers: gzip })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-micro-cache')).toBe('STALE')
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, must-revalidate')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(await res.text()).toBe('<p>good</p>'.repeat(200))
    // Another page, or the same in another encoding, was never sent: 503, come back later.
    for (const [path, headers] of [
      ['/contact', gzip],
      ['/about', { 'Accept-Encoding': 'br' }],
    ] as const) {
      const never = await fetch(`${url}${path}`, { headers })
      expect([never.status, never.headers.get('retry-after')]).toEqual([503, '30'])
      expect(await never.text()).toContain('Crisis lines: 988')
    }
  })

  it('answers a page never sent with the crisis help page of its language, 503', async () => {
    expect(CRISIS_OFFLINE_PAGE).toBe(DOMAIN_CRISIS_OFFLINE_PAGE)
    const cache = createMicroCache()
    const help: Record<string, string> = {
      '/crisis/offline': '<p>Call 988</p>',
      '/es/crisis/offline': '<p>Llama al 988</p>',
    }
    let down = false
    const url = await listen((rq, rs) =>
      cache.handle(rq, rs, () =>
        down
          ? failing(rq, rs)
          : page(help[rq.url ?? ''] ?? '', { 'x-nextjs-cache': 'HIT' })(rq, rs),
      ),
    )
    for (const path of Object.keys(help)) await fetch(url + path).then((r) => r.text())
    down = true
    for (const [path, body] of [
      ['/es/contact', '<p>Llama al 988</p>'],
      ['/contact', '<p>Call 988</p>'],
      ['/estate', '<p>Call 988</p>'],
    ]) {
      const res = await fetch(url + path)
      expect([res.status, res.headers.get('retry-after'), await res.text()], path).toEqual([
        503,
        '30',
        body,
      ])
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('keeps no copy of search results, and a newer good copy replaces the old', async () => {
    const cache = createMicroCache({ ttlMs: 1 })
    let next = page('<p>results</p>', { 'cache-control': 'private, no-store' })
    const url = await listen((rq, rs) => cache.handle(rq, rs, () => next(rq, rs)))
    await fetch(`${url}/search?q=hope`).then((r) => r.text())
    next = page('<p>v1</p>', { 'x-nextjs-cache': 'HIT' })
    await fetch(`${url}/about`).then((r) => r.text())
    next = page('<p>v2</p>', { 'x-nextjs-cache': 'HIT' })
    await new Promise((r) => setTimeout(r, 5))
    await fetch(`${url}/about`).then((r) => r.text())
    next = failing
    expect((await fetch(`${url}/search?q=hope`)).status).toBe(503)
    await new Promise((r) => setTimeout(r, 5))
    const stale = await fetch(`${url}/about`)
    expect([stale.status, stale.headers.get('x-micro-cache')]).toEqual([200, 'STALE'])
    expect(await stale.text()).toBe('<p>v2</p>')
  })
})

describe('micro cache for the build’s files', () => {
  /** A stand-in for Next's static files: `immutable` unless told otherwise. */
  const asset =
    (counts: Map<string, number>, cacheControl = 'public, max-age=31536000, immutable') =>
    (rq: { url?: string }, rs: import('node:http').ServerResponse) => {
      counts.set(rq.url!, (counts.get(rq.url!) ?? 0) + 1)
      // As Next's static files do: headers set one by one, which is what the cache reads.
      rs.setHeader('Content-Type', 'application/javascript')
      rs.setHeader('Cache-Control', cacheControl)
      rs.end(`/* ${rq.url} */${'x'.repeat(1000)}`)
    }

  it('keys build files by path and encoding, never with a query string or outside /_next/static', () => {
    expect(cacheKey(req('/_next/static/chunks/a.js', { 'accept-encoding': 'br' }))).toBe(
      'GET /_next/static/chunks/a.js br',
    )
    expect(cacheKey(req('/_next/static/chunks/a.js?v=1'))).toBeNull()
    expect(cacheKey(req('/_next/static/chunks/a.js#x'))).toBeNull()
    expect(cacheKey(req('/_next/static/chunks/a.js', {}, 'POST'))).toBeNull()
    expect(cacheKey(req('/_next/data/a.json'))).toBeNull()
    // Hostile paths never become keys of their own.
    for (const url of [
      '/_next/static/../../api/users',
      '/_next/static/chunks/%2e%2e/a.js',
      '/_next/static/chunks/a.js%00',
      '/_next/static/chunks/a.js\u0000',
      '/_next/static/__proto__/constructor',
      '/_next/static/chunks/a.js;x',
    ])
      expect(cacheKey(req(url)), url).toBe(url.includes('__proto__') ? `GET ${url} identity` : null)
  })

  it('stays within its byte limit whatever Accept-Encoding headers a client sends', async () => {
    const cache = createMicroCache({ assetLimit: 4000 })
    const counts = new Map<string, number>()
    const next = asset(counts)
    const url = await listen((rq, rs) => cache.handle(rq, rs, () => next(rq, rs)))
    for (let i = 0; i < 40; i++)
      await fetch(`${url}/_next/static/chunks/a.js`, {
        headers: { 'Accept-Encoding': `gzip;q=0.${i}, x-${'y'.repeat(i * 50)}` },
      }).then((r) => r.text())
    expect(cache.assetBytes).toBeLessThanOrEqual(4000)
    // Keys are the encoding sent (issue 58): gzip, and identity for `gzip;q=0.0`.
    expect(cache.size).toBe(2)
  })

  it('keeps an immutable build file for good: no expiry, and no content change drops it', async () => {
    let clock = 0
    const cache = createMicroCache({ now: () => clock })
    const counts = new Map<string, number>()
    const next = asset(counts)
    const url = await listen((rq, rs) => cache.handle(rq, rs, () => next(rq, rs)))
    const first = await fetch(`${url}/_next/static/chunks/a.js`).then((r) => r.text())
    clock = 10 * 60_000
    cache.clear()
    const again = await fetch(`${url}/_next/static/chunks/a.js`)
    expect(again.headers.get('x-micro-cache')).toBe('HIT')
    expect(await again.text()).toBe(first)
    expect(counts.get('/_next/static/chunks/a.js')).toBe(1)
  })

  it('does not keep a build file sent without immutable, or a failed one', async () => {
    const cache = createMicroCache()
    const counts = new Map<string, number>()
    const next = asset(counts, 'public, max-age=0')
    const url = await listen((rq, rs) => cache.handle(rq, rs, () => next(rq, rs)))
    await fetch(`${url}/_next/static/chunks/b.js`).then((r) => r.text())
    await fetch(`${url}/_next/static/chunks/b.js`).then((r) => r.text())
    expect(counts.get('/_next/static/chunks/b.js')).toBe(2)
    expect(isReusable(404, { 'cache-control': 'immutable' }, '/_next/static/chunks/c.js')).toBe(
      false,
    )
    expect(
      isReusable(
        200,
        { 'cache-control': 'immutable', 'set-cookie': ['a=1'] },
        '/_next/static/chunks/c.js',
      ),
    ).toBe(false)
  })

  it('holds at most its byte limit, dropping the oldest files first', async () => {
    const cache = createMicroCache({ assetLimit: 2500 })
    const counts = new Map<string, number>()
    const next = asset(counts)
    const url = await listen((rq, rs) => cache.handle(rq, rs, () => next(rq, rs)))
    const get = (name: string) => fetch(`${url}/_next/static/chunks/${name}`).then((r) => r.text())
    for (const name of ['1.js', '2.js', '3.js']) await get(name)
    expect(cache.assetBytes).toBeLessThanOrEqual(2500)
    await get('3.js')
    await get('1.js')
    expect(counts.get('/_next/static/chunks/3.js')).toBe(1)
    expect(counts.get('/_next/static/chunks/1.js')).toBe(2)
  })
})

describe('micro cache for /api/health', () => {
  it('shares an answer, healthy or not, for a quarter of a second', async () => {
    let clock = 0
    const cache = createMicroCache({ now: () => clock })
    let checks = 0
    let healthy = true
    const url = await listen((rq, rs) =>
      cache.handle(rq, rs, () => {
        checks++
        rs.writeHead(healthy ? 200 : 503, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
        })
        // As Next's route handlers do: the body as a plain Uint8Array.
        rs.end(
          new TextEncoder().encode(JSON.stringify({ status: healthy ? 'healthy' : 'unhealthy' })),
        )
      }),
    )
    const get = () => fetch(`${url}/api/health`).then(async (r) => [r.status, await r.json()])
    expect(await get()).toEqual([200, { status: 'healthy' }])
    healthy = false
    expect(await get()).toEqual([200, { status: 'healthy' }])
    expect(checks).toBe(1)
    clock = 251
    expect(await get()).toEqual([503, { status: 'unhealthy' }])
    expect(await get()).toEqual([503, { status: 'unhealthy' }])
    expect(checks).toBe(2)
    expect(cacheKey(req('/api/health?x=1'))).toBeNull()
  })
})

describe('micro cache for the public API', () => {
  it('shares each public answer by its whole URL for a second, whoever asks', async () => {
    let clock = 0
    const cache = createMicroCache({ now: () => clock })
    let runs = 0
    const url = await listen((rq, rs) =>
      cache.handle(rq, rs, () => {
        runs++
        const bad = (rq.url ?? '').includes('bad')
        // As Next sends a route handler's answer: headers set one by one, then the body.
        rs.statusCode = bad ? 400 : 200
        rs.setHeader('Content-Type', 'application/json; charset=utf-8')
        rs.setHeader('Cache-Control', bad ? 'no-store' : 'public, max-age=60')
        rs.setHeader('Access-Control-Allow-Origin', '*')
        rs.setHeader('ETag', '"v1"')
        rs.end(new TextEncoder().encode(JSON.stringify({ url: rq.url, run: runs })))
      }),
    )
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, { headers }).then(async (r) => [r.status, await r.json()])
    const lines = '/api/public/crisis-lines?tag=peer-support'
    expect(await get(lines)).toEqual([200, { url: lines, run: 1 }])
    expect(await get(lines, { cookie: 'payload-token=abc' })).toEqual([200, { url: lines, run: 1 }])
    expect(await get('/api/public/crisis-lines')).toEqual([
      200,
      { url: '/api/public/crisis-lines', run: 2 },
    ])
    expect(await get('/api/web/settings/public')).toEqual([
      200,
      { url: '/api/web/settings/public', run: 3 },
    ])
    // Refusals are never kept.
    expect((await get('/api/public/crisis-lines?bad=1'))[0]).toBe(400)
    expect((await get('/api/public/crisis-lines?bad=1'))[1]).toEqual({
      url: '/api/public/crisis-lines?bad=1',
      run: 5,
    })
    // A revalidation from the cache says what the 200 said about caching and CORS.
    const notModified = await fetch(`${url}${lines}`, { headers: { 'If-None-Match': '"v1"' } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('cache-control')).toBe('public, max-age=60')
    expect(notModified.headers.get('access-control-allow-origin')).toBe('*')
    clock = 1001
    expect(await get(lines)).toEqual([200, { url: lines, run: 6 }])
    cache.clear()
    expect(await get(lines)).toEqual([200, { url: lines, run: 7 }])
    expect(cacheKey(req('/api/publicity'))).toBeNull()
    expect(cacheKey(req('/api/web/settings/public/x'))).toBeNull()
  })

  it('shares the stories feed of every language the same way (a feed reader’s flood, issue 58)', async () => {
    const { url, runs } = await countingFeed(
      'application/rss+xml; charset=utf-8',
      (u) => `<rss>${u}</rss>`,
    )
    for (const path of [
      '/news/feed.xml',
      '/news/feed.xml',
      '/xx/news/feed.xml',
      '/xx/news/feed.xml',
    ])
      expect(await fetch(`${url}${path}`).then((r) => r.text())).toBe(`<rss>${path}</rss>`)
    expect(runs()).toBe(2)
    const rss = { 'content-type': 'application/rss+xml', 'cache-control': 'public, max-age=60' }
    expect(isReusable(200, rss, '/news/feed.xml?x=1')).toBe(true)
    for (const other of ['/news/feed.xmlx', '/a/b/news/feed.xml', '/news/feed.xml/x'])
      expect([other, isReusable(200, rss, other)]).toEqual([other, false])
  })

  it('shares the events’ calendar files per whole address: a category or discreet file is its own (issue 61)', async () => {
    const { url, runs } = await countingFeed(
      'text/calendar; charset=utf-8',
      (u) => `BEGIN:VCALENDAR ${u}`,
    )
    const paths = [
      '/events/calendar.ics',
      '/events/calendar.ics?category=training',
      '/events/calendar.ics?category=training&discreet=1',
      '/xx/events/calendar.ics',
      '/events/book-club/calendar.ics',
      '/events/book-club/calendar.ics?discreet=1',
    ]
    for (const path of [...paths, ...paths])
      expect(await fetch(`${url}${path}`).then((r) => r.text())).toBe(`BEGIN:VCALENDAR ${path}`)
    expect(runs()).toBe(paths.length)
    const ics = { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'public' }
    for (const other of ['/events/calendar.icsx', '/events/a/b/calendar.ics', '/events/x.ics'])
      expect([other, isReusable(200, ics, other)]).toEqual([other, false])
    // A page of the same address space is not a calendar: never kept as one.
    expect(isReusable(200, { ...ics, 'content-type': 'text/plain' }, '/events/calendar.ics')).toBe(
      false,
    )
  })
})
