import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { beforeEach, describe, expect, it } from 'vitest'
import { CRISIS_VERSION_ATTRIBUTE, CRISIS_WORKER_URL } from '@domain/crisis/offline'
import { LANGUAGES, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

/**
 * The service worker (public/crisis-sw.js) run as the browser would run it, against an
 * in-memory Cache Storage and a fake network: what it saves, when it swaps its copy, and what a
 * navigation gets offline.
 */
const ORIGIN = 'https://site.test'
const source = readFileSync(path.join('public', CRISIS_WORKER_URL), 'utf8')
const keyOf = (req: string | { url: string }) =>
  new URL(typeof req === 'string' ? req : req.url, ORIGIN).href

class MemoryCache {
  entries = new Map<string, Response>()
  async match(req: string | { url: string }) {
    return this.entries.get(keyOf(req))?.clone()
  }
  async put(req: string | { url: string }, res: Response) {
    this.entries.set(keyOf(req), res)
  }
}
class MemoryCacheStorage {
  stores = new Map<string, MemoryCache>()
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache())
    return this.stores.get(name)!
  }
  async keys() {
    return [...this.stores.keys()]
  }
  async delete(name: string) {
    return this.stores.delete(name)
  }
  async match(req: string | { url: string }) {
    for (const store of this.stores.values()) {
      const hit = await store.match(req)
      if (hit) return hit
    }
    return undefined
  }
}

type Handler = (event: Record<string, unknown>) => void
let listeners: Record<string, Handler>
let caches: MemoryCacheStorage
let online: boolean
let version: string
/** What the server renders: the version its pages show (a stale page cache shows an older one). */
let rendered: string
let fetched: { url: string; init?: RequestInit }[]

const page = (title: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/css/site.css"/></head>` +
  `<body class="x"><main ${CRISIS_VERSION_ATTRIBUTE}="${rendered}">` +
  `<p data-crisis-offline-note="" hidden="" class="n">You’re offline. <span data-saved-on=""></span></p>` +
  `<h1>${title}</h1></main>` +
  `<script>self.__next_f.push([1,"1:I[1,[\\"static/chunks/app/(frontend)/layout-1.js\\"]]"])</script>` +
  // The payload can cut a chunk's name in two between scripts.
  `<script>self.__next_f.push([1,"2:I[2,[\\"static/chunks/68-61b4"])</script>` +
  `<script>self.__next_f.push([1,"c5.js\\"]]"])</script></body></html>`

async function network(req: string | { url: string }, init?: RequestInit) {
  const url = keyOf(req)
  fetched.push({ url, init })
  if (!online) throw new TypeError('Failed to fetch')
  const { pathname } = new URL(url)
  // As src/app/(frontend)/crisis/offline.json/route.ts answers, from the list of languages.
  if (pathname === '/crisis/offline.json')
    return Response.json({
      version,
      versions: Object.fromEntries(LANGUAGES.map(({ code }) => [code, version])),
      languages: LANGUAGES.map(({ code, prefix, intl }) => ({
        code,
        prefix,
        intl,
        saved: messagesFor(code as Locale).crisisOffline.savedOn,
      })),
    })
  if (pathname.startsWith('/_next/static/')) {
    return /\.(?:js|css)$/.test(pathname)
      ? new Response('/* file */')
      : new Response('Not found', { status: 404 })
  }
  const titles: Record<string, string> = {
    '/crisis': 'Get help now',
    '/crisis/card': 'Wallet card',
    '/crisis/offline': 'This page couldn’t load',
    '/about': 'About us',
    '/es/crisis': 'Busca ayuda ahora',
    '/es/crisis/card': 'Tarjeta de bolsillo',
    '/es/crisis/offline': 'Esta página no pudo cargar',
    '/es/about': 'Quiénes somos',
  }
  if (!titles[pathname]) return new Response('Not found', { status: 404 })
  return new Response(page(titles[pathname]), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'secret=1' },
  })
}

const startWorker = () => startWorkerWith(network)

async function dispatch(type: string, extra: Record<string, unknown> = {}) {
  const waits: Promise<unknown>[] = []
  let response: Promise<Response> | undefined
  listeners[type]({
    ...extra,
    waitUntil: (p: Promise<unknown>) => waits.push(p),
    respondWith: (p: Promise<Response>) => (response = p),
  })
  const answer = response && (await response.catch((error: Error) => error))
  await Promise.all(waits)
  return answer
}

const navigation = (pathname: string) => ({
  request: { url: ORIGIN + pathname, method: 'GET', mode: 'navigate' },
  preloadResponse: Promise.resolve(undefined),
})

const ourCaches = () => [...caches.stores.keys()].filter((k) => k.startsWith('crisis-offline-'))

beforeEach(() => {
  caches = new MemoryCacheStorage()
  online = true
  version = 'v1'
  rendered = 'v1'
  fetched = []
  startWorker()
})

