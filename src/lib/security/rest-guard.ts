import { match } from 'path-to-regexp'
import {
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  executeAuthStrategies,
  getPayload,
  type FlattenedField,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'
import { validOperatorSet } from 'payload/shared'
import { QUERIES_REWRITTEN } from '../../../fields/hasManyQueries'
import { namesPrototypeKey, parseJsonWithoutPrototypeKeys } from '@domain/security/prototype-keys'
import { isPublicRead, parsePayloadQuery } from '@/server/public-api.mjs'

/**
 * Malformed requests to Payload's REST API, answered with a 4xx and a message that says what is
 * wrong before they reach the database — where they would fail as a 500 "Something went wrong."
 * and be logged as a server error. What is caught: ids that cannot exist (`/notanumber`,
 * `/1e999`, `/%00`, numbers past Postgres' integer), the wrong method on a route that exists
 * (405 with Allow), `where`/`data` that are not JSON, negative or absurd `page`/`limit`, unknown
 * operators, and `where`/`sort` checked against the config: each path is followed through
 * groups, arrays, blocks and relationships to the field it names, and an operator its column
 * cannot take (`like` on a date, a choice or a checkbox, `near` on text, `all` anywhere
 * Postgres lacks it) or a value it cannot hold (text for a number, an id or a date, a choice
 * that is not an option) is refused naming the parameter. tests/int/security-matrix.test.ts
 * asks every field with every operator and keeps this list complete.
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
const RANGE_OPERATORS = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
/** Field types stored as structures: only `exists` can be asked of them. */
const STRUCTURED = new Set(['richText', 'blocks', 'array', 'group', 'tab', 'join', 'json'])

const isValidId = (id: unknown) => typeof id === 'string' && WHOLE.test(id) && Number(id) <= MAX_ID
/** An id in a query: "12" or, in JSON, 12. */
const isIdValue = (value: unknown) =>
  isValidId(value) ||
  (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_ID)

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

/**
 * What a `where` path or a `sort` field names, found in the config: a field (with where it sits),
 * a document's id (also through a relationship: `seo.image.id`), the `blockType` of a blocks
 * field, or a path inside rich text / JSON (Payload queries those with jsonpath). Payload's
 * Postgres adapter turns each into SQL of the column's type, so a value the column cannot hold,
 * or an operator its type has not got, fails in the database (500) unless refused here.
 */
type Place = {
  /** Inside an array or blocks field: one value per row (sorting takes the smallest). */
  inRows: boolean
  inBlocks: boolean
  /** Directly in a block (not in an array or group inside it). */
  inBlock: boolean
  /** Under a localized field (or a localized relationship). */
  localized: boolean
  /** Reached through a relationship that is itself localized or under a localized field. */
  throughLocalizedRelationship: boolean
  /** At the top level of a collection, where a field marked QUERIES_REWRITTEN is answered by its
   * collection's hook (fields/hasManyQueries.ts). */
  rewritten: boolean
}
type Named =
  | { kind: 'field'; field: FlattenedField; place: Place }
  | { kind: 'id' }
  | { kind: 'blockType'; slugs: string[] }
  | { kind: 'json' }
  | { kind: 'refused'; message: string }

type Schema = {
  config: SanitizedConfig
  fields: FlattenedField[]
  rewritesQueries: boolean
  /** `draft=true`: Payload queries the versions tables, whose list rows have whole-number ids. */
  drafts?: boolean
}

const TOP: Place = {
  inRows: false,
  inBlocks: false,
  inBlock: false,
  localized: false,
  throughLocalizedRelationship: false,
  rewritten: false,
}

const rootOf = (schema: Schema): Place => ({ ...TOP, rewritten: schema.rewritesQueries })

/** Everything a dotted path can name (blocks name one thing per block that has the field). */
function resolvePath(
  schema: Schema,
  fields: FlattenedField[],
  path: string[],
  place: Place,
  atRoot: boolean,
): Named[] {
  const [head, ...rest] = path
  if (atRoot && head === 'id' && !rest.length && !fields.some((f) => f.name === 'id'))
    return [{ kind: 'id' }]
  const field = fields.find((f) => f.name === head)
  if (!field) return []
  if (place.throughLocalizedRelationship && 'localized' in field && field.localized)
    return [
      {
        kind: 'refused',
        message: `${head} is translated, and so is what links to it: Payload cannot query it on Postgres.`,
      },
    ]
  const here: Place = {
    ...place,
    localized: place.localized || Boolean('localized' in field && field.localized),
    rewritten: atRoot && place.rewritten,
  }
  if (!rest.length) return [{ kind: 'field', field, place: here }]
  switch (field.type) {
    case 'group':
    case 'tab':
      return resolvePath(schema, field.flattenedFields, rest, { ...here, inBlock: false }, false)
    case 'array': {
      const inArray = { ...here, inRows: true, inBlock: false }
      return resolvePath(schema, field.flattenedFields, rest, inArray, false)
    }
    case 'blocks': {
      const blocks = field.blocks.filter((b) => typeof b !== 'string')
      if (rest.length === 1 && rest[0] === 'blockType')
        return [{ kind: 'blockType', slugs: blocks.map((b) => b.slug) }]
      const inBlock = { ...here, inRows: true, inBlocks: true, inBlock: true }
      return blocks.flatMap((b) => resolvePath(schema, b.flattenedFields, rest, inBlock, false))
    }
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) return []
      const target = schema.config.collections.find((c) => c.slug === field.relationTo)
      if (!target) return []
      const through = {
        ...TOP,
        throughLocalizedRelationship: here.localized || place.throughLocalizedRelationship,
      }
      return resolvePath(schema, target.flattenedFields, rest, through, true)
    }
    case 'richText':
    case 'json':
      return [{ kind: 'json' }]
    default:
      return []
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The values of a list operator (`in=a,b`, `in[0]=a`, JSON arrays), or null if it is no list. */
const listOf = (value: unknown): unknown[] | null =>
  typeof value === 'string'
    ? value.split(',')
    : Array.isArray(value)
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? [value]
        : null

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [value]

const isBoolean = (value: unknown) =>
  typeof value === 'boolean' || (typeof value === 'string' && /^(true|false)$/i.test(value))

/** Dates Postgres' timestamptz reads back as Payload writes them (years 1 to 9999). */
function isDate(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false
  if (typeof value === 'number' && !Number.isFinite(value)) return false
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return false
  const year = new Date(time).getUTCFullYear()
  return year >= 1 && year <= 9999
}

/** The text jsonpath queries may compare (Payload refuses other characters, and `+` breaks regexes). */
const JSON_TEXT = /^[\w @.\-:]*$/

type Kind = {
  operators: string[]
  /** What the field holds, as the message says it: "takes …". */
  takes: string
  /** Whether one value (not a list) fits. */
  fits: (value: unknown, operator: string) => boolean
  /** What stands for "no value" with equals and not_equals: JSON null, or also "null". */
  nullable: 'json' | 'both'
  /** Lists must be lists (jsonpath queries do not split `a,b`). */
  arraysOnly?: boolean
}

const COMPARE = ['equals', 'not_equals', 'in', 'not_in']

function kindOf(named: Named & { kind: 'field' | 'id' | 'json' }): Kind | 'structured' | null {
  if (named.kind === 'id')
    return {
      operators: [...COMPARE, ...RANGE_OPERATORS, 'exists', 'like'],
      takes: 'whole numbers (ids)',
      fits: isIdValue,
      nullable: 'both',
    }
  if (named.kind === 'json')
    return {
      operators: [...COMPARE, 'exists', 'like', 'not_like'],
      takes: 'text of letters, digits, spaces and @ . - : only',
      fits: (v, operator) =>
        typeof v === 'string'
          ? JSON_TEXT.test(v)
          : !TEXT_OPERATORS.has(operator) &&
            (v === null || typeof v === 'number' || typeof v === 'boolean'),
      nullable: 'json',
      arraysOnly: true,
    }
  const { field, place } = named
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return {
        operators: [...COMPARE, ...RANGE_OPERATORS, 'exists', ...TEXT_OPERATORS],
        takes: 'text',
        fits: (v, operator) =>
          TEXT_OPERATORS.has(operator)
            ? typeof v === 'string'
            : v === null || ['string', 'number', 'boolean'].includes(typeof v),
        nullable: 'json',
      }
    case 'number':
      return {
        operators: [...COMPARE, ...RANGE_OPERATORS, 'exists', 'like'],
        takes: 'numbers',
        fits: (v) =>
          (typeof v === 'string' && NUMBER.test(v)) ||
          (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1e15),
        nullable: 'both',
      }
    case 'date':
      return {
        operators: [...COMPARE, ...RANGE_OPERATORS, 'exists'],
        takes: 'a date from year 1 to 9999, e.g. 2024-01-31',
        fits: isDate,
        nullable: 'both',
      }
    case 'checkbox':
      return {
        operators: [...COMPARE, 'exists'],
        takes: 'true or false',
        fits: isBoolean,
        nullable: 'json',
      }
    case 'select':
    case 'radio': {
      const options = field.options.map((o) => (typeof o === 'string' ? o : o.value))
      // A top-level list of choices its collection answers itself (crisis-resources' tags,
      // fields/hasManyQueries.ts): any text, also `like` and `all`.
      if (
        field.type === 'select' &&
        field.hasMany &&
        field.custom?.[QUERIES_REWRITTEN] === true &&
        place.rewritten &&
        !place.inRows
      )
        return {
          operators: [...COMPARE, 'exists', ...TEXT_OPERATORS, 'all'],
          takes: 'text',
          fits: (v) => typeof v === 'string',
          nullable: 'json',
        }
      return {
        operators: [
          ...COMPARE,
          ...RANGE_OPERATORS,
          'exists',
          // Payload asks a list of choices `contains` as `equals` of each row.
          ...(field.type === 'select' && field.hasMany ? ['contains'] : []),
        ],
        takes: `one of ${options.slice(0, 12).join(', ')}${options.length > 12 ? ', …' : ''}`,
        fits: (v) => typeof v === 'string' && options.includes(v),
        nullable: 'json',
      }
    }
    case 'relationship':
    case 'upload':
      if (Array.isArray(field.relationTo)) return null
      return {
        operators: [
          ...COMPARE,
          ...RANGE_OPERATORS,
          'exists',
          'like',
          ...(field.hasMany ? ['contains'] : []),
        ],
        takes: 'whole numbers (ids)',
        fits: isIdValue,
        nullable: 'both',
      }
    default:
      return STRUCTURED.has(field.type) ? 'structured' : null
  }
}

