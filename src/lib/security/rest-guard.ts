import { match } from 'path-to-regexp'
import {
  getPayload,
  type FlattenedField,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'
import { validOperatorSet } from 'payload/shared'

/**
 * Malformed requests to Payload's REST API, answered with a 4xx and a message that says what is
 * wrong before they reach the database — where they would fail as a 500 "Something went wrong."
 * and be logged as a server error. What is caught: ids that cannot exist (`/notanumber`,
 * `/1e999`, `/%00`, numbers past Postgres' integer), the wrong method on a route that exists
 * (405 with Allow), `where`/`data` that are not JSON, negative or absurd `page`/`limit`, unknown
 * operators, operators a field's type cannot take (`near` on a text field, `like` on rich text),
 * and values of the wrong type for ids and numbers.
 */
export type Refusal = { status: 400 | 404 | 405; message: string; allow?: string[] }

/** Postgres `serial`: the ids of every collection. */
const MAX_ID = 2_147_483_647
const WHOLE = /^\d{1,10}$/
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

/** `where[a][b]=1` and `where[or][0][a][equals]=1` as the nested object qs would make. */
function bracketParams(params: URLSearchParams, name: string): Record<string, unknown> | null {
  let root: Record<string, unknown> | null = null
  for (const [key, value] of params) {
    if (!key.startsWith(`${name}[`)) continue
    const parts = [...key.slice(name.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])
    root ??= {}
    let node = root
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        const previous = node[part]
        node[part] = previous === undefined ? value : [previous, value].flat()
      } else {
        if (typeof node[part] !== 'object' || node[part] === null) node[part] = {}
        node = node[part] as Record<string, unknown>
      }
    })
  }
  return root
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
  collection: SanitizedCollectionConfig,
  path: string,
  condition: unknown,
): Refusal | null {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition))
    return {
      status: 400,
      message: `where: give ${path} an operator, e.g. where[${path}][equals]=…`,
    }
  const types =
    path === 'id' ? new Set(['id']) : fieldTypesAt(collection.flattenedFields, path.split('.'))
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
  collection: SanitizedCollectionConfig | undefined,
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
        const refusal = checkWhere(collection, part, depth + 1)
        if (refusal) return refusal
      }
    } else if (collection) {
      const refusal = checkCondition(collection, key, value)
      if (refusal) return refusal
    }
  }
  return null
}

function checkQuery(
  collection: SanitizedCollectionConfig | undefined,
  params: URLSearchParams,
): Refusal | null {
  for (const name of ['where', 'data']) {
    const raw = params.get(name)
    if (raw === null || raw === '') continue
    try {
      const parsed: unknown = JSON.parse(raw)
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error()
    } catch {
      return {
        status: 400,
        message: `${name}: not valid JSON. Send a JSON object, or ${name}[field][operator]=value.`,
      }
    }
  }
  const page = params.get('page')
  if (page !== null && !(WHOLE.test(page) && Number(page) >= 1 && Number(page) <= MAX_ID))
    return { status: 400, message: 'page: a whole number from 1.' }
  const limit = params.get('limit')
  if (limit !== null && !(WHOLE.test(limit) && Number(limit) <= MAX_ID))
    return { status: 400, message: 'limit: a whole number from 0 (0 means no limit).' }
  const raw = params.get('where')
  const where = raw ? (JSON.parse(raw) as unknown) : bracketParams(params, 'where')
  return where ? checkWhere(collection, where) : null
}

/** The refusal for a REST request Payload would fail on, or null to let Payload answer it. */
export function findMalformedRequest(
  config: SanitizedConfig,
  method: string,
  url: URL,
): Refusal | null {
  const api = config.routes.api.replace(/\/$/, '')
  if (!url.pathname.startsWith(`${api}/`)) return null
  const [slug = '', ...rest] = url.pathname.slice(api.length + 1).split('/')
  const collection = config.collections.find((c) => c.slug === slug)
  if (collection) {
    const path = `/${rest.join('/')}`.replace(/\/+$/, '') || '/'
    const refusal = checkRoute(collection, method.toLowerCase(), path)
    if (refusal) return refusal
  }
  return checkQuery(collection, url.searchParams)
}

type RouteHandler = (
  request: Request,
  args: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

/**
 * Wraps a Payload REST route handler: malformed requests get their 4xx here, logged as the
 * client's mistake (info), and never reach Payload.
 */
export function refuseMalformedRequests(
  configPromise: Promise<SanitizedConfig> | SanitizedConfig,
  handler: RouteHandler,
): RouteHandler {
  return async (request, args) => {
    const config = await configPromise
    const url = new URL(request.url)
    const refusal = findMalformedRequest(config, request.method, url)
    if (!refusal) return handler(request, args)
    const payload = await getPayload({ config })
    payload.logger.info(
      `Refused ${request.method} ${url.pathname}: ${refusal.status} ${refusal.message}`,
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
}
