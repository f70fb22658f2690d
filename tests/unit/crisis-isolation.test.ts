import compress from 'compression'
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGES } from '@domain/i18n/locales'
import { servedEncoding } from '../../src/server/micro-cache.mjs'
import {
  createRenderGate,
  laneOf,
  renderGateLayer,
  type RoutesManifest,
} from '../../src/server/render-gate.mjs'

/** Issue 58: crisis help never waits behind what one client makes the server render. */

const servers: Server[] = []
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))))

async function listen(server: Server): Promise<string> {
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A GET with raw headers (fetch would set its own Accept-Encoding). */
function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>(
    (resolve, reject) => {
      const req = request(`${base}${path}`, { headers }, (res) => {
        let body = ''
        res.setEncoding('latin1')
        res.on('data', (d: string) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('the page cache keys an answer by the encoding sent, not by the header asked with', () => {
  // What `compression` (the layer of server.mjs) really sends for each header.
  const HEADERS = [
    'br',
    'gzip, deflate, br, zstd',
    'gzip;q=0.123, br;q=0.122',
    'br;q=0.999, gzip;q=1',
    'deflate',
    'identity',
    '*',
    '*;q=0',
    'identity;q=0',
    'br;q=0, gzip;q=0',
    'x-random-1234',
    'GZIP',
    'gzip;q=abc',
    'br,br,br,br,gzip',
    '__proto__, constructor',
    `${'a'.repeat(4000)}, gzip`,
    '',
  ]

  it('matches what compression sends for every header, hostile ones too', async () => {
    const base = await listen(
      createServer((req, res) =>
        compress()(req as never, res as never, () => {
          res.setHeader('Content-Type', 'text/html')
          res.end('x'.repeat(4096))
        }),
      ),
    )
    for (const header of HEADERS) {
      const sent = await get(base, '/', { 'accept-encoding': header })
      const key = servedEncoding({ headers: { 'accept-encoding': header } } as never)
      expect([header, key]).toEqual([header, sent.headers['content-encoding'] ?? 'identity'])
    }
    const none = await get(base, '/')
    expect(servedEncoding({ headers: {} } as never)).toBe(
      none.headers['content-encoding'] ?? 'identity',
    )
  })
})

describe('the render gate', () => {
  it('runs a few at once and the waiting clients in turn, so one flood waits behind itself', () => {
    const gate = createRenderGate({ slots: 1, queuePerClient: 10, queueTotal: 100 })
    const ran: string[] = []
    const start = (name: string) => () => ran.push(name)
    gate.enter('flood', start('flood 1'))
    for (let n = 2; n <= 5; n++) gate.enter('flood', start(`flood ${n}`))
    gate.enter('visitor', start('visitor'))
    expect(ran).toEqual(['flood 1'])
    expect(gate.queued).toBe(5)
    gate.leave()
    gate.leave()
    expect(ran).toEqual(['flood 1', 'flood 2', 'visitor'])
    for (let n = 0; n < 4; n++) gate.leave()
    expect(ran).toHaveLength(6)
    expect([gate.busy, gate.queued]).toEqual([0, 0])
  })

  it('refuses a client with too many waiting, and anyone when the queue is full', () => {
    const gate = createRenderGate({ slots: 1, queuePerClient: 2, queueTotal: 3 })
    const noop = () => undefined
    expect(gate.enter('a', noop)).toBeNull()
    expect([gate.enter('a', noop), gate.enter('a', noop)]).toEqual([null, null])
    expect(gate.enter('a', noop)).toBe('client')
    expect(gate.enter('b', noop)).toBeNull()
    expect(gate.enter('c', noop)).toBe('total')
  })

  /** A server whose renders wait until called, behind gates of one place each. */
  async function gatedServer() {
    const pending: (() => void)[] = []
    const gate = createRenderGate({ slots: 1, queuePerClient: 1, queueTotal: 10 })
    const crisis = createRenderGate({ slots: 1, queuePerClient: 1, queueTotal: 10 })
    const lane = (path: string) => (path.startsWith('/crisis') ? 'crisis' : 'render')
    const layer = renderGateLayer({ crisis, render: gate }, lane)
    const base = await listen(
      createServer((req, res) =>
        layer(req, res, () => {
          if (req.url?.startsWith('/crisis')) return res.end('crisis help')
          pending.push(() => res.end('rendered'))
        }),
      ),
    )
    const rendering = () => expect.poll(() => pending.length)
    return { base, gate, crisis, pending, rendering }
  }

  it('lets crisis help through while renders wait, and answers a flood 429 with Retry-After', async () => {
    const { base, gate, crisis, pending, rendering } = await gatedServer()
    const first = get(base, '/search?q=1', { 'x-forwarded-for': '192.0.2.1' })
    await rendering().toBe(1)
    const second = get(base, '/search?q=2', { 'x-forwarded-for': '192.0.2.1' })
    await expect.poll(() => gate.queued).toBe(1)
    const third = await get(base, '/search?q=3', { 'x-forwarded-for': '192.0.2.1' })
    expect([third.status, third.headers['retry-after']]).toEqual([429, '5'])
    expect(await get(base, '/crisis')).toMatchObject({ status: 200, body: 'crisis help' })
    pending.shift()!()
    await rendering().toBe(1)
    pending.shift()!()
    expect((await first).body).toBe('rendered')
    expect((await second).body).toBe('rendered')
    expect([gate.busy, gate.queued, crisis.busy]).toEqual([0, 0, 0])
  })

  it('gives the place back when a waiting or rendering client goes away', async () => {
    const { base, gate, rendering } = await gatedServer()
    const gone = request(`${base}/a`)
    gone.on('error', () => undefined)
    gone.end()
    await rendering().toBe(1)
    gone.destroy()
    await expect.poll(() => gate.busy).toBe(0)
    expect(gate.queued).toBe(0)
  })
})

describe('which lane a path takes', () => {
  // Routes as Next writes them in .next/routes-manifest.json (abridged), in its order.
  const MANIFEST: RoutesManifest = {
    staticRoutes: [
      { page: '/crisis/offline.json', regex: '^/crisis/offline\\.json(?:/)?$' },
      { page: '/login', regex: '^/login(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/api/[...slug]', regex: '^/api/(.+?)(?:/)?$' },
      { page: '/[locale]/crisis/[[...view]]', regex: '^/([^/]+?)/crisis(?:/(.+?))?(?:/)?$' },
      { page: '/[locale]/news/[slug]', regex: '^/([^/]+?)/news/([^/]+?)(?:/)?$' },
      { page: '/[locale]/[[...slug]]', regex: '^/([^/]+?)(?:/(.+?))?(?:/)?$' },
    ],
  }
  const lane = laneOf(MANIFEST, ['crisis-sw.js', 'icons'])
  const lanes = (paths: string[]) => paths.map((path) => [path, lane(path)])

  it('crisis help in every language and the health check have their own', () => {
    const paths = ['/crisis', '/crisis/safety', '/crisis/offline.json', '/crisis/no-such-view']
    const languages = LANGUAGES.filter((l) => l.prefix).map((l) => `${l.prefix}/crisis/card`)
    const more = [...languages, '/api/health', '/api/public/crisis-lines']
    expect(lanes([...paths, ...more])).toEqual([...paths, ...more].map((p) => [p, 'crisis']))
  })

  it('a language added to the list has its crisis routes in the crisis lane at its prefix', async () => {
    // The list's test-only language (domain/i18n/languages.mjs), read as the server reads it.
    vi.stubEnv('NEXT_PUBLIC_TEST_LANGUAGE', '1')
    vi.resetModules()
    try {
      const languages = await import('@domain/i18n/languages.mjs')
      const gate = await import('../../src/server/render-gate.mjs')
      const added = languages.LANGUAGES.find((l) => l.testOnly)!
      const withIt = gate.laneOf(MANIFEST, [])
      expect(withIt(`${added.prefix}/crisis`)).toBe('crisis')
      expect(withIt(`${added.prefix}/crisis/card`)).toBe('crisis')
      expect(withIt(`${added.prefix}/about`)).toBe('render')
      // Without it, its prefix is an address of the default language: no crisis page there.
      expect(lane(`${added.prefix}/crisis`)).toBe('render')
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })

  it('the build’s and public files wait for nothing', () => {
    const paths = ['/_next/static/chunks/a.js', '/crisis-sw.js', '/icons/a.png']
    expect(lanes(paths)).toEqual(paths.map((p) => [p, 'free']))
  })

  it('search, stories (one named crisis too), pages, the admin and the API wait their turn', () => {
    // A prefix that is no language's is a page address of the default language: /xx/crisis too.
    const paths = [
      '/search',
      '/news/crisis',
      '/about',
      '/crisisx',
      '/admin',
      '/api/pages',
      '/xx/crisis',
    ]
    const more = ['/api/health/x', '/_next/image', '/__proto__', '/%00']
    expect(lanes([...paths, ...more])).toEqual([...paths, ...more].map((p) => [p, 'render']))
  })
})
