import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '@domain/rate-limit'
import { prototypesIntact } from '../../endpoints/health'
import { seed } from '../../src/seed'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE, type ApiResult } from '../helpers/rest'

/**
 * Prototype pollution through the REST API: every spelling of __proto__ / constructor /
 * prototype — in a query key (bracketed, dotted, %-escaped once, twice, in capitals), in a JSON
 * `where`, in the body of every kind of write (JSON, form post, multipart `_payload`) — answers a
 * 4xx, and afterwards the process is as it was: no prototype gained a property, a plain read,
 * a sign-in and the health check still answer. Requests go through the real route module.
 */
let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
let ipCounter = 0
const nextIp = () => `203.0.113.${(++ipCounter % 250) + 1}`

const PROTOTYPES = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
}
/** Names a polluter would set to change how Payload treats every object it builds. */
const WATCHED = [
  'x',
  'polluted',
  'overrideAccess',
  'showHiddenFields',
  'equals',
  'isAdmin',
  'role',
  'admin',
  'user',
  'disableErrors',
  'draft',
  'depth',
]
let ownNamesBefore: Record<string, string[]>

/** What the corpus changed on the shared prototypes (nothing, when the guard holds). */
function pollution(): string[] {
  const found: string[] = []
  for (const [name, proto] of Object.entries(PROTOTYPES)) {
    const added = Object.getOwnPropertyNames(proto).filter((k) => !ownNamesBefore[name].includes(k))
    if (added.length) found.push(`${name}.prototype gained ${added.join(', ')}`)
    for (const key in proto) found.push(`${name}.prototype has an enumerable ${key}`)
  }
  const plain: Record<string, unknown> = {}
  for (const key in plain) found.push(`for…in over {} yields ${key}`)
  const list = [] as unknown as Record<string, unknown>
  const fn = function () {} as unknown as Record<string, unknown>
  for (const name of WATCHED)
    if (plain[name] !== undefined || list[name] !== undefined || fn[name] !== undefined)
      found.push(`every object has "${name}"`)
  if (!prototypesIntact()) found.push('health.prototypesIntact() is false')
  return found
}

let editor: { id: number; email: string; password: string }
let editorCookie: string
/** Signed in, so what the guard lets through reaches Payload (a visitor's read is a 403 anyway). */
const team = () => ({ Cookie: editorCookie, Origin: SITE })
let pageId: number

async function signIn(email: string, password: string) {
  return api('POST', '/api/users/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': nextIp(), Origin: SITE },
  })
}

/** After each request of the corpus: the process still serves, and nothing was polluted. */
async function processStillServes(): Promise<string[]> {
  const problems = pollution()
  resetRateLimits()
  const read = await api('GET', '/api/pages?limit=1', { headers: team() })
  if (read.status !== 200 || (read.json?.docs as unknown[] | undefined)?.length !== 1)
    problems.push(`GET /api/pages?limit=1 answered ${read.status} ${read.text.slice(0, 120)}`)
  // The token comes as the session cookie (the answer's body carries none).
  const login = await signIn(editor.email, editor.password)
  if (login.status !== 200 || !/^payload-token=[^;\s]+/.test(cookieOf(login.headers)))
    problems.push(`sign-in answered ${login.status} without a session token`)
  const health = await api('GET', '/api/health')
  if (health.status !== 200 || health.json?.status !== 'healthy')
    problems.push(`health answered ${health.status} ${health.text.slice(0, 160)}`)
  return problems
}

/** Why an answer to a corpus request is wrong: it must be a 4xx that says what is wrong. */
function notRefused(res: ApiResult): string | null {
  if (res.status < 400 || res.status >= 500)
    return `answered ${res.status} ${res.text.slice(0, 160)}`
  if (typeof res.json?.errors?.[0]?.message !== 'string')
    return `${res.status} without errors[0].message: ${res.text.slice(0, 160)}`
  return null
}

type Attempt = { label: string; send: () => Promise<ApiResult> }

/**
 * Sends each attempt and checks the prototypes after it (so a polluter is named), then, once all
 * are sent, that the process still serves a read, a sign-in and the health check (a sign-in
 * after every attempt made this file 40 s, and what it would catch stays caught: pollution and a
 * broken process last). Returns every failure, described.
 */
