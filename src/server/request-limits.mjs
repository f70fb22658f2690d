// @ts-check
import { Buffer } from 'node:buffer'
import { ServerResponse } from 'node:http'
import { setTimeout } from 'node:timers'
import { URL, URLSearchParams } from 'node:url'
import { namesPrototypeKeyEncoded } from '../../domain/security/reserved-names.mjs'

/**
 * Request limits at the server's edge, before Next or Payload read anything.
 *
 * Why here: Next and Payload read a request body whole before any check of ours runs (the REST
 * guard's 4 MB test reads the text first), so two 120 MB posts to /api/forms/contact took the
 * process from 318 MB to 1,035 MB RSS and kept it (issue 39). Here a `Content-Length` over the
 * route's limit is refused before a byte of the body is read, and a streamed (chunked) body is
 * counted as it arrives and cut off at the limit, so no request can hold more than its route's
 * limit in memory. The limits are the app's own, repeated here because server.mjs runs outside
 * the build (tests/unit/request-limits.test.ts checks they agree with the app's constants).
 *
 * The same layer answers 400 for a path whose %-escapes do not decode (or that decodes to a NUL),
 * which Next answered with a 500 without the security headers, and for a server action posted
 * with a JSON body, which Next answered with a 500. Its answers carry the headers next.config.ts
 * gives that path (read from the build's routes manifest), as Next's own would.
 *
 * It also answers 400 for a query parameter named like a prototype key, at every address
 * (reservedParameter), and gives Node's server the clocks that cut a request arriving too slowly
 * (SERVER_TIMEOUTS, a 408).
 */

const KB = 1024
const MB = 1024 * KB

/** collections/Media MEDIA_MAX_BYTES: Payload's `upload.limits.fileSize` (payload.config.ts). */
export const MEDIA_FILE_BYTES = 10 * MB
/** src/lib/security/rest-guard.ts MAX_JSON_BODY_BYTES: the largest JSON the REST API takes. */
export const API_BODY_BYTES = 4 * MB
/**
 * Next's `serverActions.bodySizeLimit` (next.config.ts sets none, so Next's default, 1 MB):
 * server actions (the site forms without JavaScript, Payload's admin server functions) and any
 * other post to a page.
 */
export const PAGE_BODY_BYTES = 1 * MB

/**
 * Per route, the most a request body may have, in bytes; the first pattern that matches the
 * decoded path wins.
 * @type {[RegExp, number, string][]}
 */
export const BODY_LIMITS = [
  // An upload: the file plus the rest of the form (`_payload`, the alt text).
  [/^\/api\/media(\/|$)/, MEDIA_FILE_BYTES + 1 * MB, 'media upload'],
  // endpoints/crisisUsage.ts takes 1,024 characters (up to 3 bytes each in UTF-8).
  [/^\/api\/crisis-counts\/?$/, 4 * KB, 'crisis usage count'],
  // endpoints/errorReports.ts takes 64 K characters.
  [/^\/api\/client-errors\/?$/, 256 * KB, 'error report'],
  [/^\/api(\/|$)/, API_BODY_BYTES, 'API request'],
  [/^/, PAGE_BODY_BYTES, 'form post'],
]

/**
 * The path as the app routes it: %-decoded and with dot segments resolved; undefined when its
 * escapes do not decode or it holds a NUL.
 * @param {string} url the request target
 * @returns {string | undefined}
 */
export function routedPath(url) {
  const raw = url.split('?')[0].split('#')[0]
  let pathname
  try {
    pathname = new URL(raw.startsWith('/') ? raw : `/${raw}`, 'http://x').pathname
    pathname = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  return pathname.includes('\0') ? undefined : pathname
}

/**
 * The first query parameter whose name names a prototype key (`__proto__`, `constructor`,
 * `prototype`, in any case, bracket or dot form, %-escaped any number of times), or undefined.
 * Decided here, once for every address — Payload's REST API, the site's own endpoints and the
 * pages (`/search?q=`, `/news?page=`) — before any cache or parser sees the query: a page that
 * does not read its query would otherwise answer 200 from its cache and ignore the name
 * (docs/public-api.md promises a 400). The names are read as Node reads them (URLSearchParams);
 * values are free (`/search?q=constructor` is a search).
 * @param {string} url the request target
 * @returns {string | undefined}
 */
export function reservedParameter(url) {
  const q = url.indexOf('?')
  if (q < 0) return undefined
  for (const name of new URLSearchParams(url.slice(q + 1)).keys())
    if (namesPrototypeKeyEncoded(name)) return name
  return undefined
}

/**
 * The public API's CORS headers (domain/public-api.ts PUBLIC_API_CORS, repeated here because
 * server.mjs runs outside the build; tests/unit/request-limits.test.ts checks they agree). This
 * layer's refusals carry them on the addresses open to every origin — the public API and the
 * stories feeds, in any language — so a partner's script can read the 400's message.
 */
export const PUBLIC_API_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'If-None-Match',
  'access-control-expose-headers': 'ETag, Content-Language',
  'access-control-max-age': '86400',
}
const OPEN_TO_EVERY_ORIGIN =
  /^\/(?:api\/public\/|api\/web\/settings\/public\/?$|(?:[a-z]{2}\/)?news\/feed\.xml$)/

