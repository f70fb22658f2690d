import { match } from 'path-to-regexp'
import {
  executeAuthStrategies,
  getPayload,
  type FlattenedField,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'
import { validOperatorSet } from 'payload/shared'
import { namesPrototypeKey, parseJsonWithoutPrototypeKeys } from '@domain/security/prototype-keys'
import { isPublicRead, parsePayloadQuery } from '@/server/public-api.mjs'

/**
 * Malformed requests to Payload's REST API, answered with a 4xx and a message that says what is
 * wrong before they reach the database — where they would fail as a 500 "Something went wrong."
 * and be logged as a server error. What is caught: ids that cannot exist (`/notanumber`,
 * `/1e999`, `/%00`, numbers past Postgres' integer), the wrong method on a route that exists
 * (405 with Allow), `where`/`data` that are not JSON, negative or absurd `page`/`limit`, unknown
 * operators, operators a field's type cannot take (`near` on a text field, `like` on rich text),
 * and values of the wrong type for ids and numbers.
 */
export type Refusal = { status: 400 | 404 | 405 | 413; message: string; allow?: string[] }

/** Postgres `serial`: the ids of every collection. */
const MAX_ID = 2_147_483_647
const WHOLE = /^\d{1,10}$/
/** Deeper than this is never needed: Payload's own default maxDepth is 10. */
const MAX_DEPTH = 10
const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const COMPARISONS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  ...LIST_OPERATORS,
])
/** Field types stored as structures: only `exists` can be asked of them. */
const STRUCTURED = new Set(['richText', 'blocks', 'array', 'group', 'tab', 'join'])

const isValidId = (id: unknown) => typeof id === 'string' && WHOLE.test(id) && Number(id) <= MAX_ID

type Matched = { endpoint: { path: string; method: string }; params: Record<string, unknown> }

function matchEndpoints(collection: SanitizedCollectionConfig, path: string): Matched[] {
  const found: Matched[] = []
  for (const endpoint of collection.endpoints || []) {
    const result = match<Record<string, unknown>>(endpoint.path, { decode: decodeURIComponent })(
      path,
    )
    if (result) found.push({ endpoint, params: result.params })
  }
  return found
}

function checkRoute(collection: SanitizedCollectionConfig, method: string, path: string) {
  let matches: Matched[]
  try {
    matches = matchEndpoints(collection, path)
  } catch {
    return { status: 400, message: 'The address is not valid: it has a broken %-escape.' } as const
  }
  const mine = matches.find((m) => m.endpoint.method === method)
  const idIsBad = mine !== undefined && 'id' in mine.params && !isValidId(mine.params.id)
  if (mine && !idIsBad) return null
  // Routes of their own (not a document id) answer other methods here.
  const allow = [
    ...new Set(
      matches
        .filter((m) => m.endpoint.method !== method && !('id' in m.params))
        .map((m) => m.endpoint.method.toUpperCase()),
    ),
  ]
  if (allow.length)
    return {
      status: 405,
      message: `${method.toUpperCase()} is not allowed here. Use ${allow.join(' or ')}.`,
      allow,
    } as const
  if (idIsBad)
    return {
      status: 404,
      message: `Not Found: ${collection.slug} ids are whole numbers from 1 to ${MAX_ID}.`,
    } as const
  return null
}

