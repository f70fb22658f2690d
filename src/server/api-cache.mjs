// @ts-check
import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { chunkToBuffer } from './chunks.mjs'
import { carriesCredentials, isCacheableRead } from './public-api.mjs'

/**
 * A cache in front of Payload's REST API for what any visitor may read: published pages, crisis
 * lines, menus, reports, media metadata, the site settings global and the public settings. Next's
 * page cache makes the pages fast; the API had none, and partners, apps and our own browser code
 * read it — every anonymous read was a database round trip through Payload.
 *
 * What is cached: an anonymous GET/HEAD of a public read (./public-api.mjs: the public
 * collections and globals, with only neutral query parameters, judged on the query as Payload
 * decodes it) that answered 200 without setting a cookie and without `private`/`no-store`, keyed
 * by host + full URL (query included) + Accept-Encoding, byte for byte as it went out
 * (compressed). Anything that could make the answer personal goes straight to Payload and is
 * neither stored nor answered from the store: a session or preview cookie in any spelling, an
 * Authorization header (JWT, API keys), `draft` and any other non-neutral parameter, `/versions`
 * and every other path, other methods. The REST route marks each answer Payload gave a
 * signed-in user `private, no-store` (it asks Payload's own auth strategies), so even a spelling
 * this layer did not foresee is never stored.
 *
 * Freshness: a collection or global save runs the revalidation hooks, which call
 * `invalidate(tags)` through the hook server.mjs installs (domain/process-bridge.mjs); since a REST answer can embed
 * related documents at any depth (a page's media, a menu's pages), any content change drops every
 * entry. A read that was under way while the change happened is not stored (generation check).
 * TTL_MS bounds what changes without a hook (a script writing to the database directly).
 *
 * Every cached answer carries an ETag (a hash of its bytes) and is revalidated cheaply with
 * If-None-Match (304). Bounded by MAX_ENTRIES and MAX_BYTES (least recently used dropped first).
 */
export const TTL_MS = 30_000
export const MAX_ENTRIES = 1_000
export const MAX_BYTES = 16 * 1024 * 1024
/** A larger answer is passed through as it streams and never kept. */
export const MAX_ENTRY_BYTES = 1024 * 1024
export const CACHE_CONTROL = 'public, max-age=1, must-revalidate'

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {Record<string, string | string[] | number>} Headers
 * @typedef {{ status: number, headers: Headers, body: Buffer, etag: string, expires: number }} Entry
 */

/** The cache key of a request the cache may answer, else null. @param {Req} req */
export function apiCacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (carriesCredentials(req.headers)) return null
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  const search = query === -1 ? '' : url.slice(query)
  try {
    if (!isCacheableRead(pathname, search)) return null
  } catch {
    return null
  }
  return `${req.headers.host ?? ''} ${url} ${req.headers['accept-encoding'] ?? ''}`
}

/** Whether an answer may be kept for others. @param {number} status @param {Headers} headers */
export function isCacheableAnswer(status, headers) {
  if (status !== 200) return false
  if (headers['set-cookie'] !== undefined) return false
  return !/private|no-store/i.test(String(headers['cache-control'] ?? ''))
}

