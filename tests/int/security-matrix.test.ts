import type {
  CollectionSlug,
  FlattenedField,
  Payload,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
} from 'payload'
import { validOperatorSet } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../src/seed'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * Every query parameter Payload's REST API reads, generated from the sanitized config: each
 * field path a visitor can name × each operator Payload documents × values of every shape, in
 * bracket and JSON form, and sort / select / populate / depth / locale / limit / page with edge
 * values and repeats. Whatever the request, the answer is never a 5xx: a 4xx says what is wrong
 * (`errors[0].message`). Failures are collected per collection and reported together, so one run
 * shows every URL that fails.
 */
const payload: Payload = await testPayload()

type Target = {
  name: string
  /** The list (or global) URL without a query. */
  base: string
  fields: FlattenedField[]
  /** A document's URL, for the findByID variant of the read parameters. */
  byId?: string
  /** Collections a relationship or upload of these fields reaches, for `populate`. */
  related: string[]
}

const LONG = 'x'.repeat(5000)
const UNICODE = 'Ünïcødé ✓ 🌈 日本語 \u202eevil'
const enc = encodeURIComponent

/** A value of the field's own type, as a query string carries it. */
function plausible(field: FlattenedField | undefined): string {
  switch (field?.type) {
    case 'number':
      return '2024'
    case 'date':
      return '2024-01-01T00:00:00.000Z'
    case 'checkbox':
      return 'true'
    case 'select':
    case 'radio': {
      const first = field.options[0]
      return typeof first === 'string' ? first : (first?.value ?? 'x')
    }
    case 'relationship':
    case 'upload':
      return '1'
    case 'point':
      return '-73.98,40.75,1000,0'
    case 'email':
      return 'someone@example.org'
    case undefined:
      return '1'
    default:
      return 'about'
  }
}

/** The same value as JSON gives it: typed where the type is not text. */
function plausibleJson(field: FlattenedField | undefined): unknown {
  switch (field?.type) {
    case 'number':
      return 2024
    case 'checkbox':
      return true
    case 'relationship':
    case 'upload':
    case undefined:
      return 1
    case 'point':
      return [-73.98, 40.75]
    default:
      return undefined
  }
}

type FieldPath = { path: string; field?: FlattenedField }

/** Every queryable path: groups, arrays, named tabs and blocks (each block's fields) recursed
 * into with dots, and one step through a relationship or upload. */
function fieldPaths(config: Payload['config'], fields: FlattenedField[], drafts: boolean) {
  const found = new Map<string, FieldPath>([['id', { path: 'id' }]])
  const add = (path: string, field?: FlattenedField) => {
    if (!found.has(path)) found.set(path, { path, field })
  }
  const walk = (list: FlattenedField[], prefix: string, hops: number) => {
    for (const field of list) {
      const path = `${prefix}${field.name}`
      add(path, field)
      switch (field.type) {
        case 'group':
        case 'array':
        case 'tab':
          walk(field.flattenedFields, `${path}.`, hops)
          break
        case 'blocks':
          add(`${path}.blockType`)
          for (const block of field.blocks)
            if (typeof block !== 'string') walk(block.flattenedFields, `${path}.`, hops)
          break
        case 'richText':
          add(`${path}.root`)
          add(`${path}.root.children.text`)
          break
        case 'json':
          add(`${path}.x`)
          break
        case 'relationship':
        case 'upload': {
          if (hops > 0 || Array.isArray(field.relationTo)) break
          const target = config.collections.find((c) => c.slug === field.relationTo)
          const first = target?.flattenedFields.find((f) => f.type === 'text')
          add(`${path}.id`)
          if (first) add(`${path}.${first.name}`, first)
          break
        }
      }
    }
  }
  walk(fields, '', 0)
  if (drafts) add('_status')
  return [...found.values()]
}

