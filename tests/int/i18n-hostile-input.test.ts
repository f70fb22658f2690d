import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '@domain/rate-limit'
import { prototypesIntact } from '../../endpoints/health'
import { testPayload } from '../helpers/payload'
import { paragraph } from '../helpers/lexical'
import { api, cookieOf, SITE, type ApiResult } from '../helpers/rest'

/**
 * Hostile input to what issues 41 and 42 added, through the real route module: the edit screen's
 * translation endpoint (GET /api/{pages,stories}/:id/translation) and a picture's description
 * (alt), now written per language. Every answer is a 4xx that says what is wrong, or the normal
 * answer — never a 500 — no prototype gains a property, and what was stored stays.
 */
let payload: Payload
const run = randomBytes(3).toString('hex')
const ctx = { disableRevalidate: true }
let editorId: number
let cookie = ''
let storyId: number
let pageId: number
let mediaId: number
const team = () => ({ Cookie: cookie, Origin: SITE })

const ENGLISH_ALT = `A volunteer hands out flyers ${run}`
const SPANISH_ALT = `Una voluntaria reparte folletos ${run}`

/** Ids that are not a document's: prototype names, encodings, NUL, huge, repeats, signs. */
const HOSTILE_IDS = [
  '__proto__',
  'constructor',
  'prototype',
  '%5F%5Fproto%5F%5F',
  '%255F%255Fproto%255F%255F',
  '1%00',
  '%00',
  '1%2F..%2F2',
  '%E0%A4%A',
  '1e3',
  '-1',
  '0x10',
  '1.5',
  '%201',
  '9'.repeat(5000),
  '99999999999999999999',
  '2147483648',
  '0',
]

/** A 4xx whose JSON says what is wrong (ours: `message`; Payload's: `errors[0].message`). */
function refusal(res: ApiResult): string | null {
  if (res.status < 400 || res.status >= 500)
    return `answered ${res.status} ${res.text.slice(0, 160)}`
  const said = res.json?.message ?? res.json?.errors?.[0]?.message
  return typeof said === 'string' && said
    ? null
    : `${res.status} says nothing: ${res.text.slice(0, 160)}`
}

const stored = async () => {
  const read = (locale: 'en' | 'es') =>
    payload.findByID({ collection: 'media', id: mediaId, locale, overrideAccess: true, depth: 0 })
  const [en, es] = await Promise.all([read('en'), read('es')])
  return { en: en.alt, es: es.alt }
}

beforeAll(async () => {
  payload = await testPayload()
  const email = `hostile-translator-${run}@example.org`
  const password = `hostile-translator-password-${run}`
  const editor = await payload.create({
    collection: 'users',
    data: { name: 'Hostile translator', email, password, role: 'editor' },
    overrideAccess: true,
  })
  editorId = editor.id
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: `Hostile page ${run}`,
      slug: `hostile-page-${run}`,
      layout: [{ blockType: 'hero', heading: `Hostile ${run}` }],
      _status: 'published',
    },
    overrideAccess: true,
    context: ctx,
  })
  pageId = page.id
  const category = await payload.create({
    collection: 'categories',
    data: { name: `Hostile ${run}`, slug: `hostile-${run}` },
    overrideAccess: true,
    context: ctx,
  })
  const story = await payload.create({
    collection: 'stories',
    data: {
      title: `Hostile story ${run}`,
      slug: `hostile-story-${run}`,
      summary: 'A story for hostile requests.',
      body: paragraph('Its body.') as never,
      categories: [category.id],
      _status: 'published',
    },
    overrideAccess: true,
    context: ctx,
  })
  storyId = story.id
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: ENGLISH_ALT },
    locale: 'en',
    file: { data: png, mimetype: 'image/png', name: `hostile-${run}.png`, size: png.length },
    overrideAccess: true,
    context: ctx,
  })
  mediaId = media.id
  await payload.update({
    collection: 'media',
    id: mediaId,
    locale: 'es',
    data: { alt: SPANISH_ALT },
    overrideAccess: true,
    context: ctx,
  })
  resetRateLimits()
  const login = await api('POST', '/api/users/login', {
    body: { email, password },
    headers: { Origin: SITE, 'X-Forwarded-For': '203.0.113.41' },
  })
  expect(login.status).toBe(200)
  cookie = cookieOf(login.headers)
}, 300_000)