describe('the crisis service worker', () => {
  it('saves the crisis pages and the files they load, without cookies or the HTTP cache', async () => {
    await dispatch('install')
    expect(ourCaches()).toHaveLength(1)
    const saved = caches.stores.get(ourCaches()[0])!
    expect([...saved.entries.keys()].map((k) => k.slice(ORIGIN.length)).sort()).toEqual([
      '/_next/static/chunks/app/(frontend)/layout-1.js',
      '/_next/static/css/site.css',
      '/crisis',
      '/crisis/card',
      '/crisis/offline',
      '/crisis/offline.json',
    ])
    for (const { url, init } of fetched.filter((f) => !f.url.includes('/_next/'))) {
      expect(init, url).toMatchObject({ cache: 'no-store', credentials: 'omit' })
    }
    expect((await saved.match('/crisis'))!.headers.get('Set-Cookie')).toBeNull()
  })

  it('offline, answers a crisis page with its copy and any other page with the offline page', async () => {
    await dispatch('install')
    online = false
    const crisis = (await dispatch('fetch', navigation('/crisis/'))) as Response
    const text = await crisis.text()
    expect(text).toContain('Get help now')
    // Shown and dated by attributes only, which hydration leaves alone.
    expect(text).toContain('<p data-crisis-offline-note="" class="n">You’re offline. <span')
    expect(text).toMatch(/<span data-saved-on="Saved on \w+ \d+, \d{4}[^"]*"><\/span>/)
    const other = (await dispatch('fetch', navigation('/about'))) as Response
    expect(await other.text()).toContain('This page couldn’t load')
  })

  it('keeps the Spanish pages too once a Spanish page is visited, and answers Spanish offline in Spanish', async () => {
    await dispatch('install')
    expect(ourCaches()).toHaveLength(1)
    await dispatch('fetch', navigation('/es/about'))
    const spanish = ourCaches().filter((name) => name.startsWith('crisis-offline-es-'))
    expect(spanish).toHaveLength(1)
    const saved = caches.stores.get(spanish[0])!
    expect([...saved.entries.keys()].map((k) => k.slice(ORIGIN.length))).toEqual(
      expect.arrayContaining(['/es/crisis', '/es/crisis/card', '/es/crisis/offline']),
    )
    online = false
    const crisis = (await dispatch('fetch', navigation('/es/crisis'))) as Response
    const text = await crisis.text()
    expect(text).toContain('Busca ayuda ahora')
    expect(text).toMatch(/<span data-saved-on="Guardado el [^"]+"><\/span>/)
    const other = (await dispatch('fetch', navigation('/es/donde'))) as Response
    expect(await other.text()).toContain('Esta página no pudo cargar')
    // English addresses keep the English copy.
    expect(await ((await dispatch('fetch', navigation('/about'))) as Response).text()).toContain(
      'This page couldn’t load',
    )
  })

  it('offline with nothing saved, lets the navigation fail as usual', async () => {
    online = false
    startWorker()
    expect(await dispatch('fetch', navigation('/about'))).toBeInstanceOf(TypeError)
  })

  it('online, passes every navigation through and leaves quick exit and the API alone', async () => {
    const about = (await dispatch('fetch', navigation('/about'))) as Response
    expect(await about.text()).toContain('About us')
    expect(await dispatch('fetch', navigation('/exit'))).toBeUndefined()
    expect(await dispatch('fetch', navigation('/admin/login'))).toBeUndefined()
  })

  it('refreshes its copy on the next online visit once the data version changes', async () => {
    await dispatch('install')
    const first = ourCaches()[0]
    await dispatch('fetch', navigation('/about'))
    expect(ourCaches()).toEqual([first])

    version = rendered = 'v2'
    await dispatch('fetch', navigation('/about'))
    expect(ourCaches()).toHaveLength(1)
    expect(ourCaches()[0]).not.toBe(first)
    const saved = await caches.stores.get(ourCaches()[0])!.match('/crisis/offline.json')
    expect(await saved!.json()).toMatchObject({ version: 'v2' })
  })

  it('keeps the old copy whole when the pages still show an older version', async () => {
    await dispatch('install')
    const first = ourCaches()[0]
    version = 'v2' // the page cache keeps handing out the v1 render
    await dispatch('fetch', navigation('/about'))
    expect(ourCaches()).toEqual([first])
    const saved = await caches.stores.get(first)!.match('/crisis/offline.json')
    expect(await saved!.json()).toMatchObject({ version: 'v1' })
  })

  it('keeps the old copy when the connection drops halfway through a refresh', async () => {
    await dispatch('install')
    const first = ourCaches()[0]
    version = rendered = 'v2'
    let calls = 0
    const realNetwork = network
    startWorkerWith(async (req, init) => {
      if (++calls > 2) throw new TypeError('Failed to fetch')
      return realNetwork(req, init)
    })
    await dispatch('fetch', navigation('/about'))
    expect(ourCaches()).toEqual([first])
  })
})

class StillDate extends Date {
  static now() {
    return 1_795_000_000_000
  }
}

function startWorkerWith(fetchImpl: typeof network) {
  listeners = {}
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, fn: Handler) => (listeners[type] = fn),
    skipWaiting: () => {},
    clients: { claim: async () => {}, get: async () => null },
    registration: {},
  }
  vm.runInNewContext(source, {
    self,
    caches,
    fetch: fetchImpl,
    Response,
    Headers,
    URL,
    setTimeout: (fn: () => void) => setImmediate(fn),
    // A clock that stands still: every save happens in the same millisecond, so no two copies
    // may share a name (a failed refresh once deleted the copy it was meant to replace).
    Date: StillDate,
  })
}