/** A value for the query string: text, a list (`x[0]=…`) or an object (`x[k]=…`). */
type QueryValue = string | QueryValue[] | { [key: string]: QueryValue }
function toQuery(key: string, value: QueryValue): string {
  if (typeof value === 'string') return `${key}=${enc(value)}`
  if (Array.isArray(value)) return value.map((v, i) => toQuery(`${key}[${i}]`, v)).join('&')
  return Object.entries(value)
    .map(([k, v]) => toQuery(`${key}[${k}]`, v))
    .join('&')
}

/** The values each operator is tried with, in bracket form. */
const bracketValues = (field: FlattenedField | undefined): QueryValue[] => [
  plausible(field),
  'abc',
  '1',
  'null',
  '',
  LONG,
  UNICODE,
  'a,b,1',
  '99999-01-01',
  ['a', '1'],
  { x: '1' },
]

/** In JSON form, the values whose parsed shape differs from the bracket form's strings. */
const jsonValues = (field: FlattenedField | undefined): unknown[] => {
  const typed = plausibleJson(field)
  return [
    ...(typed === undefined ? [] : [typed]),
    'abc',
    1,
    null,
    true,
    1e20,
    ['a', 1],
    { x: 1 },
    { equals: 'abc' },
  ]
}

const OPERATORS = [...validOperatorSet]

/** Every request of the matrix for one collection or global. */
function matrix(target: Target, paths: FieldPath[]): string[] {
  const urls: string[] = []
  const add = (query: string) => urls.push(`${target.base}?${query}`)
  const [p1 = 'id', p2 = 'id'] = paths.filter((p) => p.field?.type === 'text').map((p) => p.path)
  // Results are kept small (and unpopulated): what is under test is the query, not the reads.
  const small = 'limit=3&depth=0'

  for (const { path, field } of paths) {
    for (const operator of OPERATORS) {
      for (const value of bracketValues(field))
        add(`${toQuery(`where[${path}][${operator}]`, value)}&${small}`)
      for (const value of jsonValues(field))
        add(`where=${enc(JSON.stringify({ [path]: { [operator]: value } }))}&${small}`)
    }
    add(`where[${path}]=abc&${small}`)
    add(`where[${path}][equals][0][x]=1&${small}`)
    add(`where[or][0][${path}][equals]=${enc(plausible(field))}&where[or][1][id][exists]=true`)
    add(`where[and][0][or][0][${path}][like]=a&${small}`)
    add(`locale=all&where[${path}][equals]=${enc(plausible(field))}&${small}`)
    add(`locale=es&where[${path}][like]=a&${small}`)
    add(`draft=true&where[${path}][equals]=${enc(plausible(field))}&${small}`)
    add(`sort=${path}&${small}`)
    add(`sort=-${path}&${small}`)
    add(`sort=${path}&locale=es&${small}`)
    add(`sort=-${path}&locale=all&${small}`)
    add(`select[${path.split('.').join('][')}]=true`)
    add(`select[${path}]=true`)
    add(`select[${path.split('.').join('][')}]=false&locale=all`)
  }

  for (const where of [
    'where[nope][equals]=1',
    'where[nope.deeper][equals]=1',
    `where[${p1}.nope][equals]=1`,
    'where[][equals]=1',
    'where[.][equals]=1',
    `where[${p1}..x][equals]=1`,
    'where[or]=abc',
    'where[or][0]=abc',
    'where[or][0][or][0][or][0][or][0][or][0][id][equals]=1',
    'where[and][x]=1',
    'where[and]=',
    `where=${enc('{"or":"x"}')}`,
    `where=${enc('{"or":[]}')}`,
    `where=${enc('{"and":[{}]}')}`,
    `where=${enc('{}')}`,
    `where=${enc('[]')}`,
    `where=${enc('"abc"')}`,
    `where=${enc('1')}`,
    `where=${enc('null')}`,
    `where=${enc(JSON.stringify({ or: [{ and: [{ or: [{ [p1]: { equals: 'x' } }] }] }] }))}`,
    `where[${p1}][equals]=a&where[${p1}][equals]=b`,
    `where=${enc(`{"${p1}":{"equals":"a"}}`)}&where=${enc(`{"${p1}":{"equals":"b"}}`)}`,
    `where=${enc(`{"${p1}":{"equals":"a"}}`)}&where[${p1}][equals]=b`,
  ])
    add(where)

  for (const sort of [
    'nope',
    '-nope',
    `${p1},${p2}`,
    `${p1},-${p2}`,
    `-nope,${p1}`,
    '',
    ',',
    `--${p1}`,
    ' ',
  ])
    add(`sort=${enc(sort)}`)
  add(`sort[0]=${p1}&sort[1]=-${p2}`)
  add(`sort[x]=${p1}`)
  add(`sort=${p1}&sort=${p2}`)

  for (const select of ['select[nope]=true', 'select=true', `select[${p1}]=abc`, 'select='])
    add(select)
  for (const slug of target.related) {
    const first = payload.config.collections
      .find((c) => c.slug === slug)
      ?.flattenedFields.find((f) => f.type === 'text')?.name
    add(`populate[${slug}][${first ?? 'id'}]=true&depth=1`)
    add(`populate[${slug}][nope]=true&depth=1`)
    add(`populate[${slug}]=true&depth=1`)
  }
  for (const populate of ['populate[nope][x]=true', 'populate=abc', 'populate[media][x][y]=true'])
    add(`${populate}&depth=1`)

  const reads = readParams(p1, p2)
  for (const query of reads) add(query)
  if (target.byId) for (const query of reads) urls.push(`${target.byId}?${query}`)
  return urls
}

