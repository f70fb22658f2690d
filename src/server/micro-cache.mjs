// @ts-check
import { Buffer } from 'node:buffer'
import { setTimeout } from 'node:timers'
import { URLSearchParams } from 'node:url'
import Negotiator from 'negotiator'
import { stripLocale } from '../../domain/i18n/languages.mjs'
import { chunkToBuffer } from './chunks.mjs'

/**
 * A one-second cache in front of Next for public pages that Next itself serves from its page
 * cache (ISR). Next spends a few milliseconds of CPU on every request even for a cached page,
 * which under a burst of visitors (a crisis line in the news) queues them up; this answers
 * repeats of the same page from memory, byte for byte what Next sent (compressed, with the
 * hashed script policy).
 *
 * Freshness: entries live MICRO_CACHE_TTL_MS, and only pages Next reported as current
 * (x-nextjs-cache HIT or MISS, never STALE) are kept, so an edit published in the admin shows
 * at most that long after Next's own on-demand revalidation. Dynamic pages, API calls, the
 * admin, client-side navigation (RSC) requests, signed-in and preview visitors always go to Next.
 *
 * GET /api/health is shared the same way for HEALTH_TTL_MS, healthy or not: a monitor polling it
 * hard costs one database ping per window instead of one per request, and an outage still shows
 * within that window. The public API's answers (docs/public-api.md: the same for every visitor,
 * whoever asks) are shared for the page's TTL, keyed by their whole URL: a partner's burst costs
 * one route handler run a second per query.
 *
 * The build's own files (`/_next/static/…`, named by content hash, sent `immutable`) are kept
 * compressed for as long as the process runs, up to ASSET_BYTES: every first visit asks for about
 * a dozen of them, and compressing the same chunks again for each visitor (brotli of the largest:
 * ~24 ms of CPU) took the cores the visitors' pages wait for (docs/decisions/0005-micro-cache.md).
 * Entries are kept per encoding the compression layer sends (servedEncoding), not per
 * Accept-Encoding header: a random header on every request (`br;q=0.123`) cost a render each and
 * held /crisis p90 at 364 ms (issue 58). ASSET_BYTES bounds the build files of every encoding.
 */
export const MICRO_CACHE_TTL_MS = 1000
export const HEALTH_TTL_MS = 250
const HEALTH_PATH = '/api/health'
/**
 * The public API's read endpoints (src/app/(frontend)/api/: JSON), the stories feeds of every
 * language (RSS: src/lib/cms/feed.ts) and the events' calendar files (iCalendar:
 * src/lib/cms/event-calendar.ts): the same for everyone, sent `public`, kept per whole URL (the
 * query names the category and the discreet entries). A feed reader's flood of the feed cost a
 * route handler run each (500 req/s held /crisis p90 at 1.2 s, issue 58; the calendar feed,
 * ~160 req/s, held it at 838 ms, issue 61).
 */
const PUBLIC_API =
  /^(?:\/api\/(?:public\/|web\/settings\/public(?:$|\?))|(?:\/[\w-]+)?\/news\/feed\.xml(?:$|\?)|(?:\/[\w-]+)?\/events\/(?:[\w-]+\/)?calendar\.ics(?:$|\?))/
const PUBLIC_API_TYPES = /^(?:application\/(?:json|rss\+xml)|text\/calendar)/
const MAX_ENTRIES = 500
/** Total bytes of build files kept; the oldest go first beyond it. */
export const ASSET_BYTES = 32 * 1024 * 1024
/**
 * A build file: content-hashed, so one URL always means the same bytes. Plain file names only
 * (what `next build` writes): no query string, no escapes, no `..`.
 */
const BUILD_ASSET = /^\/_next\/static\/(?!.*\.\.)[\w.\-/]+$/

const RSC_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-url',
]
const SKIPPED_PATHS = /^\/(api|admin|_next|preview|exit|donate|__crash)(\/|$|\?)/

/**
 * Cookies that make an answer personal: Payload's session (`payload-token`) and Next's preview
 * and draft mode. Matched by substring of the whole header, lower-cased and with every %-escape
 * undone, so every spelling a parser could accept — `payload-token =…`, `PAYLOAD-TOKEN`, a tab,
 * an escaped letter — counts as personal. A false alarm only costs a cache miss.
 */