/** The types a dotted path can name; blocks contribute every block's fields. */
function fieldTypesAt(fields: FlattenedField[], path: string[]): Set<string> | null {
  const [head, ...rest] = path
  const field = fields.find((f) => f.name === head)
  if (!field) return null
  if (!rest.length) return new Set([field.type])
  switch (field.type) {
    case 'group':
    case 'array':
    case 'tab':
      return fieldTypesAt(field.flattenedFields, rest)
    case 'blocks': {
      const types = new Set<string>()
      for (const block of field.blocks) {
        if (typeof block === 'string') continue
        for (const t of fieldTypesAt(block.flattenedFields, rest) ?? []) types.add(t)
      }
      return types.size ? types : null
    }
    default:
      // Relationships and uploads continue into another collection: Payload checks those.
      return null
  }
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'object' && value !== null
        ? Object.values(value)
        : [value]

function checkCondition(
  fields: FlattenedField[],
  path: string,
  condition: unknown,
): Refusal | null {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition))
    return {
      status: 400,
      message: `where: give ${path} an operator, e.g. where[${path}][equals]=…`,
    }
  const types = path === 'id' ? new Set(['id']) : fieldTypesAt(fields, path.split('.'))
  for (const [operator, value] of Object.entries(condition)) {
    if (!validOperatorSet.has(operator as never))
      return {
        status: 400,
        message: `where: "${operator}" is not an operator. Use one of: ${[...validOperatorSet].join(', ')}.`,
      }
    if (!types) continue
    if (GEO_OPERATORS.has(operator) && !types.has('point'))
      return {
        status: 400,
        message: `where: "${operator}" works on map points only, and ${path} is not one.`,
      }
    if (operator !== 'exists' && [...types].every((t) => STRUCTURED.has(t)))
      return {
        status: 400,
        message: `where: ${path} holds structured content; only "exists" can be asked of it.`,
      }
    const numeric = types.has('id')
      ? 'id'
      : [...types].every((t) => t === 'number')
        ? 'number'
        : null
    if (numeric && COMPARISONS.has(operator)) {
      const values = LIST_OPERATORS.has(operator) ? asList(value) : [value]
      const ok = (v: unknown) =>
        v === null ||
        v === 'null' ||
        (typeof v === 'string' && (numeric === 'id' ? isValidId(v) : NUMBER.test(v))) ||
        typeof v === 'number'
      if (!values.every(ok))
        return {
          status: 400,
          message: `where: ${path} takes ${numeric === 'id' ? 'whole numbers (ids)' : 'numbers'}.`,
        }
    }
  }
  return null
}

function checkWhere(
  fields: FlattenedField[] | undefined,
  where: unknown,
  depth = 0,
): Refusal | null {
  if (typeof where !== 'object' || where === null || Array.isArray(where) || depth > 8)
    return {
      status: 400,
      message: 'where: expected where[field][operator]=value or a JSON object.',
    }
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      for (const part of asList(value)) {
        const refusal = checkWhere(fields, part, depth + 1)
        if (refusal) return refusal
      }
    } else if (fields) {
      const refusal = checkCondition(fields, key, value)
      if (refusal) return refusal
    }
  }
  return null
}

/** Parameters Payload reads as one plain value: given twice (an array) or nested, they are refused. */
const SINGLE_VALUE_PARAMS = [
  'limit',
  'page',
  'depth',
  'locale',
  'fallback-locale',
  'fallbackLocale',
  'draft',
  'trash',
  'pagination',
  'autosave',
  'overrideLock',
  'flattenLocales',
  'publishAllLocales',
  'unpublishAllLocales',
]
/** Parameters that hold a field selection: `select[title]=true`, `populate[pages][slug]=true`. */
const SELECTION_PARAMS = ['select', 'populate', 'joins']
/** Longest path segment (an id, a slug, a file name) any route of ours takes. */
export const MAX_SEGMENT_LENGTH = 255
/** Postgres text cannot hold NUL; names and paths never carry control characters. */
const NUL = /\0/
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

function checkSegments(segments: string[]): Refusal | null {
  for (const raw of segments) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return { status: 400, message: 'The address is not valid: it has a broken %-escape.' }
    }
    if (CONTROL.test(segment))
      return { status: 400, message: 'The address is not valid: it has a control character.' }
    if (segment.length > MAX_SEGMENT_LENGTH)
      return {
        status: 400,
        message: `The address is not valid: a part of it is longer than ${MAX_SEGMENT_LENGTH} characters.`,
      }
    if (namesPrototypeKey(segment))
      return { status: 400, message: 'The address is not valid: it names a reserved word.' }
  }
  return null
}