/**
 * @param {string} pathname decoded
 * @returns {{ limit: number, what: string }}
 */
export function bodyLimit(pathname) {
  const [, limit, what] = BODY_LIMITS.find(([pattern]) => pattern.test(pathname)) ?? [
    /^/,
    PAGE_BODY_BYTES,
    'request',
  ]
  return { limit, what }
}

/**
 * The declared length: a number, undefined when there is none, NaN when it is not one plain
 * decimal number (Node refuses two differing lengths itself; a list is refused here too).
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function declaredLength(headers) {
  const value = headers['content-length']
  if (value === undefined) return undefined
  return /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
}

/** @typedef {{ source: string, regex: string, headers: { key: string, value: string }[] }} HeaderRule */

/**
 * The headers next.config.ts `headers()` gives a path, from the build's routes manifest, later
 * rules overriding earlier ones as in Next. Matched on the raw path (which may not decode).
 * @param {HeaderRule[]} rules
 */
export function headersFor(rules) {
  const compiled = rules.map((r) => ({ regex: new RegExp(r.regex), headers: r.headers }))
  /** @param {string} pathname @returns {Record<string, string>} */
  return (pathname) => {
    /** @type {Record<string, string>} */
    const out = {}
    for (const rule of compiled) {
      if (!rule.regex.test(pathname)) continue
      for (const { key, value } of rule.headers) out[key.toLowerCase()] = value
    }
    return out
  }
}

/**
 * Answers the request with `status` and a short message, bypassing whatever the layers and Next
 * have wrapped around `res`, and closes the connection (the rest of a refused body is not read).
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} headers the path's security headers
 * @param {boolean} api a JSON answer in Payload's error shape, else plain text
 */
export function refuse(res, status, message, headers, api) {
  if (res.headersSent || res.writableEnded) {
    res.socket?.destroy()
    return
  }
  const body = Buffer.from(api ? JSON.stringify({ errors: [{ message }] }) : `${message}\n`, 'utf8')
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  const { writeHead, end } = ServerResponse.prototype
  writeHead.call(res, status, {
    ...headers,
    'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
    connection: 'close',
  })
  /** @type {(this: typeof res, body: Buffer) => void} */
  const endWith = end
  endWith.call(res, body)
  // Whatever Next or a layer writes later (it may still be waiting on the body) goes nowhere.
  const ignore = /** @type {any} */ (() => res)
  res.writeHead = ignore
  res.setHeader = ignore
  res.write = () => true
  res.end = ignore
}

/**
 * How React's client calls a server action (`encodeReply`): with a form (multipart) when an
 * argument is a form or a file, else with text, the JSON of its arguments. Every action of the
 * site takes a form (src/lib/forms/actions.ts), so outside the admin only a form is one; Payload's
 * admin server functions take plain objects, so text is one there too, if it is JSON. Anything
 * else made Next's action handler (or the action) throw: a 500.
 */
const FORM = /^multipart\/form-data\s*;/i
const TEXT = /^text\/plain\s*(;|$)/i
/** @param {string} pathname */
const isAdmin = (pathname) => /^\/admin(\/|$)/.test(pathname)

/**
 * React sends an action's arguments as a list: a JSON array. Anything else (`null`, a string)
 * failed in Next's action handler before any action ran: a 500 (issue 58).
 * @param {string} text
 */
const isArgumentList = (text) => {
  try {
    return Array.isArray(JSON.parse(text))
  } catch {
    return false
  }
}

/**
 * A refused request's body (a 413 in the middle of it, or any refusal before it) never reaches
 * Next, and its socket stops being read, but it is not closed at once: a socket closed with
 * unread data is reset (TCP RST), and a client still sending then lost the answer it had been
 * sent (seen in the e2e tier: no status at all, twice in three runs). The answer ends the
 * writing side (FIN); the client, its upload stalled, reads the answer and closes, or the socket
 * is destroyed LINGER_MS later.
 */
export const LINGER_MS = 2000

/** @param {import('node:http').IncomingMessage} req */
function stopReadingThenClose(req) {
  const socket = req.socket
  req.push = () => false
  // Node's server calls destroySoon() once the answer is written (Connection: close).
  socket.destroySoon = function () {
    if (this.writable) this.end()
    setTimeout(() => this.destroy(), LINGER_MS).unref()
  }
}