const PERSONAL_COOKIE_NAMES = ['payload-token', '__prerender_bypass', '__next_preview_data']

/** @param {string} text */
const unescapeAll = (text) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
  }
}

/**
 * Whether a request carries anything that could make its page personal: a session or preview
 * cookie (any spelling), or an Authorization header (a JWT, an API key).
 * @param {{ cookie?: string | string[], authorization?: string | string[] }} headers
 */
export function carriesCredentials(headers) {
  if (headers.authorization !== undefined) return true
  const cookie = [headers.cookie ?? ''].flat().join(';')
  if (!cookie) return false
  const plain = unescapeAll(cookie).toLowerCase()
  return PERSONAL_COOKIE_NAMES.some((name) => plain.includes(name))
}

/**
 * @typedef {{ status: number, headers: Record<string, string | string[] | number>, body: Buffer, expires: number }} Entry
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/**
 * A per-client budget's refusal (issue 58): src/lib/security/page-budget.ts marks its 429 with
 * this header. It is kept for that client (the address server.mjs resolved) and path until its
 * Retry-After, so a client over its budget is answered from memory instead of by Next's proxy
 * for every request: a flood of refused searches still took ~500 Next requests a second.
 */
export const BUDGET_HEADER = 'x-page-budget'

/**
 * The key of a client's kept refusal for this request: its path with any query (a client over
 * its search budget is refused every `/search?…` until Retry-After), else null.
 * @param {Req} req
 */
export function refusalKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const client = req.headers['x-forwarded-for']
  if (q < 0 || typeof client !== 'string' || !client) return null
  return `429 ${client} ${url.slice(0, q)} ${req.headers['accept-encoding'] ?? ''}`
}

/** How long the not-found page of a language is kept for every unknown address. */
export const NOT_FOUND_TTL_MS = 10_000

/**
 * Stale if error (issue 56). When Next cannot render a page (its database is unreachable just
 * after a save refreshed the pages, whose cached copies are then gone), the last good copy this
 * process sent of that page answers instead, said to be stale and kept by browsers and proxies
 * only briefly; a page never sent before answers 503 with Retry-After (Next's error page, inside
 * the site's layout with its crisis help). Copies are kept per cache key (path, language,
 * encoding) up to LAST_GOOD_BYTES in all, the oldest going first; a content change does not drop
 * them (that is when they are needed), a newer good copy replaces them. Never search results or
 * other per-request pages (their words are not kept), build files, the API or /api/health.
 */
export const LAST_GOOD_BYTES = 16 * 1024 * 1024
/**
 * The page a navigation that fails shows, with every emergency and crisis number (domain/crisis/
 * offline.ts, CRISIS_OFFLINE_PAGE; tests/unit/server-layers.test.ts holds the two equal): a page
 * never sent before answers 503 with its last good copy in the visitor's language.
 */
export const CRISIS_OFFLINE_PAGE = '/crisis/offline'
export const STALE_CACHE_CONTROL = 'public, max-age=10, must-revalidate'
export const RETRY_AFTER_SECONDS = 30

/**
 * The pages whose HTML depends on query parameters (they read `searchParams`), and those
 * parameters. Every other page is one page whatever its query string: Next keeps its cached pages
 * by path, and only answers it reported as from that cache (isReusable) are ever kept here.
 */
export const QUERY_READERS = [
  { path: '/newsletter/confirm', params: ['token', 'result'] },
  { path: '/newsletter/unsubscribe', params: ['id', 'sig', 'result'] },
  ...[
    { path: '/news', params: ['category', 'page'] },
    { path: '/events', params: ['category', 'mode', 'page', 'when'] },
    { path: '/search', params: ['q'] },
  ].map((reader) => ({ ...reader, perRequest: true })),
]
/** The reader of a page in any language (`/es/news` is `/news`'s). @param {string} pathname */
const queryReader = (pathname) => {
  const bare = stripLocale(pathname)
  return QUERY_READERS.find((r) => r.path === bare)
}
/**
 * Pages Next renders for each request (they read their query) whose HTML is nevertheless the same
 * for every anonymous visitor of one URL: the story list (by category and page) and the search
 * results (src/components/search/SearchView.tsx), and /events (src/components/events/EventsView.tsx:
 * its upcoming list is judged by the clock at each render). Next marks them private; a burst of visitors
 * on one of them (a link to a search shared on social media, /news?category=press in a
 * newsletter) is answered from memory for the TTL instead of a render each (~22 ms of CPU). Only
 * ever in this process's memory, and a search's entry — its words in the key — is dropped as soon
 * as it expires, not when something newer pushes it out (the words are never kept longer).
 */