function checkValue(path: string, operator: string, value: unknown, kind: Kind): Refusal | null {
  const wrong: Refusal = { status: 400, message: `where: ${path} takes ${kind.takes}.` }
  if (LIST_OPERATORS.has(operator)) {
    const values = kind.arraysOnly ? (Array.isArray(value) ? value : null) : listOf(value)
    if (!values)
      return {
        status: 400,
        message: kind.arraysOnly
          ? `where: ${operator} on ${path} takes a list, e.g. ${operator}[0]=a&${operator}[1]=b.`
          : `where: ${operator} takes a list, e.g. ${operator}=a,b.`,
      }
    return values.every((v) => kind.fits(v, operator)) ? null : wrong
  }
  const isNull = value === null || (value === 'null' && kind.nullable === 'both')
  if (isNull && (operator === 'equals' || operator === 'not_equals')) return null
  return kind.fits(value, operator) ? null : wrong
}

function checkNamed(
  schema: Schema,
  path: string,
  named: Named,
  operator: string,
  value: unknown,
): Refusal | null {
  if (named.kind === 'refused') return { status: 400, message: `where: ${path}: ${named.message}` }
  const isPoint = named.kind === 'field' && named.field.type === 'point'
  if (GEO_OPERATORS.has(operator) && !isPoint)
    return {
      status: 400,
      message: `where: "${operator}" works on map points only, and ${path} is not one.`,
    }
  if (isPoint) return null
  if (operator === 'exists' && !isBoolean(value))
    return { status: 400, message: `where: "exists" takes true or false (${path}).` }
  if (named.kind === 'blockType') {
    if (operator !== 'equals' && operator !== 'in')
      return {
        status: 400,
        message: `where: ${path} takes "equals" or "in" with block types: ${named.slugs.join(', ')}.`,
      }
    const values = Array.isArray(value) ? value : [value]
    return values.every((v) => typeof v === 'string' && named.slugs.includes(v))
      ? null
      : {
          status: 400,
          message: `where: ${path} takes one block type, or a list of them: ${named.slugs.join(', ')}.`,
        }
  }
  if (named.kind === 'field' && named.field.type === 'blocks')
    return {
      status: 400,
      message: `where: ${path} holds blocks; ask one of their fields, e.g. ${path}.blockType.`,
    }
  if (schema.drafts && named.kind === 'field' && named.place.inRows && named.field.name === 'id')
    return {
      status: 400,
      message: `where: ${path} is the id of a list row, which cannot be queried with draft=true.`,
    }
  if (named.kind === 'field' && 'virtual' in named.field && named.field.virtual === true)
    return {
      status: 400,
      message: `where: ${path} is worked out when a document is read, so it cannot be queried.`,
    }
  const kind = kindOf(named)
  if (!kind) return null
  if (kind === 'structured') {
    if (operator !== 'exists')
      return {
        status: 400,
        message: `where: ${path} holds structured content; only "exists" can be asked of it.`,
      }
    // Payload's Postgres adapter fails to select documents by a list inside blocks.
    return named.kind === 'field' && named.place.inBlocks && named.field.type === 'array'
      ? {
          status: 400,
          message: `where: ${path} is a list inside blocks; ask one of its fields instead.`,
        }
      : null
  }
  // `contains` on a list of links asks about the linked documents: where[links][contains][title]…
  const field = named.kind === 'field' ? named.field : null
  if (
    operator === 'contains' &&
    isPlainObject(value) &&
    (field?.type === 'relationship' || field?.type === 'upload') &&
    typeof field.relationTo === 'string'
  ) {
    const target = schema.config.collections.find((c) => c.slug === field.relationTo)
    return target ? checkWhere({ ...schema, fields: target.flattenedFields }, value, 1) : null
  }
  if (!kind.operators.includes(operator))
    return {
      status: 400,
      message:
        operator === 'all'
          ? `where: "all" is not supported for ${path}; use "in" to match any of several values.`
          : `where: "${operator}" does not work on ${path}, which takes ${kind.takes}.`,
    }
  if (operator === 'exists') return null
  return checkValue(path, operator, value, kind)
}

