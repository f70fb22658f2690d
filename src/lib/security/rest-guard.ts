import { match } from 'path-to-regexp'
import { getPayload, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload'
import { validOperatorSet } from 'payload/shared'
import * as qs from 'qs-esm'
import {
  namesPrototypeKey,
  namesPrototypeKeyEncoded,
  parseJsonWithoutPrototypeKeys,
} from '@domain/security/prototype-keys'
import { checkBody } from './body-guard'

/**
 * Hostile or malformed requests to Payload's REST API get a 4xx with a message before they reach
 * Payload, where some would fail as a 500 or build an object from a prototype key: paths that do
 * not decode, with control characters, over-long parts or reserved words; ids that cannot exist;
 * the wrong method on our routes (405); prototype keys, control characters, NUL and broken
 * escapes in the query; parameters Payload reads once given twice; out-of-range numbers; `where`,
 * `data` and `sort` Payload cannot read; bodies that are not JSON, too large, or name a prototype
 * key. Who may read what is Payload's access control (access/index.ts): the generic API is the
 * team's, visitors read the public endpoints (docs/public-api.md), so every answer here is
 * private but the uploaded files the site's pages show.
 */
export type Refusal = { status: 400 | 404 | 405 | 413; message: string; allow?: string[] }

/** Postgres `serial`: the ids of every collection. Depth: Payload's own default maxDepth. */
const MAX_ID = 2_147_483_647
const WHOLE = /^\d{1,10}$/
const MAX_DEPTH = 10
/** Longest path segment (an id, a slug, a file name) any route of ours takes. */
export const MAX_SEGMENT_LENGTH = 255
/** Larger JSON bodies are refused: the biggest page the admin saves is far below this. */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024
/** Parameters Payload reads as one plain value: given twice (an array) or nested, refused. */
const SINGLE_VALUE_PARAMS = [
  ...['limit', 'page', 'depth', 'locale', 'fallback-locale', 'fallbackLocale', 'draft', 'trash'],
  ...['pagination', 'autosave', 'overrideLock', 'flattenLocales'],
  ...['publishAllLocales', 'unpublishAllLocales'],
]
/** The options Payload's own request parser uses (payload/dist/utilities/createPayloadRequest). */
const PAYLOAD_QUERY_OPTIONS = { allowEmptyArrays: true, arrayLimit: 1000, depth: 10 }
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/
/** Uploaded files: the same for everyone, so their answers keep Payload's caching headers. */
const UPLOADED_FILE = /^\/api\/media\/file\/[^/]+$/

const isValidId = (id: unknown) => typeof id === 'string' && WHOLE.test(id) && Number(id) <= MAX_ID
const isWhole = (value: string, min: number, max: number) =>
  WHOLE.test(value) && Number(value) >= min && Number(value) <= max
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const bad = (message: string): Refusal => ({ status: 400, message })

/** A collection's routes: a document id that cannot exist is a 404, another method a 405. */
function checkRoute(collection: SanitizedCollectionConfig, method: string, path: string) {
  let matches
  try {
    matches = (collection.endpoints || []).flatMap((endpoint) => {
      const found = match<Record<string, unknown>>(endpoint.path, { decode: decodeURIComponent })(
        path,
      )
      return found ? [{ endpoint, params: found.params }] : []
    })
  } catch {
    return bad('The address is not valid: it has a broken %-escape.')
  }
  const mine = matches.find((m) => m.endpoint.method === method)
  const idIsBad = mine !== undefined && 'id' in mine.params && !isValidId(mine.params.id)
  if (mine && !idIsBad) return null
  const others = matches.filter((m) => m.endpoint.method !== method && !('id' in m.params))
  const allow = [...new Set(others.map((m) => m.endpoint.method.toUpperCase()))]
  const use = `${method.toUpperCase()} is not allowed here. Use ${allow.join(' or ')}.`
  if (allow.length) return { status: 405, message: use, allow } satisfies Refusal
  const ids = `Not Found: ${collection.slug} ids are whole numbers from 1 to ${MAX_ID}.`
  return idIsBad ? ({ status: 404, message: ids } satisfies Refusal) : null
}

function checkSegments(segments: string[]): Refusal | null {
  for (const raw of segments) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return bad('The address is not valid: it has a broken %-escape.')
    }
    if (CONTROL.test(segment)) return bad('The address is not valid: it has a control character.')
    if (segment.length > MAX_SEGMENT_LENGTH)
      return bad(
        `The address is not valid: a part of it is longer than ${MAX_SEGMENT_LENGTH} characters.`,
      )
    if (namesPrototypeKeyEncoded(segment))
      return bad('The address is not valid: it names a reserved word.')
  }
  return null
}

/** A `where` is conditions `{ field: { operator: value } }`, joined by `and`/`or` lists. */
function checkWhere(where: unknown, depth = 0): Refusal | null {
  if (!isPlainObject(where) || depth > 8)
    return bad('where: expected where[field][operator]=value or a JSON object.')
  for (const [key, value] of Object.entries(where)) {
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      const parts = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : []
      for (const part of parts) {
        const refusal = checkWhere(part, depth + 1)
        if (refusal) return refusal
      }
      continue
    }
    if (!isPlainObject(value))
      return bad(`where: give ${key.slice(0, 60)} an operator, e.g. where[${key}][equals]=…`)
    for (const operator of Object.keys(value))
      if (!validOperatorSet.has(operator as never))
        return bad(`where: "${operator.slice(0, 60)}" is not an operator.`)
  }
  return null
}