/**
 * Checks a request before it reaches Next. Returns true when it was refused (answered already);
 * otherwise its body is counted as it arrives and cut off (413) past the route's limit.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(pathname: string) => Record<string, string>} securityHeaders
 * @returns {boolean}
 */
export function guardRequest(req, res, securityHeaders) {
  const url = req.url ?? '/'
  const rawPath = url.split('?')[0]
  const pathname = routedPath(url)
  const api = /^\/api(\/|$)/.test(pathname ?? rawPath)
  const no = (/** @type {number} */ status, /** @type {string} */ message) => {
    stopReadingThenClose(req)
    const cors = OPEN_TO_EVERY_ORIGIN.test(pathname ?? rawPath) ? PUBLIC_API_CORS : {}
    refuse(res, status, message, { ...securityHeaders(rawPath), ...cors }, api)
    return true
  }
  answering.set(req.socket, res)
  if (pathname === undefined) return no(400, 'The address is not valid: it has a broken %-escape.')
  const reserved = reservedParameter(url)
  if (reserved !== undefined)
    return no(
      400,
      `"${reserved.slice(0, 60)}" is not a parameter: __proto__, constructor and prototype are reserved words.`,
    )

  const { limit, what } = bodyLimit(pathname)
  const length = declaredLength(req.headers)
  if (Number.isNaN(length)) return no(400, 'The Content-Length header is not valid.')
  if (length !== undefined && length > limit)
    return no(413, `The body is too large: a ${what} takes at most ${limit} bytes.`)

  let checkJson = false
  if (req.method === 'POST' && req.headers['next-action'] !== undefined) {
    const type = String(req.headers['content-type'] ?? '')
    checkJson = isAdmin(pathname) && TEXT.test(type)
    if (!FORM.test(type) && !checkJson)
      return no(400, 'A server action takes form data, not this content type.')
  }

  let seen = 0
  /** @type {Buffer[]} */
  const held = []
  const push = req.push
  req.push = function (chunk, encoding) {
    if (chunk !== null && chunk !== undefined) {
      seen += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length
      if (seen > limit) {
        no(413, `The body is too large: a ${what} takes at most ${limit} bytes.`)
        return false
      }
    }
    if (!checkJson) return push.call(this, chunk, encoding)
    // Held (within the limit) until it is complete, and passed on only if it is JSON.
    if (chunk !== null && chunk !== undefined) {
      held.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
      return true
    }
    if (!isArgumentList(Buffer.concat(held).toString('utf8'))) {
      no(400, 'A server action takes form data or a JSON list of arguments.')
      return false
    }
    for (const piece of held) push.call(this, piece)
    return push.call(this, null)
  }
  return false
}

/**
 * Node's own clocks on a request's arrival: http.createServer's options (server.mjs passes these).
 * Node's defaults give a request 300 s to arrive and its headers 60 s, checked every 30 s, so a
 * client trickling a body a byte at a time held its connection, and whatever Next had set up for
 * the request, for five minutes (issue 58). Here the headers must arrive within HEADERS_TIMEOUT_MS
 * and the whole request within REQUEST_TIMEOUT_MS of its first byte, checked every
 * TIMEOUT_CHECK_MS: a slow body is answered 408 and cut by 26 s. The clocks stop when the request
 * is whole (the time Next takes to answer is not counted) and do not run on an idle keep-alive
 * connection (server.keepAliveTimeout does). The price: a body must arrive at 3.5 Mbit/s or more
 * to fit an 11 MB upload in 25 s, so on a slower link an editor uploads a smaller file.
 */
export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 25_000
export const TIMEOUT_CHECK_MS = 1_000
/** @type {import('node:http').ServerOptions} */
export const SERVER_TIMEOUTS = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: TIMEOUT_CHECK_MS,
}

/**
 * The answer in progress on each connection (guardRequest records it): a late error (a time-out)
 * may only be answered when none has started, as Node's own error answer does.
 * @type {WeakMap<import('node:stream').Duplex, import('node:http').ServerResponse>}
 */
const answering = new WeakMap()

/**
 * A request Node's parser refused (two Content-Length headers, a bad chunk size, headers too
 * large, a time-out): Node's own answer has no security headers, this one has the site's.
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex} socket
 * @param {Record<string, string>} headers
 */
export function answerClientError(error, socket, headers) {
  const res = answering.get(socket)
  const midAnswer = res !== undefined && res.headersSent && !res.writableFinished
  if (error.code === 'ECONNRESET' || !socket.writable || midAnswer) {
    socket.destroy()
    return
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request']
  const body = `${reason}\n`
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    'content-type: text/plain; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
  ]
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`)
  // The client may still be sending (a slow body): the socket is closed once it has read the answer
  // (see LINGER_MS), not left half open for as long as it keeps sending.
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}