function checkCondition(schema: Schema, path: string, condition: unknown): Refusal | null {
  if (!isPlainObject(condition))
    return {
      status: 400,
      message: `where: give ${path} an operator, e.g. where[${path}][equals]=…`,
    }
  const named = resolvePath(schema, schema.fields, path.split('.'), rootOf(schema), true)
  for (const [operator, value] of Object.entries(condition)) {
    if (!validOperatorSet.has(operator as never))
      return {
        status: 400,
        message: `where: "${operator}" is not an operator. Use one of: ${[...validOperatorSet].join(', ')}.`,
      }
    for (const one of named) {
      const refusal = checkNamed(schema, path, one, operator, value)
      if (refusal) return refusal
    }
  }
  return null
}

function checkWhere(schema: Schema | undefined, where: unknown, depth = 0): Refusal | null {
  if (!isPlainObject(where) || depth > 8)
    return {
      status: 400,
      message: 'where: expected where[field][operator]=value or a JSON object.',
    }
  for (const [key, value] of Object.entries(where)) {
    // Payload reads and/or in any case (`OR` too).
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      for (const part of asList(value)) {
        const refusal = checkWhere(schema, part, depth + 1)
        if (refusal) return refusal
      }
    } else if (schema) {
      const refusal = checkCondition(schema, key, value)
      if (refusal) return refusal
    }
  }
  return null
}