const perRequestReader = (/** @type {string} */ pathname) => {
  const reader = queryReader(pathname)
  return reader !== undefined && 'perRequest' in reader
}
/** Next's own parameters (`_rsc`, `nxtP…` route params, `__next…`): never folded away. */
const NEXT_PARAM = /^(?:_|nxt)/i

/**
 * The URL a page's cache key names: the path, with only the query parameters the page reads
 * (sorted), so a random query string (`/crisis?v=123`) shares the page's entry instead of costing
 * a render each. A URL with one of Next's own parameters is kept whole.
 * @param {string} url
 */
export function pageKeyUrl(url) {
  const q = url.indexOf('?')
  if (q < 0) return url
  const pathname = url.slice(0, q)
  const params = new URLSearchParams(url.slice(q + 1))
  for (const name of params.keys()) if (NEXT_PARAM.test(name)) return url
  const reads = queryReader(pathname)?.params ?? []
  const kept = new URLSearchParams()
  for (const name of [...reads].sort())
    for (const value of params.getAll(name)) kept.append(name, value)
  const query = kept.toString()
  return query ? `${pathname}?${query}` : pathname
}

/**
 * What the compression layer (the `compression` package, server.mjs) sends for this request's
 * Accept-Encoding: it chooses with the same `negotiator`, the same encodings and the same
 * preference, so two headers that get the same bytes share one key (tests/unit/server-layers
 * compares this with what `compression` sent).
 * @param {Req} req
 */
export function servedEncoding(req) {
  if (req.headers['accept-encoding'] === undefined) return 'identity'
  return new Negotiator(req).encoding(SERVED_ENCODINGS, PREFERRED_ENCODINGS) ?? 'identity'
}
/** `compression`'s encodings and its preference among them (Node has brotli). */
const SERVED_ENCODINGS = ['br', 'gzip', 'deflate', 'identity']
const PREFERRED_ENCODINGS = ['br', 'gzip']

/**
 * The cache key of a request that may be answered from the cache, else null. `unknownPage` says
 * when an address is surely no page (src/server/known-pages.mjs): all such addresses of a
 * language, or of a paged list, share one key, its not-found page.
 * @param {Req} req
 * @param {(pathname: string, query?: string) => string | null} [unknownPage]
 */
export function cacheKey(req, unknownPage) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  const encoding = servedEncoding(req)
  if (url === HEALTH_PATH || BUILD_ASSET.test(url) || PUBLIC_API.test(url))
    return `GET ${url} ${encoding}`
  if (SKIPPED_PATHS.test(url)) return null
  if (RSC_HEADERS.some((h) => req.headers[h] !== undefined)) return null
  if (carriesCredentials(req.headers)) return null
  const q = url.indexOf('?')
  const notFound = q < 0 ? unknownPage?.(url) : unknownPage?.(url.slice(0, q), url.slice(q + 1))
  if (notFound) return `404 ${notFound} ${encoding}`
  return `GET ${pageKeyUrl(url)} ${encoding}`
}

/**
 * Whether the answer for an unknown address is the not-found page, to be kept for all of them.
 * Next marks its 404s private, for browsers and proxies; here the same bytes answer the same
 * question, and only anonymous visitors' requests are ever keyed so.
 * @param {number} status @param {Record<string, unknown>} headers
 */
export function isReusableNotFound(status, headers) {
  return (
    status === 404 &&
    headers['set-cookie'] === undefined &&
    String(headers['content-type'] ?? '').startsWith('text/html')
  )
}