async function failuresOf(attempts: Attempt[]): Promise<string[]> {
  const failures: string[] = []
  for (const { label, send } of attempts) {
    const problem = notRefused(await send())
    if (problem) failures.push(`${label}: ${problem}`)
    for (const after of pollution()) failures.push(`${label}, afterwards: ${after}`)
    // Each attempt meets the guard, never a per-address limit the ones before it used up.
    resetRateLimits()
  }
  for (const after of await processStillServes())
    failures.push(`after all ${attempts.length}: ${after}`)
  return failures
}

const expectNoFailures = (failures: string[], count: number) =>
  expect(failures, `${failures.length} failing of ${count}:\n${failures.join('\n')}`).toEqual([])

beforeAll(async () => {
  ownNamesBefore = Object.fromEntries(
    Object.entries(PROTOTYPES).map(([name, proto]) => [name, Object.getOwnPropertyNames(proto)]),
  )
  payload = await testPayload()
  await seed(payload)
  const password = `proto-editor-password-${run}`
  const email = `proto-editor-${run}@example.org`
  const user = await payload.create({
    collection: 'users',
    data: { name: 'Prototype editor', email, password, role: 'editor' },
    overrideAccess: true,
  })
  editor = { id: user.id as number, email, password }
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: 'Prototype test page',
      slug: `prototype-test-${run}`,
      layout: [{ blockType: 'hero', heading: 'Prototype test' }],
      _status: 'published',
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  pageId = page.id as number
  resetRateLimits()
  const login = await signIn(email, password)
  expect(login.status).toBe(200)
  editorCookie = cookieOf(login.headers)
}, 300_000)

afterAll(async () => {
  await payload.delete({
    collection: 'pages',
    id: pageId,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
})

beforeEach(() => {
  resetRateLimits()
})

/** Query keys naming a prototype key, in every spelling a parser could turn into one. */
const QUERY_CORPUS = [
  '__proto__[polluted]=1',
  '__proto__=1',
  '__proto__[overrideAccess]=true',
  '__proto__.polluted=1',
  'constructor[prototype][polluted]=1',
  'constructor.prototype.polluted=1',
  '%5F%5Fproto%5F%5F[polluted]=1',
  '__pro%74o__[polluted]=1',
  '__proto__%5Bpolluted%5D=1',
  '%255F%255Fproto%255F%255F[polluted]=1',
  '%25255F%25255Fproto%25255F%25255F[polluted]=1',
  '__PROTO__[polluted]=1',
  'Constructor[Prototype][polluted]=1',
  'where[__proto__][equals]=1',
  'where[__proto__][polluted]=1',
  'where%5B__proto__%5D%5Bequals%5D=1',
  'where[or][0][__proto__][polluted]=1',
  'where[and][0][constructor][prototype][polluted]=1',
  'where[title][__proto__]=1',
  'where[title][equals][__proto__]=1',
  'where[title.__proto__][equals]=1',
  'sort[__proto__]=1',
  'sort=__proto__',
  'sort=-constructor.prototype',
  'select[__proto__][polluted]=true',
  'select[title][__proto__]=true',
  'populate[constructor][prototype][polluted]=1',
  'populate[__proto__][polluted]=true',
  'depth[__proto__]=1',
  'locale[__proto__]=en',
  'draft[constructor]=true',
  'anything[__proto__][polluted]=1',
  'a[b][c][__proto__][polluted]=1',
]

/** `where` as JSON: prototype keys plain, nested, in `or`, and written with JSON escapes. */
const JSON_WHERE_CORPUS = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"\\u005f_proto__":{"polluted":1}}',
  '{"\\u005F\\u005Fproto\\u005F\\u005F":{"polluted":1}}',
  '{"\\u0063onstructor":{"prototype":{"polluted":1}}}',
  '{"or":[{"__proto__":{"polluted":1}}]}',
  '{"and":[{"or":[{"title":{"constructor":{"prototype":{"polluted":1}}}}]}]}',
  '{"title":{"equals":{"__proto__":{"polluted":1}}}}',
  '{"title":{"equals":"x"},"__proto__":{"overrideAccess":true}}',
  '{"title":{"__proto__":{"polluted":1}}}',
]