/** depth, locale, fallback-locale, limit, page, draft, trash, pagination: edge values, repeats. */
function readParams(p1: string, p2: string): string[] {
  const queries: string[] = []
  for (const depth of ['0', '1', '10', '11', '-1', 'abc', '', '1e1', '2.5'])
    queries.push(`depth=${enc(depth)}`)
  for (const locale of ['en', 'es', 'all', '*', 'xx', '', 'EN', 'en-US'])
    queries.push(`locale=${enc(locale)}`)
  for (const fallback of ['en', 'es', 'none', 'null', 'false', 'xx', '', 'all'])
    queries.push(`fallback-locale=${enc(fallback)}&locale=es`)
  for (const name of ['limit', 'page'])
    for (const value of ['0', '1', '-1', '2147483647', '2147483648', '1e3', 'abc', ''])
      queries.push(`${name}=${enc(value)}`)
  for (const [name, values] of [
    ['draft', ['true', 'false', 'abc', '']],
    ['trash', ['true', 'abc']],
    ['pagination', ['false', 'true', 'abc']],
  ] as const)
    for (const value of values) queries.push(`${name}=${value}`)
  queries.push(
    'limit=1&limit=2',
    'page=1&page=2',
    `sort=${p1}&sort=${p2}`,
    'locale=en&locale=es',
    'depth=0&depth=1',
    'fallback-locale=en&fallback-locale=es',
    'draft=true&draft=false',
    'limit[x]=1',
    'depth[]=1',
    'locale[x]=en',
    'limit=0&page=2147483647',
    'limit=2147483647&page=2147483647',
  )
  return queries
}

/** Why an answer is wrong, or null: never a 5xx, a 4xx says what is wrong, no generic text. */
function problemWith(res: Awaited<ReturnType<typeof api>>): string | null {
  if (res.status >= 500) return `${res.status} ${res.text.slice(0, 200)}`
  if (/Something went wrong/i.test(res.text)) return `${res.status} says "Something went wrong"`
  if (res.status >= 400) {
    const message = res.json?.errors?.[0]?.message
    if (typeof message !== 'string' || !message)
      return `${res.status} without errors[0].message: ${res.text.slice(0, 200)}`
  }
  if (res.status === 200 && (res.json === null || typeof res.json !== 'object'))
    return `200 without a JSON body: ${res.text.slice(0, 200)}`
  return null
}