/**
 * Whether a finished response may be reused for others.
 * @param {number} status @param {Record<string, unknown>} headers @param {string} [url]
 */
export function isReusable(status, headers, url) {
  if (url === HEALTH_PATH) return status === 200 || status === 503
  if (status !== 200) return false
  if (headers['set-cookie'] !== undefined) return false
  if (url !== undefined && BUILD_ASSET.test(url))
    return /(^|,)\s*immutable\s*(,|$)/i.test(String(headers['cache-control'] ?? ''))
  if (url !== undefined && PUBLIC_API.test(url))
    return (
      PUBLIC_API_TYPES.test(String(headers['content-type'] ?? '')) &&
      /(^|,)\s*public\s*(,|$)/i.test(String(headers['cache-control'] ?? ''))
    )
  // Only pages: a flight (RSC) answer, even to a request that did not look like one, is never
  // handed to the next visitor of that URL (the shared-cache poisoning of CVE-2026-44576/44582).
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false
  if (url !== undefined && perRequestReader(url.split('?')[0] ?? '/')) return true
  const state = String(headers['x-nextjs-cache'] ?? '')
  if (state !== 'HIT' && state !== 'MISS') return false
  return !/private|no-store|no-cache/i.test(String(headers['cache-control'] ?? ''))
}

/** A page's key (not a build file, the API or /api/health). @param {string} key @param {string} url */
const isPage = (key, url) =>
  key.startsWith('404 ') ||
  (key.startsWith('GET /') &&
    url !== HEALTH_PATH &&
    !BUILD_ASSET.test(url) &&
    !PUBLIC_API.test(url))

/** A page whose last good copy is kept (see LAST_GOOD_BYTES). @param {string} key @param {string} url */
const keepsLastGood = (key, url) =>
  key.startsWith('GET /') && isPage(key, url) && !perRequestReader(url.split('?')[0] ?? '/')

/**
 * @param {{ ttlMs?: number, healthTtlMs?: number, notFoundTtlMs?: number, assetLimit?: number,
 *   lastGoodLimit?: number, now?: () => number,
 *   unknownPage?: (pathname: string, query?: string) => string | null }} [options]
 */