describe('prototype keys in the query: 4xx, and the process is untouched', () => {
  it('query keys, on a collection, a document and a global', async () => {
    const attempts = QUERY_CORPUS.flatMap((query) =>
      ['/api/pages', `/api/pages/${pageId}`, '/api/globals/site-settings'].map((base) => ({
        label: `GET ${base}?${query}`,
        send: () => api('GET', `${base}?${query}`, { headers: team() }),
      })),
    )
    expectNoFailures(await failuresOf(attempts), attempts.length)
  })

  it('JSON where (and data), also with JSON escapes', async () => {
    const attempts = JSON_WHERE_CORPUS.flatMap((json) => [
      {
        label: `GET /api/pages?where=${json}`,
        send: () => api('GET', `/api/pages?where=${encodeURIComponent(json)}`, { headers: team() }),
      },
      {
        label: `GET /api/crisis-resources?where=${json}`,
        send: () =>
          api('GET', `/api/crisis-resources?where=${encodeURIComponent(json)}`, {
            headers: team(),
          }),
      },
      {
        label: `GET /api/pages?data=${json}`,
        send: () => api('GET', `/api/pages?data=${encodeURIComponent(json)}`, { headers: team() }),
      },
    ])
    expectNoFailures(await failuresOf(attempts), attempts.length)
  })

  it('path segments naming a prototype key', async () => {
    const paths = [
      '/api/__proto__',
      '/api/pages/__proto__',
      '/api/pages/constructor',
      '/api/globals/__proto__',
      '/api/globals/constructor',
      '/api/pages/%5F%5Fproto%5F%5F',
      '/api/media/file/__proto__',
      '/api/media/file/prototype.png',
    ]
    const attempts = paths.map((path) => ({
      label: `GET ${path}`,
      send: () => api('GET', path, { headers: team() }),
    }))
    expectNoFailures(await failuresOf(attempts), attempts.length)
  })
})

const CONTACT =
  '"name":"Proto Tester","email":"proto@example.org","topic":"General question","message":"Hello","consent":true'
const CONTACT_FORM =
  'name=Proto+Tester&email=proto%40example.org&topic=General+question&message=Hello&consent=on'
/** JSON bodies with a prototype key: at the top, nested, escaped. `{…}` is filled per endpoint. */
const jsonBodies = (fields: string) => [
  `{${fields},"__proto__":{"polluted":1}}`,
  `{${fields},"constructor":{"prototype":{"polluted":1}}}`,
  `{${fields},"\\u005f_proto__":{"polluted":1}}`,
  `{"__proto__":{"overrideAccess":true},${fields}}`,
  `{${fields},"nested":{"deeper":{"__proto__":{"polluted":1}}}}`,
  `{${fields},"list":[{"__proto__":{"polluted":1}}]}`,
  `{${fields},"prototype":{"polluted":1}}`,
]

const json = (method: 'POST' | 'PATCH', path: string, raw: string, headers = {}) => ({
  label: `${method} ${path} ${raw}`,
  send: () =>
    api(method, path, { raw, headers: { 'X-Forwarded-For': nextIp(), Origin: SITE, ...headers } }),
})

const formPost = (path: string, raw: string) => ({
  label: `POST ${path} (form) ${raw}`,
  send: () =>
    api('POST', path, {
      raw,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': nextIp(),
        Origin: SITE,
      },
    }),
})