/** What Payload logged as an error: the message, its cause (the database's words) and where. */
function describeLogged(args: unknown[]): string {
  const first = args[0] as { err?: unknown } | undefined
  const error = first && typeof first === 'object' && 'err' in first ? first.err : first
  if (!(error instanceof Error)) return JSON.stringify(args).slice(0, 300)
  const cause = error.cause instanceof Error ? `${error.cause.message} — ` : ''
  const at =
    error.stack
      ?.split('\n')
      .find((line) => /node_modules/.test(line))
      ?.trim() ?? ''
  return `${cause}${error.message.slice(0, 160)} ${at}`
}

/**
 * Payload's error log, kept instead of printed while `run` runs: the matrix would print a stack
 * for every 5xx, thousands of lines that hide the summary.
 */
async function capturingErrors<T>(run: (logged: string[]) => Promise<T>): Promise<T> {
  const logger = payload.logger as unknown as { error: (...args: unknown[]) => void }
  const original = logger.error
  const logged: string[] = []
  logger.error = (...args: unknown[]) => void logged.push(describeLogged(args))
  try {
    return await run(logged)
  } finally {
    logger.error = original
  }
}

const shown = (url: string) => url.replace(LONG, `x…(${LONG.length})`)

/**
 * Runs every request (a few at a time) and returns the failing ones, described; the first few
 * are asked again one by one to name what Payload logged for them.
 */
async function failuresOf(
  urls: string[],
  headers: Record<string, string> = {},
  concurrency = 4,
): Promise<string[]> {
  const failing: { url: string; problem: string }[] = []
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]
      let problem: string | null
      try {
        problem = problemWith(await api('GET', url, { headers }))
      } catch (error) {
        problem = `threw ${(error as Error).stack?.slice(0, 400)}`
      }
      if (problem) failing.push({ url, problem })
    }
  }
  await capturingErrors(() => Promise.all(Array.from({ length: concurrency }, worker)))
  return capturingErrors(async (logged) => {
    const described: string[] = []
    for (const [i, { url, problem }] of failing.entries()) {
      let cause = ''
      if (i < 30) {
        logged.length = 0
        await api('GET', url, { headers }).catch(() => undefined)
        cause = logged.length ? `\n    logged: ${logged[0]}` : ''
      }
      described.push(`GET ${shown(url)} → ${problem}${cause}`)
    }
    return described
  })
}

/** Whether an anonymous visitor may read the collection at all (its read access, asked). */
async function visitorCanRead(collection: SanitizedCollectionConfig) {
  const read = collection.access?.read
  if (!read) return false
  const req = { user: null, payload, headers: new Headers() } as unknown as PayloadRequest
  try {
    return (await read({ req })) !== false
  } catch {
    return false
  }
}

const relatedOf = (fields: FlattenedField[]): string[] => {
  const slugs = new Set<string>()
  const walk = (list: FlattenedField[]) => {
    for (const f of list) {
      if ((f.type === 'relationship' || f.type === 'upload') && !Array.isArray(f.relationTo))
        slugs.add(f.relationTo)
      if (f.type === 'group' || f.type === 'array' || f.type === 'tab') walk(f.flattenedFields)
      if (f.type === 'blocks')
        for (const b of f.blocks) if (typeof b !== 'string') walk(b.flattenedFields)
    }
  }
  walk(fields)
  return [...slugs]
}

async function collectionTarget(collection: SanitizedCollectionConfig): Promise<Target> {
  const first = await payload.find({
    collection: collection.slug as CollectionSlug,
    limit: 1,
    depth: 0,
    overrideAccess: false,
    select: {},
  })
  const id = first.docs[0]?.id
  return {
    name: collection.slug,
    base: `/api/${collection.slug}`,
    fields: collection.flattenedFields,
    byId: id === undefined ? undefined : `/api/${collection.slug}/${id}`,
    related: relatedOf(collection.flattenedFields),
  }
}