function checkQuery(locales: string[], url: URL): Refusal | null {
  for (const [key, value] of url.searchParams) {
    if (namesPrototypeKeyEncoded(key))
      return bad(
        `"${key.slice(0, 60)}" is not a parameter: __proto__, constructor and prototype are reserved words.`,
      )
    if (CONTROL.test(key)) return bad('A parameter name has a control character.')
    if (value.includes('\0')) return bad(`${key.slice(0, 60)}: the value has a NUL character.`)
    if (key.includes('\uFFFD') || value.includes('\uFFFD'))
      return bad(`${key.slice(0, 60)}: a %-escape in it does not decode.`)
  }
  const query: Record<string, unknown> = url.search
    ? qs.parse(url.search.slice(1), PAYLOAD_QUERY_OPTIONS)
    : {}
  for (const name of SINGLE_VALUE_PARAMS)
    if (name in query && typeof query[name] !== 'string')
      return bad(`${name}: give it once, as one value (${name}=…).`)
  const { page, limit, depth, locale } = query as Record<string, string | undefined>
  if (page !== undefined && !isWhole(page, 1, MAX_ID)) return bad('page: a whole number from 1.')
  if (limit !== undefined && !isWhole(limit, 0, MAX_ID))
    return bad('limit: a whole number from 0 (0 means no limit).')
  if (depth !== undefined && !isWhole(depth, 0, MAX_DEPTH))
    return bad(`depth: a whole number from 0 to ${MAX_DEPTH}.`)
  if (locale !== undefined && locale !== '' && !locales.includes(locale))
    return bad(`locale: one of ${locales.join(', ')}.`)
  // No fallback is asked with none/false/null; the admin sends `fallback-locale=null` with saves.
  const fallbacks = [...locales.filter((l) => l !== 'all' && l !== '*'), 'none', 'false', 'null']
  for (const name of ['fallback-locale', 'fallbackLocale']) {
    const value = query[name]
    if (typeof value === 'string' && value !== '' && !fallbacks.includes(value))
      return bad(`${name}: one of ${fallbacks.join(', ')}.`)
  }
  if ('sort' in query) {
    const names = [query.sort].flat()
    if (!names.every((n) => typeof n === 'string'))
      return bad('sort: field names separated by commas, "-" first for descending.')
    for (const name of names.join(',').split(','))
      if (!/^-?[A-Za-z0-9_.]{0,128}$/.test(name.trim()) || namesPrototypeKey(name))
        return bad(`sort: "${name.slice(0, 60)}" is not a field name.`)
  }
  for (const name of ['where', 'data']) {
    const value = query[name]
    if (value === undefined || value === '') continue
    if (Array.isArray(value)) return bad(`${name}: give it once.`)
    let parsed = value
    if (typeof value === 'string') {
      const json = parseJsonWithoutPrototypeKeys(value)
      if (!json.ok && json.reason === 'prototype-key')
        return bad(`${name}: "${json.key}" is a reserved word, not a field.`)
      if (!json.ok || !isPlainObject(json.value))
        return bad(
          `${name}: not valid JSON. Send a JSON object, or ${name}[field][operator]=value.`,
        )
      parsed = json.value
    }
    if (name === 'where') {
      const refusal = checkWhere(parsed)
      if (refusal) return refusal
    }
  }
  return null
}

/** The refusal for a REST request Payload would fail on, or null to let Payload answer it. */
export function findMalformedRequest(
  config: SanitizedConfig,
  method: string,
  url: URL,
): Refusal | null {
  const api = config.routes.api.replace(/\/$/, '')
  if (!url.pathname.startsWith(`${api}/`)) return null
  const segments = url.pathname.slice(api.length + 1).split('/')
  const [slug = '', ...rest] = segments
  const collection = config.collections.find((c) => c.slug === slug)
  if (collection) {
    const path = `/${rest.join('/')}`.replace(/\/+$/, '') || '/'
    const refusal = checkRoute(collection, method.toLowerCase(), path)
    if (refusal) return refusal
  }
  const segmentRefusal = checkSegments(segments)
  if (segmentRefusal) return segmentRefusal
  const locales = [...(config.localization ? config.localization.localeCodes : []), 'all', '*']
  return checkQuery(locales, url)
}

type RouteHandler = (
  request: Request,
  args: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

/**
 * Wraps a Payload REST route handler: malformed requests get their 4xx here, logged as the
 * client's mistake (info), and never reach Payload. Every answer but an uploaded file says
 * `Cache-Control: private, no-store`, so no shared cache (a CDN, a proxy) keeps a team member's
 * answer, a draft or a team-only field.
 */
export function refuseMalformedRequests(
  configPromise: Promise<SanitizedConfig> | SanitizedConfig,
  handler: RouteHandler,
): RouteHandler {
  return async (request, args) => {
    const config = await configPromise
    const url = new URL(request.url)
    const refusal =
      findMalformedRequest(config, request.method, url) ?? (await checkBody(request, url))
    if (refusal) {
      const payload = await getPayload({ config })
      payload.logger.info(
        `Refused ${request.method} ${url.pathname.slice(0, 200)}: ${refusal.status} ${refusal.message}`,
      )
      return Response.json(
        { errors: [{ message: refusal.message }] },
        {
          status: refusal.status,
          headers: {
            'Cache-Control': 'no-store',
            ...(refusal.allow ? { Allow: refusal.allow.join(', ') } : {}),
          },
        },
      )
    }
    const response = await handler(request, args)
    if (/^(GET|HEAD)$/.test(request.method) && UPLOADED_FILE.test(url.pathname)) return response
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'private, no-store')
    const { status, statusText } = response
    return new Response(response.body, { status, statusText, headers })
  }
}