/** The raw parameters as the URL carries them, checked before anything is built from them. */
function checkParameterText(params: URLSearchParams): Refusal | null {
  for (const [key, value] of params) {
    if (namesPrototypeKey(key))
      return {
        status: 400,
        message: `"${key.slice(0, 60)}" is not a parameter: __proto__, constructor and prototype are reserved words.`,
      }
    if (CONTROL.test(key))
      return { status: 400, message: 'A parameter name has a control character.' }
    if (NUL.test(value))
      return { status: 400, message: `${key.slice(0, 60)}: the value has a NUL character.` }
  }
  return null
}

const isWhole = (value: string, min: number, max: number) =>
  WHOLE.test(value) && Number(value) >= min && Number(value) <= max

function parseJsonParam(name: string, raw: string): { value: unknown } | Refusal {
  const parsed = parseJsonWithoutPrototypeKeys(raw)
  if (!parsed.ok && parsed.reason === 'prototype-key')
    return { status: 400, message: `${name}: "${parsed.key}" is a reserved word, not a field.` }
  if (
    !parsed.ok ||
    typeof parsed.value !== 'object' ||
    parsed.value === null ||
    Array.isArray(parsed.value)
  )
    return {
      status: 400,
      message: `${name}: not valid JSON. Send a JSON object, or ${name}[field][operator]=value.`,
    }
  return { value: parsed.value }
}

/** A selection is field names down to "true"/"false"/"1"/"0" leaves. */
function isSelection(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return /^(true|false|1|0)$/.test(value)
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 8) return false
  return Object.values(value).every((v) => isSelection(v, depth + 1))
}

const isSortList = (value: unknown) =>
  (typeof value === 'string' ||
    (Array.isArray(value) && value.every((v) => typeof v === 'string'))) &&
  [value]
    .flat()
    .join(',')
    .split(',')
    .every((field) => /^-?[A-Za-z0-9_.]{0,128}$/.test(field.trim()))