const globalTarget = (global: SanitizedGlobalConfig): Target => ({
  name: `globals/${global.slug}`,
  base: `/api/globals/${global.slug}`,
  fields: global.flattenedFields,
  related: relatedOf(global.flattenedFields),
})

/** The collections an anonymous visitor may read, as their read access answers. */
const visitorCollections: SanitizedCollectionConfig[] = []
for (const collection of payload.config.collections)
  if (await visitorCanRead(collection)) visitorCollections.push(collection)

beforeAll(async () => {
  // The guard logs each refusal (info): thousands here.
  payload.logger.level = 'warn'
  await seed(payload)
}, 300_000)

const MATRIX_TIMEOUT = 600_000

describe('the query matrix, generated from the config: never a 5xx', () => {
  it('covers every collection a visitor can read, and the globals', () => {
    const slugs = visitorCollections.map((c) => c.slug)
    expect(slugs).toEqual(
      expect.arrayContaining(['pages', 'crisis-resources', 'menus', 'reports', 'media']),
    )
    expect(slugs).not.toContain('users')
    expect(payload.config.globals.map((g) => g.slug)).toContain('site-settings')
  })

  const checkTarget = async (target: Target, drafts: boolean) => {
    const started = Date.now()
    const paths = fieldPaths(payload.config, target.fields, drafts)
    const urls = matrix(target, paths)
    const failures = await failuresOf(urls)
    console.info(
      `${target.name}: ${paths.length} paths, ${urls.length} requests, ${failures.length} failing, ${Math.round((Date.now() - started) / 1000)} s`,
    )
    expect(failures, `${failures.length} of ${urls.length}:\n${failures.join('\n')}`).toEqual([])
  }

  for (const collection of visitorCollections)
    it(
      `collection ${collection.slug}`,
      async () =>
        checkTarget(await collectionTarget(collection), Boolean(collection.versions?.drafts)),
      MATRIX_TIMEOUT,
    )

  for (const global of payload.config.globals)
    it(
      `global ${global.slug}`,
      () => checkTarget(globalTarget(global), Boolean(global.versions?.drafts)),
      MATRIX_TIMEOUT,
    )

  it(
    'team-only collection users, asked by a visitor',
    async () => {
      const users = payload.config.collections.find((c) => c.slug === 'users')!
      await checkTarget(
        {
          name: 'users',
          base: '/api/users',
          fields: users.flattenedFields,
          byId: '/api/users/1',
          related: [],
        },
        false,
      )
    },
    MATRIX_TIMEOUT,
  )
})