const multipart = (
  method: 'POST' | 'PATCH',
  path: string,
  fields: Record<string, string>,
  headers = {},
) => ({
  label: `${method} ${path} (multipart) ${JSON.stringify(fields)}`,
  send: () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    if (path === '/api/media')
      form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'proto.png')
    return api(method, path, {
      body: form,
      headers: { 'X-Forwarded-For': nextIp(), Origin: SITE, ...headers },
    })
  },
})

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe('prototype keys in the body of a write: 4xx, and the process is untouched', () => {
  it('the site forms: JSON, form post and multipart', async () => {
    const attempts = [
      ...jsonBodies(CONTACT).map((raw) => json('POST', '/api/forms/contact', raw)),
      ...[
        `__proto__[polluted]=1&${CONTACT_FORM}`,
        `constructor[prototype][polluted]=1&${CONTACT_FORM}`,
        `%5F%5Fproto%5F%5F[polluted]=1&${CONTACT_FORM}`,
        `__proto__%5Bpolluted%5D=1&${CONTACT_FORM}`,
        `name[__proto__][polluted]=1&${CONTACT_FORM}`,
      ].map((raw) => formPost('/api/forms/contact', raw)),
      multipart('POST', '/api/forms/contact', { '__proto__[polluted]': '1', name: 'Proto' }),
      multipart('POST', '/api/forms/volunteer', { 'constructor[prototype][polluted]': '1' }),
    ]
    expectNoFailures(await failuresOf(attempts), attempts.length)
  })

  it('crisis counts, error reports and sign-in', async () => {
    const attempts = [
      ...jsonBodies('"event":"dialog-open"').map((raw) => json('POST', '/api/crisis-counts', raw)),
      ...jsonBodies('"message":"Proto","source":"client","path":"/"').map((raw) =>
        json('POST', '/api/client-errors', raw),
      ),
      ...jsonBodies(`"email":"${'proto-nobody'}@example.org","password":"not-the-password"`).map(
        (raw) => json('POST', '/api/users/login', raw),
      ),
    ]
    expectNoFailures(await failuresOf(attempts), attempts.length)
  })

  it('a signed-in editor saving a page, an upload and the settings', async () => {
    const session = () => ({ Cookie: editorCookie })
    const page = `/api/pages/${pageId}`
    const attempts = [
      ...jsonBodies('"title":"Proto"').map((raw) => json('PATCH', page, raw, session())),
      json(
        'PATCH',
        page,
        '{"layout":[{"blockType":"hero","heading":"H","__proto__":{"polluted":1}}]}',
        session(),
      ),
      json('PATCH', page, '{"seo":{"\\u005f_proto__":{"polluted":1}}}', session()),
      json('PATCH', '/api/globals/site-settings', '{"__proto__":{"polluted":1}}', session()),
      multipart(
        'PATCH',
        page,
        { _payload: '{"title":"Proto","__proto__":{"polluted":1}}' },
        session(),
      ),
      multipart(
        'PATCH',
        page,
        { _payload: '{"constructor":{"prototype":{"polluted":1}}}' },
        session(),
      ),
      multipart(
        'POST',
        '/api/media',
        { _payload: '{"alt":"Proto","__proto__":{"polluted":1}}' },
        session(),
      ),
      multipart('POST', '/api/media', { 'constructor[prototype][polluted]': '1' }, session()),
    ]
    expectNoFailures(await failuresOf(attempts), attempts.length)
    const stored = await payload.findByID({ collection: 'pages', id: pageId, overrideAccess: true })
    expect(stored.title).toBe('Prototype test page')
  })
})

describe('the words themselves, as text, are not refused', () => {
  it('a value naming __proto__ is just text: read, saved, submitted', async () => {
    const read = await api('GET', '/api/pages?where[title][equals]=__proto__', { headers: team() })
    expect(read.status).toBe(200)
    expect(read.json?.docs).toEqual([])

    const title = 'About __proto__, constructor and prototype'
    const save = await api('PATCH', `/api/pages/${pageId}`, {
      body: { title },
      headers: { Cookie: editorCookie, Origin: SITE },
    })
    expect(save.status, save.text.slice(0, 200)).toBe(200)
    const stored = await payload.findByID({ collection: 'pages', id: pageId, overrideAccess: true })
    expect(stored.title).toBe(title)

    const form = await api('POST', '/api/forms/contact', {
      raw: CONTACT_FORM.replace('Hello', encodeURIComponent('What is __proto__?')),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': nextIp(),
      },
    })
    expect(form.status, form.text.slice(0, 200)).toBe(200)
    expect(form.json?.ok).toBe(true)
    expect(pollution()).toEqual([])
  })
})