/**
 * Sort fields Payload's Postgres adapter cannot sort by: structured content, a blocks row's id
 * (Payload reads it back as the document's id) and a checkbox in a list (it sorts by the
 * smallest row value, and Postgres has no min() of booleans).
 */
function checkSortField(schema: Schema | undefined, name: string): Refusal | null {
  const path = name.replace(/^-/, '')
  if (namesPrototypeKey(path))
    return { status: 400, message: `sort: "${path.slice(0, 60)}" is a reserved word, not a field.` }
  if (!schema) return null
  for (const named of resolvePath(schema, schema.fields, path.split('.'), rootOf(schema), true)) {
    if (named.kind === 'json' || (named.kind === 'field' && STRUCTURED.has(named.field.type)))
      return {
        status: 400,
        message: `sort: ${path} holds structured content; sort by one of its fields.`,
      }
    if (named.kind !== 'field' || !named.place.inRows) continue
    if (named.field.type === 'checkbox')
      return {
        status: 400,
        message: `sort: ${path} is a checkbox in a list; it cannot be sorted by.`,
      }
    if (named.place.inBlock && named.field.name === 'id')
      return { status: 400, message: `sort: ${path} is the id of a block; it cannot be sorted by.` }
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

/**
 * A name with every %-escape undone, however often it was escaped (`%255F` → `%5F` → `_`): a
 * prototype key is refused in any encoding, also one a second decoder (a proxy, a framework)
 * would turn into `__proto__`.
 */
function unescapedFully(text: string): string {
  let current = text
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
    if (next === current) break
    current = next
  }
  return current
}

const namesPrototypeKeyEncoded = (name: string) => namesPrototypeKey(unescapedFully(name))

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
    if (namesPrototypeKeyEncoded(segment))
      return { status: 400, message: 'The address is not valid: it names a reserved word.' }
  }
  return null
}

