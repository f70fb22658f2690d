// @ts-check
import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import process from 'node:process'

/**
 * A Content-Security-Policy without 'unsafe-inline' for scripts, for pages that are cached.
 *
 * Next's App Router puts inline scripts in every page (the RSC payload, our theme and crisis
 * shortcut bootstraps). A per-request nonce would make every page dynamic, so instead the
 * production server hashes the inline scripts of each HTML response as it leaves and lists those
 * hashes in `script-src`, in place of the 'unsafe-inline' that next.config.ts sets as the static
 * fallback (`next dev`, and 304/HEAD answers, which have no body to hash).
 */

/** Script types a browser runs; data blocks (JSON-LD) are not scripts and need no hash. */
const RUNNABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
])

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** @param {string} name */
const ATTRIBUTE = (name) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i')

/**
 * The `'sha256-…'` sources for every inline script a browser would run in this HTML.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (ATTRIBUTE('src').test(attributes)) continue
    const type = ATTRIBUTE('type').exec(attributes)
    const typeValue = type ? (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase() : ''
    if (!RUNNABLE_TYPES.has(typeValue)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The policy with `script-src` allowing exactly these inline scripts instead of any.
 * A policy without 'unsafe-inline' in script-src is returned unchanged.
 * @param {string} policy
 * @param {string[]} hashes
 * @returns {string}
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name !== 'script-src' || !sources.includes("'unsafe-inline'")) return directive.trim()
      const kept = sources.filter((s) => s !== "'unsafe-inline'")
      return [name, ...kept, ...hashes].join(' ')
    })
    .filter(Boolean)
    .join('; ')
}

/**
 * Makes `res` hold back an HTML body until it is complete, then sets the hashed policy and sends
 * it. Any other response passes straight through. Call before handing `res` to Next.
 * `rewrite` may change the complete HTML first; the hashes are taken from what it returns.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(html: string) => string} [rewrite]
 */
export function hashInlineScripts(req, res, rewrite = (html) => html) {
  if (req.method !== 'GET') return
  if ((req.url ?? '').startsWith('/admin')) return // Payload's admin keeps its own policy.

  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)
  /** @type {Buffer[]} */
  const chunks = []
  /** @type {boolean | undefined} */
  let buffering
  let flushing = false

  const decide = () => {
    if (buffering === undefined) {
      const type = String(res.getHeader('content-type') ?? '')
      buffering =
        type.startsWith('text/html') &&
        res.statusCode !== 304 &&
        String(res.getHeader('content-security-policy') ?? '').includes("'unsafe-inline'")
    }
    return buffering
  }
  /** @param {any} chunk @param {any} [encoding] @returns {Buffer} */
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(
            String(chunk),
            /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
          )

  // Headers given to writeHead are applied now, so `decide` sees them and nothing is sent yet.
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (statusCode, reason, headers) {
      const given = /** @type {any} */ (typeof reason === 'string' ? headers : reason)
      if (typeof reason === 'string') res.statusMessage = reason
      res.statusCode = statusCode
      if (Array.isArray(given)) {
        for (let i = 0; i + 1 < given.length; i += 2) res.setHeader(String(given[i]), given[i + 1])
      } else if (given) {
        for (const [key, value] of Object.entries(given))
          if (value !== undefined) res.setHeader(key, value)
      }
      // Node's own end() calls writeHead(statusCode) too: that one must go out.
      if (flushing || !decide()) writeHead(res.statusCode)
      return res
    }
  )

  res.write = /** @type {typeof res.write} */ (
    function (chunk, encoding, callback) {
      if (!decide()) return write(chunk, encoding, callback)
      chunks.push(toBuffer(chunk, encoding))
      const done = typeof encoding === 'function' ? encoding : callback
      if (done) process.nextTick(done)
      return true
    }
  )

  res.end = /** @type {typeof res.end} */ (
    /** @param {any} chunk @param {any} [encoding] @param {any} [callback] */
    function (chunk, encoding, callback) {
      if (!decide()) return end(chunk, encoding, callback)
      if (typeof chunk === 'function') {
        callback = chunk
        chunk = undefined
      } else if (typeof encoding === 'function') {
        callback = encoding
        encoding = undefined
      }
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
      const html = rewrite(Buffer.concat(chunks).toString('utf8'))
      const body = Buffer.from(html, 'utf8')
      const policy = String(res.getHeader('content-security-policy'))
      res.setHeader('Content-Security-Policy', withScriptHashes(policy, inlineScriptHashes(html)))
      if (res.getHeader('content-length') !== undefined)
        res.setHeader('Content-Length', body.length)
      flushing = true
      return end(body, callback)
    }
  )
}
