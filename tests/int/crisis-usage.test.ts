import { sql } from '@payloadcms/db-postgres'
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CRISIS_USAGE_RATE_LIMIT } from '@domain/constants'
import { utcDay } from '@domain/crisis/usage'
import { resetRateLimits } from '@domain/rate-limit'
import { seed } from '../../src/seed'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { correctSeededMenuOrderAndPrivacy } from '../../src/seed/corrections/crisis-usage-2026-11'
import { CRISIS_COUNT_BULLET, seedPages } from '../../src/seed/content/pages'
import { testPayload } from '../helpers/payload'

/**
 * The anonymous crisis-help counts: POST /api/crisis-counts through the real REST route, one
 * row per UTC day, event and line, counted atomically; refusals, the rate limit, GPC/DNT, and
 * nothing about the person stored.
 */
type Route = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let route: Record<'GET' | 'POST', Route>
const SITE = 'http://localhost:3000'
let ipCounter = 0
const nextIp = () => `203.0.113.${(++ipCounter % 250) + 1}`
const LINE = seedCrisisResources[0]!.slug
const USER_AGENT = 'Mozilla/5.0 (crisis-usage-test-agent)'

async function call(
  method: 'GET' | 'POST',
  path: string,
  {
    body,
    raw,
    headers = {},
  }: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(path, SITE)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const request = new Request(url, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'X-Forwarded-For': nextIp(),
      ...headers,
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const response = await route[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  }
}
const press = (body: unknown, headers?: Record<string, string>) =>
  call('POST', '/api/crisis-counts', { body, headers })

async function countOf(event: string, line = '') {
  const { docs } = await payload.find({
    collection: 'crisis-usage',
    where: {
      day: { equals: utcDay(new Date()) },
      event: { equals: event },
      line: { equals: line },
    },
    overrideAccess: true,
    depth: 0,
  })
  expect(docs.length).toBeLessThanOrEqual(1)
  return docs[0]?.count ?? 0
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  route = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as typeof route
  await payload.delete({
    collection: 'crisis-usage',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
})

beforeEach(() => resetRateLimits())

afterAll(async () => {
  await payload.delete({
    collection: 'crisis-usage',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
})

describe('crisis-help counts', () => {
  it('adds presses up per day, event and line', async () => {
    const before = { dialog: await countOf('dialog-open'), call: await countOf('line-call', LINE) }
    for (let i = 0; i < 3; i++) expect((await press({ event: 'dialog-open' })).status).toBe(204)
    for (let i = 0; i < 2; i++)
      expect((await press({ event: 'line-call', line: LINE })).status).toBe(204)
    const viewed = await press({ event: 'crisis-view' })
    expect(viewed.status).toBe(204)
    expect(viewed.json).toBeNull()

    expect(await countOf('dialog-open')).toBe(before.dialog + 3)
    expect(await countOf('line-call', LINE)).toBe(before.call + 2)
    expect(await countOf('line-text', LINE)).toBe(0)
    expect(await countOf('crisis-view')).toBeGreaterThanOrEqual(1)
  })

  it('loses no count when many press at the same moment', async () => {
    const before = await countOf('line-text', LINE)
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => press({ event: 'line-text', line: LINE })),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(204))
    expect(await countOf('line-text', LINE)).toBe(before + 25)
    // Still one row for that day, event and line.
    const rows = await payload.count({
      collection: 'crisis-usage',
      where: { event: { equals: 'line-text' }, line: { equals: LINE } },
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(1)
  })

  it('refuses what is not a count of crisis help', async () => {
    const refused: unknown[] = [
      { event: 'page-view' },
      { event: 'line-call' },
      { event: 'dialog-open', line: LINE },
      { event: 'line-call', line: 'not-a-real-line' },
      { event: 'line-call', line: '../../etc' },
      { event: 'crisis-view', visitor: 'abc' },
      'dialog-open',
    ]
    for (const body of refused) expect((await press(body)).status, JSON.stringify(body)).toBe(400)
    expect((await call('POST', '/api/crisis-counts', { raw: 'not json' })).status).toBe(400)
    expect(
      (
        await call('POST', '/api/crisis-counts', {
          raw: JSON.stringify({ event: 'x'.repeat(2000) }),
        })
      ).status,
    ).toBe(413)
    expect(await countOf('line-call', 'not-a-real-line')).toBe(0)
  })

  it('limits presses per address, in memory', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.77' }
    for (let i = 0; i < CRISIS_USAGE_RATE_LIMIT.max; i++)
      expect((await press({ event: 'dialog-open' }, headers)).status).toBe(204)
    const limited = await press({ event: 'dialog-open' }, headers)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not held back.
    expect((await press({ event: 'dialog-open' })).status).toBe(204)
  })

  it('counts nothing under Global Privacy Control or Do Not Track', async () => {
    const before = await countOf('dialog-open')
    for (const headers of [{ 'Sec-GPC': '1' }, { DNT: '1' }] as Record<string, string>[]) {
      const res = await press({ event: 'dialog-open' }, headers)
      // The same answer as a counted press: nothing to tell apart.
      expect(res.status).toBe(204)
    }
    expect(await countOf('dialog-open')).toBe(before)
  })

  it('stores nothing about the person: only day, event, line and count', async () => {
    await press({ event: 'line-call', line: LINE }, { 'X-Forwarded-For': '192.0.2.99' })
    const db = payload.db as unknown as {
      drizzle: { execute: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }> }
    }
    const columns = await db.drizzle.execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'crisis_usage' ORDER BY column_name`,
    )
    expect(columns.rows.map((r) => r.column_name)).toEqual(['count', 'day', 'event', 'id', 'line'])
    const rows = await db.drizzle.execute(sql`SELECT * FROM crisis_usage`)
    const stored = JSON.stringify(rows.rows)
    expect(stored).not.toContain('192.0.2.99')
    expect(stored).not.toContain('203.0.113.')
    expect(stored).not.toContain('crisis-usage-test-agent')
    for (const row of rows.rows) expect(String(row.day)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it("the collection's own REST API is for the team only", async () => {
    expect((await call('GET', '/api/crisis-usage')).status).toBe(403)
    const created = await call('POST', '/api/crisis-usage', {
      body: { day: '2026-01-01', event: 'dialog-open', line: '', count: 999 },
    })
    expect(created.status).toBe(403)
  })
})

describe('data migration: menu order and privacy policy', () => {
  it('reorders only the old seeded menu order and updates only the seeded privacy text', async () => {
    const menus = await payload.find({
      collection: 'menus',
      where: { key: { in: ['resources', 'get-involved'] } },
      overrideAccess: true,
      depth: 0,
    })
    const byKey = Object.fromEntries(menus.docs.map((m) => [m.key, m]))
    const setOrder = (key: string, order: number) =>
      payload.update({
        collection: 'menus',
        id: byKey[key]!.id,
        data: { order },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    // The old seed's order is corrected…
    await setOrder('get-involved', 40)
    await setOrder('resources', 50)
    expect((await correctSeededMenuOrderAndPrivacy(payload)).menus).toBe(true)
    const orderOf = async (key: string) =>
      (await payload.findByID({ collection: 'menus', id: byKey[key]!.id, overrideAccess: true }))
        .order
    expect(await orderOf('resources')).toBe(40)
    expect(await orderOf('get-involved')).toBe(50)
    // …an editor's order is not.
    await setOrder('get-involved', 45)
    await setOrder('resources', 50)
    expect((await correctSeededMenuOrderAndPrivacy(payload)).menus).toBe(false)
    expect(await orderOf('get-involved')).toBe(45)
    await setOrder('get-involved', 50)
    await setOrder('resources', 40)

    // The seeded policy already says what is counted: nothing to change.
    expect((await correctSeededMenuOrderAndPrivacy(payload)).privacy).toBe(false)
    const findPolicy = async () =>
      (
        await payload.find({
          collection: 'pages',
          where: { slug: { equals: 'policy/privacy-policy' } },
          overrideAccess: true,
          depth: 0,
        })
      ).docs[0]!
    const policy = await findPolicy()
    const says = (page: typeof policy) =>
      JSON.stringify(page.layout).includes('We count crisis help without tracking anyone.')
    expect(says(policy)).toBe(true)

    // A policy as the old seed wrote it gets the paragraph…
    const editorConfig = await editorConfigFactory.default({ config: payload.config })
    const seededMarkdown = seedPages
      .find((p) => p.slug === 'policy/privacy-policy')!
      .layout.map((b) => (b.blockType === 'richTextSection' ? b.content : ''))
      .find((text) => text.includes(CRISIS_COUNT_BULLET))!
    const section = policy.layout.findIndex((b) =>
      JSON.stringify(b).includes('We count crisis help'),
    )
    const asOldSeed = (markdown: string) =>
      policy.layout.map((b, i) =>
        i === section && b.blockType === 'richTextSection'
          ? { ...b, content: convertMarkdownToLexical({ editorConfig, markdown }) }
          : b,
      )
    const save = (layout: typeof policy.layout) =>
      payload.update({
        collection: 'pages',
        id: policy.id,
        data: { layout },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    await save(asOldSeed(seededMarkdown.replace(`\n${CRISIS_COUNT_BULLET}`, '')))
    expect(says(await findPolicy())).toBe(false)
    expect((await correctSeededMenuOrderAndPrivacy(payload)).privacy).toBe(true)
    expect(says(await findPolicy())).toBe(true)

    // …one an editor has reworded does not.
    await save(asOldSeed("## What we don't do\n\nOur own words."))
    expect((await correctSeededMenuOrderAndPrivacy(payload)).privacy).toBe(false)
    expect(says(await findPolicy())).toBe(false)
    await save(asOldSeed(seededMarkdown))
  })
})
