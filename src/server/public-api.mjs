// @ts-check
import * as qs from 'qs-esm'

/**
 * What of Payload's REST API anyone may read, and how to tell a request that could get a
 * personal answer. Shared by the REST route (src/app/(payload)/api/[...slug]/route.ts, which
 * marks every other answer `private, no-store`) and the API cache (./api-cache.mjs, which
 * stores and serves only public reads).
 */

/** Collections and endpoints whose anonymous GET answers are the same for every visitor. */
const PUBLIC_READ =
  /^\/api\/(?:(?:crisis-resources|pages|menus|reports|media)(?:\/\d{1,10})?|globals\/site-settings|web\/settings\/public)$/
/** Uploaded files: public, but served with their own caching, never from the API cache. */
const PUBLIC_FILE = /^\/api\/media\/file\/[^/]+$/

/** The options Payload's own request parser uses (payload/dist/utilities/createPayloadRequest). */
export const PAYLOAD_QUERY_OPTIONS = Object.freeze({
  allowEmptyArrays: true,
  arrayLimit: 1000,
  depth: 10,
  ignoreQueryPrefix: true,
})

/**
 * The query as Payload reads it: the same parser (qs-esm) with the same options, so a check made
 * here sees what Payload will act on — `?dr%61ft=true` is `draft`, `where[a][b]=1` is nested.
 * @param {string} search `?…` or ''
 * @returns {Record<string, unknown>}
 */
export function parsePayloadQuery(search) {
  return search ? qs.parse(search, PAYLOAD_QUERY_OPTIONS) : {}
}

/** Query parameters that never change who may see what; any other makes a read uncacheable. */
const NEUTRAL_PARAMS = new Set([
  'where',
  'limit',
  'page',
  'sort',
  'depth',
  'locale',
  'fallback-locale',
  'fallbackLocale',
  'select',
  'populate',
  'pagination',
])

/**
 * Whether a GET of this path and query answers the same to every anonymous visitor: a public
 * path, and no parameter beyond NEUTRAL_PARAMS (so `draft`, `trash` or anything Payload may add
 * later makes it personal), judged on the decoded query.
 * @param {string} pathname @param {string} search
 */
export function isPublicRead(pathname, search) {
  if (!PUBLIC_READ.test(pathname) && !PUBLIC_FILE.test(pathname)) return false
  return Object.keys(parsePayloadQuery(search)).every((key) => NEUTRAL_PARAMS.has(key))
}

/** Whether the API cache may keep this read (public, and not an uploaded file). */
export const isCacheableRead = (/** @type {string} */ pathname, /** @type {string} */ search) =>
  !PUBLIC_FILE.test(pathname) && isPublicRead(pathname, search)

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
 * Whether a request carries anything that could make its answer personal: a session or preview
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