describe('a signed-in editor: drafts and versions, never a 5xx', () => {
  let cookie = ''
  let editorId: number | string
  beforeAll(async () => {
    const email = `matrix-editor-${Math.random().toString(36).slice(2, 8)}@example.org`
    const password = 'matrix-editor-password-1'
    const user = await payload.create({
      collection: 'users',
      data: { name: 'Matrix editor', email, password, role: 'editor' },
      overrideAccess: true,
    })
    editorId = user.id
    const login = await api('POST', '/api/users/login', {
      body: { email, password },
      headers: { Origin: SITE, 'X-Forwarded-For': '198.51.100.201' },
    })
    expect(login.status).toBe(200)
    cookie = cookieOf(login.headers)
  })
  afterAll(async () => {
    await payload.delete({ collection: 'users', id: editorId, overrideAccess: true })
  })

  // Team members read drafts (the versions tables) and the versions routes, where paths are
  // `version.<field>`: each path with each operator and a plausible value, and each sort.
  it(
    'every collection with drafts',
    async () => {
      const drafted = payload.config.collections.filter((c) => c.versions?.drafts)
      expect(drafted.map((c) => c.slug)).toEqual(
        expect.arrayContaining(['pages', 'crisis-resources', 'reports']),
      )
      const failures: string[] = []
      let count = 0
      for (const collection of drafted) {
        const paths = fieldPaths(payload.config, collection.flattenedFields, true)
        const urls: string[] = []
        for (const { path, field } of paths) {
          const value = enc(plausible(field))
          for (const operator of OPERATORS) {
            urls.push(`/api/${collection.slug}?draft=true&where[${path}][${operator}]=${value}`)
            urls.push(
              `/api/${collection.slug}/versions?where[version.${path}][${operator}]=${value}`,
            )
          }
          urls.push(`/api/${collection.slug}?draft=true&sort=${path}&limit=3`)
          urls.push(`/api/${collection.slug}?draft=true&sort=-${path}&locale=all&limit=3`)
          urls.push(`/api/${collection.slug}/versions?sort=version.${path}&limit=3`)
        }
        for (const query of [
          'where[parent][equals]=1',
          'where[latest][equals]=true',
          'sort=-updatedAt',
        ])
          urls.push(`/api/${collection.slug}/versions?${query}`)
        count += urls.length
        failures.push(...(await failuresOf(urls, { Cookie: cookie })))
      }
      expect(failures, `${failures.length} of ${count}:\n${failures.join('\n')}`).toEqual([])
    },
    MATRIX_TIMEOUT,
  )
})

describe('the matrix finds the right documents', () => {
  it('where[slug][equals]=about gives the about page', async () => {
    const res = await api('GET', '/api/pages?where[slug][equals]=about&depth=0')
    expect(res.status).toBe(200)
    const docs = res.json?.docs as { slug: string }[]
    expect(docs.map((d) => d.slug)).toEqual(['about'])
    const json = await api('GET', `/api/pages?where=${enc('{"slug":{"equals":"about"}}')}&depth=0`)
    expect((json.json?.docs as { slug: string }[]).map((d) => d.slug)).toEqual(['about'])
  })

  it('where[priority][equals]=critical gives only critical lines', async () => {
    const res = await api('GET', '/api/crisis-resources?where[priority][equals]=critical&limit=0')
    expect(res.status).toBe(200)
    const docs = res.json?.docs as { priority: string }[]
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((d) => d.priority === 'critical')).toBe(true)
    const all = await payload.count({
      collection: 'crisis-resources',
      where: { priority: { equals: 'critical' }, _status: { equals: 'published' } },
      overrideAccess: true,
    })
    expect(docs.length).toBe(all.totalDocs)
  })

  it('where[title][like] finds a seeded page by a word of its title', async () => {
    const about = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'about' } },
      overrideAccess: true,
      depth: 0,
    })
    const word = about.docs[0].title.split(/\s+/).find((w) => w.length > 3)!
    const res = await api('GET', `/api/pages?where[title][like]=${enc(word)}&depth=0&limit=0`)
    expect(res.status).toBe(200)
    expect((res.json?.docs as { slug: string }[]).map((d) => d.slug)).toContain('about')
  })

  it('sort=displayOrder gives the lines in ascending order, -displayOrder descending', async () => {
    for (const [sort, direction] of [
      ['displayOrder', 1],
      ['-displayOrder', -1],
    ] as const) {
      const res = await api('GET', `/api/crisis-resources?sort=${sort}&limit=0&depth=0`)
      expect(res.status).toBe(200)
      const orders = (res.json?.docs as { displayOrder: number }[]).map((d) => d.displayOrder)
      expect(orders.length).toBeGreaterThan(1)
      expect(orders).toEqual([...orders].sort((a, b) => (a - b) * direction))
    }
  })

  it('a visitor never gets drafts, whatever the query says', async () => {
    const res = await api('GET', '/api/pages?where[_status][equals]=draft&draft=true&limit=0')
    expect(res.status).toBe(200)
    for (const doc of res.json?.docs as { _status: string }[]) expect(doc._status).toBe('published')
  })

  it('users asked by a visitor: refused, nothing listed', async () => {
    const res = await api('GET', '/api/users?where[email][like]=example')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.text).not.toContain('@example')
  })
})