export function createMicroCache({
  ttlMs = MICRO_CACHE_TTL_MS,
  healthTtlMs = HEALTH_TTL_MS,
  notFoundTtlMs = NOT_FOUND_TTL_MS,
  assetLimit = ASSET_BYTES,
  lastGoodLimit = LAST_GOOD_BYTES,
  now = () => Date.now(),
  unknownPage = undefined,
} = {}) {
  /** The last good copy of each page, oldest first (see LAST_GOOD_BYTES). @type {Map<string, Entry>} */
  const lastGood = new Map()
  let lastGoodBytes = 0
  /** @param {string} key @param {Entry} entry */
  const keepGood = (key, entry) => {
    lastGoodBytes -= lastGood.get(key)?.body.length ?? 0
    lastGood.delete(key)
    if (entry.body.length > lastGoodLimit) return
    while (lastGood.size > 0 && lastGoodBytes + entry.body.length > lastGoodLimit) {
      const [oldest, dropped] = lastGood.entries().next().value ?? []
      if (!oldest || !dropped) break
      lastGood.delete(oldest)
      lastGoodBytes -= dropped.body.length
    }
    lastGood.set(key, entry)
    lastGoodBytes += entry.body.length
  }
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  /** @type {Map<string, Promise<void>>} */
  const inFlight = new Map()
  /** Build files kept, oldest first, and their bytes. @type {Map<string, number>} */
  const assets = new Map()
  let assetBytes = 0
  /** @param {string} key */
  const forget = (key) => {
    entries.delete(key)
    assetBytes -= assets.get(key) ?? 0
    assets.delete(key)
  }

  /**
   * The last good copy of the crisis help page for a page that cannot load (CRISIS_OFFLINE_PAGE)
   * in the language of `url`, in the same encoding: of the copies kept, the one whose language
   * prefix (`/es`, or none) is the longest that `url` starts with. The service worker of every
   * visitor's browser fetches that page, so copies are there once visitors came by.
   * @param {string} key @param {string} url
   */
  const crisisHelpCopy = (key, url) => {
    const encoding = key.slice(key.indexOf(' ', 4) + 1)
    const pathname = url.split('?')[0] ?? '/'
    /** @type {Entry | undefined} */
    let best
    let bestPrefix = -1
    for (const [kept, entry] of lastGood) {
      const match = /^GET (\S*) (.*)$/.exec(kept)
      if (!match || match[2] !== encoding || !match[1].endsWith(CRISIS_OFFLINE_PAGE)) continue
      const prefix = match[1].slice(0, -CRISIS_OFFLINE_PAGE.length)
      const inLanguage = prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`)
      if (inLanguage && prefix.length > bestPrefix) {
        best = entry
        bestPrefix = prefix.length
      }
    }
    return best
  }

  /** Room for one more page: the oldest goes beyond MAX_ENTRIES. */
  const makeRoom = () => {
    if (entries.size - assets.size < MAX_ENTRIES) return
    const oldestPage = [...entries.keys()].find((k) => !assets.has(k))
    if (oldestPage) forget(oldestPage)
  }

  /** @param {string} key */
  const fresh = (key) => {
    const entry = entries.get(key)
    if (entry && entry.expires > now()) return entry
    if (entry) forget(key)
    return undefined
  }

  /** @param {Req} req @param {Res} res @param {Entry} entry */
  const send = (req, res, entry) => {
    const etag = entry.headers.etag
    if (etag && req.headers['if-none-match'] === etag) {
      // What a 200 would say about caching and who may read it (a CDN refreshes its copy by it).
      const kept = ['cache-control', 'vary', 'access-control-allow-origin']
      const same = Object.fromEntries(
        kept.flatMap((h) => (h in entry.headers ? [[h, entry.headers[h]]] : [])),
      )
      res.writeHead(304, { ...same, etag: String(etag), 'x-micro-cache': 'HIT' })
      res.end()
      return
    }
    res.writeHead(entry.status, { ...entry.headers, 'x-micro-cache': 'HIT' })
    res.end(req.method === 'HEAD' ? undefined : entry.body)
  }

  /**
   * Records what `res` sends, to keep it if it turns out reusable. Call before any other layer
   * wraps `res`, so this sees the bytes as they go out.
   * @param {string} key @param {string} url @param {Res} res @param {() => void} settled
   */
  const record = (key, url, res, settled, refusal = /** @type {string | null} */ (null)) => {
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const writeHead = /** @type {(status: number, ...rest: unknown[]) => Res} */ (
      res.writeHead.bind(res)
    )
    /** @type {Buffer[]} */
    const chunks = []
    /** What is sent instead of Next's failed render, once Next sent its head. @type {Entry | undefined} */
    let stale
    // Next failed to render a page (5xx): its last good copy; else 503, with the crisis help page
    // for when a page cannot load (its last good copy in the visitor's language), or Next's own.
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
        if (status < 500 || !isPage(key, url)) return writeHead(status, ...rest)
        stale = keepsLastGood(key, url) ? lastGood.get(key) : undefined
        const unavailable = stale ? undefined : crisisHelpCopy(key, url)
        if (!stale && !unavailable) {
          res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
          return writeHead(503, ...rest)
        }
        for (const name of res.getHeaderNames()) res.removeHeader(name)
        if (unavailable) {
          stale = unavailable
          return writeHead(503, {
            ...unavailable.headers,
            'cache-control': 'no-store',
            'retry-after': String(RETRY_AFTER_SECONDS),
            'x-micro-cache': 'UNAVAILABLE',
          })
        }
        return writeHead(/** @type {Entry} */ (stale).status, {
          .../** @type {Entry} */ (stale).headers,
          'cache-control': STALE_CACHE_CONTROL,
          'x-micro-cache': 'STALE',
        })
      }
    )
    /** A copy of what is written: the bytes are kept after the write returns. @param {any} chunk @param {any} [encoding] */
    const keep = (chunk, encoding) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
        chunks.push(Buffer.from(chunkToBuffer(chunk, encoding)))
    }
    // Node writes a head left unwritten from inside write/end, past the wrapper above: write it
    // here first, so a failed render is caught whichever layers are on.
    const head = () => {
      if (!res.headersSent && res.statusCode >= 500) res.writeHead(res.statusCode)
    }
    res.write = /** @type {typeof res.write} */ (
      function (chunk, encoding, callback) {
        head()
        if (stale) {
          const done = /** @type {unknown[]} */ ([encoding, callback]).find(
            (f) => typeof f === 'function',
          )
          if (done) /** @type {() => void} */ (done)()
          return true
        }
        keep(chunk, encoding)
        return write(chunk, encoding, callback)
      }
    )
    res.end = /** @type {typeof res.end} */ (
      function (chunk, encoding, callback) {
        head()
        if (stale) {
          settled()
          const done = [chunk, encoding, callback].find((f) => typeof f === 'function')
          return end(stale.body, done)
        }
        keep(chunk, encoding)
        const headers = res.getHeaders()
        const retryAfter = Number(headers['retry-after'])
        if (refusal && res.statusCode === 429 && headers[BUDGET_HEADER] && retryAfter > 0) {
          makeRoom()
          const body = Buffer.concat(chunks)
          entries.set(refusal, {
            status: 429,
            headers: /** @type {Entry['headers']} */ (headers),
            body,
            expires: now() + retryAfter * 1000,
          })
        }
        const notFound = key.startsWith('404 ')
        if (
          notFound
            ? isReusableNotFound(res.statusCode, headers)
            : isReusable(res.statusCode, headers, url)
        ) {
          const body = Buffer.concat(chunks)
          const asset = BUILD_ASSET.test(url)
          if (asset) {
            while (assets.size > 0 && assetBytes + body.length > assetLimit)
              forget(assets.keys().next().value ?? '')
          } else makeRoom()
          if (!asset || body.length <= assetLimit) {
            const entry = {
              status: res.statusCode,
              headers: /** @type {Entry['headers']} */ (headers),
              body,
              expires: asset
                ? Number.POSITIVE_INFINITY
                : now() + (notFound ? notFoundTtlMs : url === HEALTH_PATH ? healthTtlMs : ttlMs),
            }
            entries.set(key, entry)
            if (!notFound && keepsLastGood(key, url)) keepGood(key, entry)
            if (!notFound && perRequestReader(url.split('?')[0] ?? '/'))
              setTimeout(() => entries.get(key) === entry && forget(key), ttlMs).unref()
            if (asset) {
              assets.set(key, body.length)
              assetBytes += body.length
            }
          }
        }
        settled()
        return end(chunk, encoding, callback)
      }
    )
    res.once('close', settled)
  }

  return {
    /**
     * Answers from the cache, or lets `next` handle the request (recording its answer).
     * Concurrent requests for a page being fetched wait for that one answer.
     * @param {Req} req @param {Res} res @param {() => void} next
     */
    async handle(req, res, next) {
      const refusal = refusalKey(req)
      const refused = refusal ? fresh(refusal) : undefined
      if (refused) {
        const wait = Math.max(1, Math.ceil((refused.expires - now()) / 1000))
        return send(req, res, { ...refused, headers: { ...refused.headers, 'retry-after': wait } })
      }
      const key = cacheKey(req, unknownPage)
      if (!key) return next()
      const hit = fresh(key)
      if (hit) return send(req, res, hit)
      const pending = inFlight.get(key)
      if (pending) {
        await pending
        const shared = fresh(key)
        if (shared) return send(req, res, shared)
        return next()
      }
      if (req.method === 'HEAD') return next()
      /** @type {() => void} */
      let settle = () => undefined
      const done = new Promise((resolve) => {
        settle = () => resolve(undefined)
      })
      inFlight.set(key, /** @type {Promise<void>} */ (done))
      void done.then(() => inFlight.delete(key))
      record(key, req.url ?? '/', res, settle, refusal)
      next()
    },
    /** Drops the pages; build files stay, as no content change touches them. */
    clear: () => {
      for (const key of [...entries.keys()]) if (!assets.has(key)) entries.delete(key)
    },
    get size() {
      return entries.size
    },
    get assetBytes() {
      return assetBytes
    },
  }
}