function checkQuery(
  fields: FlattenedField[] | undefined,
  locales: string[],
  url: URL,
): Refusal | null {
  const textRefusal = checkParameterText(url.searchParams)
  if (textRefusal) return textRefusal
  const query = parsePayloadQuery(url.search)
  for (const name of SINGLE_VALUE_PARAMS) {
    if (name in query && typeof query[name] !== 'string')
      return { status: 400, message: `${name}: give it once, as one value (${name}=…).` }
  }
  const { page, limit, depth, locale } = query as Record<string, string | undefined>
  if (page !== undefined && !isWhole(page, 1, MAX_ID))
    return { status: 400, message: 'page: a whole number from 1.' }
  if (limit !== undefined && !isWhole(limit, 0, MAX_ID))
    return { status: 400, message: 'limit: a whole number from 0 (0 means no limit).' }
  if (depth !== undefined && !isWhole(depth, 0, MAX_DEPTH))
    return { status: 400, message: `depth: a whole number from 0 to ${MAX_DEPTH}.` }
  for (const name of ['locale', 'fallback-locale', 'fallbackLocale']) {
    const value = query[name]
    if (typeof value === 'string' && value !== '' && !locales.includes(value))
      return {
        status: 400,
        message: `${name}: one of ${locales.join(', ')}.`,
      }
  }
  void locale
  if ('sort' in query && !isSortList(query.sort))
    return {
      status: 400,
      message: 'sort: field names separated by commas, "-" first for descending.',
    }
  for (const name of SELECTION_PARAMS) {
    if (name in query && !isSelection(query[name]))
      return {
        status: 400,
        message: `${name}: give field names with true or false, e.g. ${name}[title]=true.`,
      }
  }
  for (const name of ['where', 'data']) {
    const value = query[name]
    if (value === undefined || value === '') continue
    if (Array.isArray(value)) return { status: 400, message: `${name}: give it once.` }
    if (typeof value === 'string') {
      const parsed = parseJsonParam(name, value)
      if ('status' in parsed) return parsed
      if (name === 'where') {
        const refusal = checkWhere(fields, parsed.value)
        if (refusal) return refusal
      }
    } else if (name === 'where') {
      const refusal = checkWhere(fields, value)
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
  const global = slug === 'globals' ? config.globals.find((g) => g.slug === rest[0]) : undefined
  const locales = config.localization
    ? [...config.localization.localeCodes, 'all', '*']
    : ['all', '*']
  return checkQuery(collection?.flattenedFields ?? global?.flattenedFields, locales, url)
}

type RouteHandler = (
  request: Request,
  args: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

/** Larger JSON bodies are refused: the biggest page the admin saves is far below this. */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024

/**
 * A write's body, read from a copy of the request before Payload reads it: JSON that does not
 * parse, is too large, or names a prototype key anywhere (also in a multipart upload's
 * `_payload`) is refused.
 */
async function checkBody(request: Request): Promise<Refusal | null> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return { status: 400, message: 'The form data could not be read.' }
    }
    for (const [name, value] of form) {
      if (namesPrototypeKey(name))
        return { status: 400, message: `"${name.slice(0, 60)}" is a reserved word, not a field.` }
      if (name === '_payload' && typeof value === 'string') {
        const parsed = parseJsonParam('_payload', value)
        if ('status' in parsed) return parsed
      }
    }
    return null
  }
  const text = await request.clone().text()
  if (!text) return null
  if (text.length > MAX_JSON_BODY_BYTES) return { status: 413, message: 'The body is too large.' }
  const parsed = parseJsonWithoutPrototypeKeys(text)
  if (!parsed.ok && parsed.reason === 'prototype-key')
    return { status: 400, message: `"${parsed.key}" is a reserved word, not a field.` }
  if (!parsed.ok) return { status: 400, message: 'The body is not valid JSON.' }
  return null
}

/**
 * Whether Payload answers this request as it would any visitor: a GET of a public read (see
 * src/server/public-api.mjs) that Payload's own auth strategies — the function Payload runs for
 * the request itself — find no user for. Only asked when the request carries a cookie or an
 * Authorization header; without them nobody is signed in.
 */
async function isAnonymousPublicRead(config: SanitizedConfig, request: Request, url: URL) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (!isPublicRead(url.pathname, url.search)) return false
  if (!request.headers.has('cookie') && !request.headers.has('authorization')) return true
  if (request.headers.has('authorization')) return false
  const payload = await getPayload({ config })
  const { user } = await executeAuthStrategies({
    headers: request.headers,
    payload,
    isGraphQL: false,
    canSetHeaders: false,
  })
  return !user
}

const refuse = async (config: SanitizedConfig, request: Request, url: URL, refusal: Refusal) => {
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

/**
 * Wraps a Payload REST route handler: malformed requests get their 4xx here, logged as the
 * client's mistake (info), and never reach Payload. Every answer that is not an anonymous public
 * read says `Cache-Control: private, no-store`, so no shared cache (ours, a CDN, a proxy) keeps
 * a signed-in answer, a draft or a team-only field.
 */
export function refuseMalformedRequests(
  configPromise: Promise<SanitizedConfig> | SanitizedConfig,
  handler: RouteHandler,
): RouteHandler {
  return async (request, args) => {
    const config = await configPromise
    const url = new URL(request.url)
    const refusal = findMalformedRequest(config, request.method, url) ?? (await checkBody(request))
    if (refusal) return refuse(config, request, url, refusal)
    const [response, anonymous] = await Promise.all([
      handler(request, args),
      isAnonymousPublicRead(config, request, url),
    ])
    if (anonymous) return response
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'private, no-store')
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}