describe('what the guard refuses, it names: the parameter and why', () => {
  it('operators and values a field cannot take: 400 with the reason', async () => {
    const cases: [string, RegExp][] = [
      ['/api/crisis-resources?where[priority][like]=crit', /"like" does not work on priority/],
      ['/api/crisis-resources?where[priority][equals]=urgent', /priority takes one of critical/],
      ['/api/pages?where[createdAt][like]=2024', /"like" does not work on createdAt/],
      ['/api/pages?where[createdAt][equals]=99999-01-01', /createdAt takes a date/],
      ['/api/pages?where[seo.noIndex][equals]=maybe', /seo.noIndex takes true or false/],
      ['/api/pages?where[title][all]=a', /"all" is not supported for title/],
      ['/api/pages?where[title][like][0]=a', /title takes text/],
      ['/api/pages?where[seo.image][equals]=abc', /seo.image takes whole numbers/],
      ['/api/pages?where[seo.image.id][like]=abc', /seo.image.id takes whole numbers/],
      ['/api/pages?where[layout.blockType][equals]=nope', /layout.blockType takes one block/],
      ['/api/pages?where[layout.form.title][equals]=x', /title is translated/],
      ['/api/pages?where[layout][exists]=true', /layout holds blocks/],
      ['/api/pages?where[layout.actions][exists]=true', /list inside blocks/],
      ['/api/pages?where[title][exists]=maybe', /"exists" takes true or false/],
      ['/api/pages?where[layout.content.root][in]=abc', /in on layout.content.root takes a list/],
      ['/api/pages?where[OR][0][createdAt][like]=a', /"like" does not work on createdAt/],
      ['/api/pages?draft=true&where[layout.id][equals]=x', /with draft=true/],
      ['/api/crisis-resources?where[verification][equals]=x', /worked out when a document/],
      ['/api/pages?sort=layout.id', /sort: layout.id is the id of a block/],
      ['/api/pages?sort=-layout', /sort: layout holds structured content/],
      ['/api/menus?sort=sections.items.external', /sort: .* is a checkbox in a list/],
      ['/api/pages?sort=__proto__', /sort: "__proto__" is a reserved word/],
    ]
    const wrong: string[] = []
    for (const [path, message] of cases) {
      const res = await api('GET', path)
      const said = res.json?.errors?.[0]?.message ?? ''
      if (res.status !== 400 || !message.test(said)) wrong.push(`${path} → ${res.status} ${said}`)
    }
    expect(wrong).toEqual([])
  })

  it('the same fields asked what they can answer: 200', async () => {
    const paths = [
      '/api/pages?where[layout.blockType][in][0]=hero&where[layout.blockType][in][1]=faq',
      '/api/pages?where[createdAt][greater_than]=2020-01-01',
      '/api/pages?where[seo.noIndex][equals]=false',
      '/api/pages?where[seo.image][exists]=false',
      '/api/pages?where[layout.image.alt][like]=a',
      '/api/pages?where[layout.content.root.children.text][like]=privacy',
      '/api/pages?sort=layout.heading',
      '/api/crisis-resources?where[priority][in]=critical,high',
      '/api/crisis-resources?where[lastVerified][equals]=null',
      '/api/crisis-resources?where[hours.weekly.day][equals]=monday',
      // The collection answers its tags itself (a value not in the list finds nothing).
      '/api/crisis-resources?where[specialization][in]=not-a-tag',
      '/api/menus?where[sections.items.external][equals]=true',
    ]
    const wrong: string[] = []
    for (const path of paths) {
      const res = await api('GET', `${path}&depth=0`)
      if (res.status !== 200) wrong.push(`${path} → ${res.status} ${res.text.slice(0, 160)}`)
    }
    expect(wrong).toEqual([])
  })
})