afterAll(async () => {
  for (const [collection, id] of [
    ['media', mediaId],
    ['stories', storyId],
    ['pages', pageId],
    ['users', editorId],
  ] as const)
    if (id) await payload.delete({ collection, id, overrideAccess: true, context: ctx })
})

beforeEach(() => {
  resetRateLimits()
})

describe('the translation endpoint, given what is not an id', () => {
  it.each(['pages', 'stories'] as const)(
    'GET /api/%s/:id/translation refuses each with a 4xx',
    async (collection) => {
      const failures: string[] = []
      for (const id of HOSTILE_IDS) {
        const res = await api('GET', `/api/${collection}/${id}/translation`, { headers: team() })
        const problem = refusal(res)
        if (problem) failures.push(`${id.slice(0, 40)}: ${problem}`)
      }
      expect(failures).toEqual([])
      expect(prototypesIntact()).toBe(true)
      // Still answers the real one, and the query string changes nothing it says.
      const id = collection === 'pages' ? pageId : storyId
      const translation = `/api/${collection}/${id}/translation?locale=es`
      const plain = await api('GET', translation, { headers: team() })
      expect(plain.status).toBe(200)
      for (const query of ['&id=1&id=2', '&locale=en', '&draft=false', '&x=%00']) {
        const res = await api('GET', `${translation}${query}`, {
          headers: team(),
        })
        // The same answer, or the REST guard's 400 for a query it refuses (a repeated locale).
        if (res.status === 200) expect(res.json, query).toEqual(plain.json)
        else expect(refusal(res), query).toBeNull()
      }
    },
  )
})

describe("a picture's description per language, given hostile input", () => {
  const patch = (query: string, raw: string) =>
    api('PATCH', `/api/media/${mediaId}${query}`, { raw, headers: team() })

  it('refuses what it cannot store, naming the field, and keeps both languages', async () => {
    const attempts: [string, string, string][] = [
      ['?locale=es', JSON.stringify({ alt: 'x'.repeat(251) }), 'alt'],
      ['?locale=es', JSON.stringify({ alt: 'x'.repeat(100_000) }), 'alt'],
      ['?locale=es', JSON.stringify({ alt: `Con NUL\u0000 ${run}` }), 'alt'],
      ['?locale=es', JSON.stringify({ caption: `Con NUL\u0000 ${run}` }), 'caption'],
      ['?locale=es', `{"alt":"a","__proto__":{"alt":"polluted"}}`, '__proto__'],
      ['?locale=es', `{"alt":{"constructor":{"prototype":{"x":1}}}}`, 'prototype'],
      ['?locale=es', `{"alt":{"en":"English","es":"Español"}}`, 'Alt'],
      ['?locale=es', `{"alt":["uno","dos"]}`, 'Alt'],
      ['?locale[]=es', JSON.stringify({ alt: `Otra ${run}` }), 'locale'],
      ['?locale=__proto__', JSON.stringify({ alt: `Otra ${run}` }), 'locale'],
    ]
    const failures: string[] = []
    for (const [query, raw, named] of attempts) {
      const res = await patch(query, raw)
      const problem = refusal(res)
      if (problem) failures.push(`${query} ${raw.slice(0, 60)}: ${problem}`)
      else if (!res.text.includes(named))
        failures.push(
          `${query} ${raw.slice(0, 60)}: does not name ${named}: ${res.text.slice(0, 200)}`,
        )
    }
    expect(failures).toEqual([])
    expect(prototypesIntact()).toBe(true)
    expect(await stored()).toEqual({ en: ENGLISH_ALT, es: SPANISH_ALT })
  })

  it('stores the same description however its language is asked for, once per language', async () => {
    // A repeated locale, or one in capitals or unknown, is Payload's to read: it writes at most
    // one language, and never the other's text.
    for (const query of ['?locale=es&locale=es', '?locale=ES', '?locale=fr']) {
      const res = await patch(query, JSON.stringify({ alt: SPANISH_ALT }))
      expect(res.status, `${query} ${res.text.slice(0, 200)}`).toBeLessThan(500)
      expect(await stored(), query).toEqual({ en: ENGLISH_ALT, es: SPANISH_ALT })
    }
    const accents = `Voluntaria con café, “comillas” y emoji 🌈 ${run}`
    const res = await patch('?locale=es', JSON.stringify({ alt: accents }))
    expect(res.status).toBe(200)
    expect(await stored()).toEqual({ en: ENGLISH_ALT, es: accents })
  })
})
