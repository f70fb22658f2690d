// @ts-check
import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import process from 'node:process'
import { ownInlineScripts } from '../../domain/process-bridge.mjs'
import { chunkToBuffer } from './chunks.mjs'

/**
 * A Content-Security-Policy without 'unsafe-inline' for scripts, for pages that are cached.
 *
 * Next's App Router puts inline scripts in every page (the RSC payload, our theme and crisis
 * shortcut bootstraps). A per-request nonce would make every page dynamic, so instead the
 * production server hashes the inline scripts of each HTML response as it leaves and lists those
 * hashes in `script-src`, in place of the 'unsafe-inline' that next.config.ts sets as the static
 * fallback (`next dev`, and 304/HEAD answers, which have no body to hash).
 *
 * Only scripts of the shapes we emit get a hash, so a script that an HTML-injection bug slipped
 * into a page is still blocked by the browser:
 * - Next's flight data: `(self.__next_f=self.__next_f||[]).push([0])`, and
 *   `self.__next_f.push(` + a JSON array + `)`, the array checked to be JSON; the page sent back
 *   for a form posted without JavaScript starts with both in one script, `;` between them (the
 *   form's state);
 * - Turbopack's bootstrap (Next 16): `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] =
 *   [])).push(` + a JSON object + `);`, the object checked to be JSON naming only chunk files;
 * - our own bootstraps (theme, crisis shortcuts, crisis worker), by their exact text, which the
 *   app registers when it starts (src/instrumentation.ts → domain/process-bridge.mjs).
 * These shapes are Next's output, not its API: tests/e2e/quality.spec.ts loads real pages
 * of the build and fails on any script the browser blocks, so an upgrade that changes them is
 * caught (docs/decisions/0003-script-hashes.md).
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

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_CHUNK = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/
const CHUNK_FILE = /^static\/chunks\/[\w.-]+\.js$/

/** @param {string} json @returns {unknown} */
const parsed = (json) => {
  try {
    return JSON.parse(json)
  } catch {
    return undefined
  }
}

/**
 * Turbopack's bootstrap data: the page's chunk files and the ids of its runtime modules.
 * @param {unknown} data
 */
const isTurbopackBootstrap = (data) => {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false
  const { otherChunks, runtimeModuleIds, ...rest } = /** @type {Record<string, unknown>} */ (data)
  return (
    Object.keys(rest).length === 0 &&
    Array.isArray(otherChunks) &&
    otherChunks.every((c) => typeof c === 'string' && CHUNK_FILE.test(c)) &&
    Array.isArray(runtimeModuleIds) &&
    runtimeModuleIds.every((id) => typeof id === 'number' || typeof id === 'string')
  )
}

/**
 * Whether an inline script's text is one of the shapes we emit.
 * @param {string} body
 */
export function isOwnInlineScript(body) {
  if (body === FLIGHT_START || ownInlineScripts().has(body)) return true
  const flight = body.startsWith(`${FLIGHT_START};`) ? body.slice(FLIGHT_START.length + 1) : body
  const chunk = FLIGHT_CHUNK.exec(flight)
  if (flight !== body) return chunk !== null && Array.isArray(parsed(chunk[1]))
  if (chunk) return Array.isArray(parsed(chunk[1]))
  const bootstrap = TURBOPACK_BOOTSTRAP.exec(body)
  if (bootstrap) return isTurbopackBootstrap(parsed(bootstrap[1]))
  return false
}

/**
 * The `'sha256-…'` sources for the inline scripts of this HTML that a browser would run and
 * that are ours (isOwnInlineScript). Any other inline script gets no hash, so it is blocked.
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
    if (!isOwnInlineScript(body)) continue
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
 * it. Any other response passes straight through (HEAD has no body to hash). Call before handing
 * `res` to Next.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function hashInlineScripts(req, res) {
  // POST too: a form sent without JavaScript is answered with the whole page (a server action).
  if (req.method !== 'GET' && req.method !== 'POST') return
  // Every path, Payload's admin included: its policy (next.config.ts) has the same static
  // 'unsafe-inline' fallback, replaced here by the hashes of its own inline scripts.

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
      chunks.push(chunkToBuffer(chunk, encoding))
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
      if (chunk !== undefined && chunk !== null) chunks.push(chunkToBuffer(chunk, encoding))
      const body = Buffer.concat(chunks)
      const html = body.toString('utf8')
      const policy = String(res.getHeader('content-security-policy'))
      res.setHeader('Content-Security-Policy', withScriptHashes(policy, inlineScriptHashes(html)))
      if (res.getHeader('content-length') !== undefined)
        res.setHeader('Content-Length', body.length)
      flushing = true
      return end(body, callback)
    }
  )
}