/** @param {Req} req @param {string} etag */
const matches = (req, etag) => {
  const header = req.headers['if-none-match']
  if (!header) return false
  return header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

export function createApiCache({
  ttlMs = TTL_MS,
  maxEntries = MAX_ENTRIES,
  maxBytes = MAX_BYTES,
  now = () => Date.now(),
} = {}) {
  /** Least recently used dropped first; the expiry is checked on read, against `now`. @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  })
  /** @type {Map<string, Promise<void>>} */
  const inFlight = new Map()
  let generation = 0
  const stats = { hits: 0, misses: 0, notModified: 0, bypassed: 0 }

  /** @param {string} key */
  const fresh = (key) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  /** @param {string} key @param {Entry} entry */
  const store = (key, entry) => void entries.set(key, entry)

  /** @param {Req} req @param {Res} res @param {Entry} entry */
  const send = (req, res, entry) => {
    if (matches(req, entry.etag)) {
      stats.notModified++
      res.writeHead(304, {
        etag: entry.etag,
        'cache-control': CACHE_CONTROL,
        vary: String(entry.headers.vary ?? 'Accept-Encoding'),
        'x-api-cache': 'HIT',
      })
      res.end()
      return
    }
    stats.hits++
    res.writeHead(entry.status, { ...entry.headers, 'x-api-cache': 'HIT' })
    res.end(req.method === 'HEAD' ? undefined : entry.body)
  }

  /**
   * Holds what the layers inside write until the answer is complete, so the first answer has its
   * ETag (and a 304) too; keeps it when it may be reused. Answers larger than MAX_ENTRY_BYTES
   * are let through as they come.
   * @param {Req} req @param {Res} res @param {string} key @param {() => void} settled
   */
  const hold = (req, res, key, settled) => {
    const startedAt = generation
    const writeHead = res.writeHead.bind(res)
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const flushHeaders = res.flushHeaders.bind(res)
    /** @type {Buffer[]} */
    let chunks = []
    let size = 0
    let passing = false

    const passThrough = () => {
      passing = true
      res.flushHeaders = flushHeaders
      writeHead(res.statusCode)
      for (const c of chunks) write(c)
      chunks = []
    }

    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (status, reason, headers) {
        const h = typeof reason === 'object' ? reason : headers
        res.statusCode = status
        if (typeof reason === 'string') res.statusMessage = reason
        if (Array.isArray(h)) {
          for (let i = 0; i + 1 < h.length; i += 2) res.setHeader(String(h[i]), h[i + 1])
        } else if (h) {
          for (const [name, value] of Object.entries(h))
            if (value !== undefined) res.setHeader(name, value)
        }
        return res
      }
    )
    // Next flushes the head before streaming a body: held until the body is complete.
    res.flushHeaders = () => undefined
    res.write = /** @type {typeof res.write} */ (
      /** @param {any} chunk @param {any} [encoding] @param {any} [callback] */
      function (chunk, encoding, callback) {
        if (passing) return write(chunk, encoding, callback)
        const buf = chunkToBuffer(chunk, encoding)
        chunks.push(buf)
        size += buf.length
        if (size > MAX_ENTRY_BYTES) passThrough()
        if (typeof encoding === 'function') encoding()
        else if (typeof callback === 'function') callback()
        return true
      }
    )
    res.end = /** @type {typeof res.end} */ (
      /** @param {any} [chunk] @param {any} [encoding] @param {any} [callback] */
      function (chunk, encoding, callback) {
        if (typeof chunk === 'function') {
          callback = chunk
          chunk = undefined
        } else if (typeof encoding === 'function') {
          callback = encoding
          encoding = undefined
        }
        settled()
        if (passing) return end(chunk, encoding, callback)
        if (chunk !== undefined && chunk !== null) chunks.push(chunkToBuffer(chunk, encoding))
        const body = Buffer.concat(chunks)
        const headers = /** @type {Headers} */ (res.getHeaders())
        if (!isCacheableAnswer(res.statusCode, headers)) {
          writeHead(res.statusCode)
          return end(req.method === 'HEAD' ? undefined : body, callback)
        }
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
        res.setHeader('etag', etag)
        res.setHeader('cache-control', CACHE_CONTROL)
        const vary = String(res.getHeader('vary') ?? '')
        res.setHeader(
          'vary',
          [vary, 'Cookie', 'Authorization'].filter(Boolean).join(', ').replace(/^, /, ''),
        )
        res.setHeader('x-api-cache', 'MISS')
        const entry = {
          status: res.statusCode,
          headers: /** @type {Headers} */ (res.getHeaders()),
          body,
          etag,
          expires: now() + ttlMs,
        }
        delete entry.headers['x-api-cache']
        if (generation === startedAt && req.method !== 'HEAD') store(key, entry)
        if (matches(req, etag)) {
          res.removeHeader('content-length')
          writeHead(304)
          return end(callback)
        }
        res.setHeader('content-length', body.length)
        writeHead(res.statusCode)
        return end(req.method === 'HEAD' ? undefined : body, callback)
      }
    )
    res.once('close', settled)
  }

  return {
    /**
     * Answers from the cache, or lets `next` answer (and keeps the answer when it may).
     * Concurrent requests for an answer being made wait for it.
     * @param {Req} req @param {Res} res @param {() => void} next
     */
    async handle(req, res, next) {
      const key = apiCacheKey(req)
      if (!key) {
        stats.bypassed++
        return next()
      }
      const hit = fresh(key)
      if (hit) return send(req, res, hit)
      const pending = inFlight.get(key)
      if (pending) {
        await pending
        const shared = fresh(key)
        if (shared) return send(req, res, shared)
      }
      stats.misses++
      /** @type {() => void} */
      let settle = () => undefined
      const done = new Promise((resolve) => {
        settle = () => resolve(undefined)
      })
      if (!pending) {
        inFlight.set(key, /** @type {Promise<void>} */ (done))
        void done.then(() => inFlight.delete(key))
      }
      hold(req, res, key, settle)
      next()
    },
    /** Drops every entry (any content change; see above). @param {string[]} [_tags] */
    invalidate(_tags) {
      generation++
      entries.clear()
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
    stats,
  }
}