/** The raw parameters as the URL carries them, checked before anything is built from them. */
function checkParameterText(params: URLSearchParams): Refusal | null {
  for (const [key, value] of params) {
    if (namesPrototypeKeyEncoded(key))
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

function checkQuery(schema: Schema | undefined, locales: string[], url: URL): Refusal | null {
  const textRefusal = checkParameterText(url.searchParams)
  if (textRefusal) return textRefusal
  const query = parsePayloadQuery(url.search)
  for (const name of SINGLE_VALUE_PARAMS) {
    if (name in query && typeof query[name] !== 'string')
      return { status: 400, message: `${name}: give it once, as one value (${name}=…).` }
  }
  const { page, limit, depth, locale } = query as Record<string, string | undefined>
  const querySchema = schema && { ...schema, drafts: query.draft === 'true' }
  if (page !== undefined && !isWhole(page, 1, MAX_ID))
    return { status: 400, message: 'page: a whole number from 1.' }
  if (limit !== undefined && !isWhole(limit, 0, MAX_ID))
    return { status: 400, message: 'limit: a whole number from 0 (0 means no limit).' }
  if (depth !== undefined && !isWhole(depth, 0, MAX_DEPTH))
    return { status: 400, message: `depth: a whole number from 0 to ${MAX_DEPTH}.` }
  if (locale !== undefined && locale !== '' && !locales.includes(locale))
    return { status: 400, message: `locale: one of ${locales.join(', ')}.` }
  // No fallback is asked with none/false/null (Payload's sanitizeFallbackLocale); the admin
  // sends `fallback-locale=null` with every save.
  const fallbacks = [...locales.filter((l) => l !== 'all' && l !== '*'), 'none', 'false', 'null']
  for (const name of ['fallback-locale', 'fallbackLocale']) {
    const value = query[name]
    if (typeof value === 'string' && value !== '' && !fallbacks.includes(value))
      return { status: 400, message: `${name}: one of ${fallbacks.join(', ')}.` }
  }
  if ('sort' in query && !isSortList(query.sort))
    return {
      status: 400,
      message: 'sort: field names separated by commas, "-" first for descending.',
    }
  if ('sort' in query)
    for (const name of [query.sort].flat().join(',').split(',')) {
      const refusal = checkSortField(querySchema, name.trim())
      if (refusal) return refusal
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
        const refusal = checkWhere(querySchema, parsed.value)
        if (refusal) return refusal
      }
    } else if (name === 'where') {
      const refusal = checkWhere(querySchema, value)
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
  const locales = config.localization
    ? [...config.localization.localeCodes, 'all', '*']
    : ['all', '*']
  return checkQuery(schemaOf(config, segments), locales, url)
}

/**
 * The fields a request's `where` and `sort` name: a collection's or a global's, or on their
 * `/versions` routes the fields of a version (`version.title`, `parent`, `latest`, …).
 */
function schemaOf(config: SanitizedConfig, segments: string[]): Schema | undefined {
  const [slug, ...rest] = segments
  const collection = config.collections.find((c) => c.slug === slug)
  if (collection) {
    if (rest[0] === 'versions')
      return {
        config,
        fields: buildVersionCollectionFields(config, collection, true) as FlattenedField[],
        rewritesQueries: false,
      }
    return {
      config,
      fields: collection.flattenedFields,
      rewritesQueries: true,
    }
  }
  const global = slug === 'globals' ? config.globals.find((g) => g.slug === rest[0]) : undefined
  if (!global) return undefined
  if (rest[1] === 'versions')
    return {
      config,
      fields: buildVersionGlobalFields(config, global, true) as FlattenedField[],
      rewritesQueries: false,
    }
  return { config, fields: global.flattenedFields, rewritesQueries: false }
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
      if (namesPrototypeKeyEncoded(name))
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
  // A form post (the site forms take them, endpoints/forms.ts): its field names are checked.
  if (type.startsWith('application/x-www-form-urlencoded')) {
    for (const name of new URLSearchParams(text).keys())
      if (namesPrototypeKeyEncoded(name))
        return { status: 400, message: `"${name.slice(0, 60)}" is a reserved word, not a field.` }
    return null
  }
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
