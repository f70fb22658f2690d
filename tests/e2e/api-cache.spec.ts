import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminApi, asAdmin } from '../helpers/auth'

/**
 * The public REST reads are answered from server.mjs's API cache for visitors (see
 * src/server/api-cache.mjs): both sides of that — what a visitor may never get from it, and how
 * soon an editor's save shows — against the production server.
 */
type Doc = { id: number; slug: string; description?: string; title?: string }

let visitor: APIRequestContext
let editor: APIRequestContext

test.beforeAll(async ({ playwright, baseURL }) => {
  visitor = await playwright.request.newContext({ baseURL })
  editor = await adminApi(playwright, baseURL!)
})
test.afterAll(async () => {
  await visitor.dispose()
  await editor.dispose()
})

async function anonymousRead(path: string) {
  const res = await visitor.get(path)
  expect(res.status(), path).toBe(200)
  return { res, body: await res.json() }
}

test('visitors get repeats from the cache, with an ETag that answers 304', async () => {
  const path = '/api/crisis-resources?limit=10&depth=0'
  await anonymousRead(path)
  const { res, body } = await anonymousRead(path)
  expect(res.headers()['x-api-cache']).toBe('HIT')
  expect(res.headers()['cache-control']).toBe('public, max-age=1, must-revalidate')
  expect(res.headers()['vary']).toMatch(/Cookie/)
  expect(body.docs.length).toBeGreaterThan(0)
  const etag = res.headers()['etag']
  expect(etag).toBeTruthy()
  const again = await visitor.get(path, { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
})

test('an editor’s save shows in the API within a second', async () => {
  const path = '/api/crisis-resources?where[slug][equals]=trans-lifeline&depth=0'
  const before = (await anonymousRead(path)).body.docs[0] as Doc
  expect((await anonymousRead(path)).res.headers()['x-api-cache']).toBe('HIT')
  const text = `Peer support by and for trans people (checked ${Date.now()}).`
  const saved = await asAdmin(editor, () =>
    editor.patch(`/api/crisis-resources/${before.id}`, {
      data: { description: text, _status: 'published' },
    }),
  )
  expect(saved.status()).toBe(200)
  const savedAt = Date.now()
  await expect
    .poll(async () => ((await anonymousRead(path)).body.docs[0] as Doc).description, {
      timeout: 1000,
      intervals: [50],
    })
    .toBe(text)
  console.log(`API cache: the save showed to visitors after ${Date.now() - savedAt} ms`)
  await asAdmin(editor, () =>
    editor.patch(`/api/crisis-resources/${before.id}`, {
      data: { description: before.description, _status: 'published' },
    }),
  )
})

test('a visitor never gets a draft from the cache, and an editor’s reads never come from it', async () => {
  const path = '/api/pages?where[slug][equals]=about&depth=0'
  const published = (await anonymousRead(path)).body.docs[0] as Doc
  const draftTitle = `Draft title ${Date.now()}`
  const draft = await asAdmin(editor, () =>
    editor.patch(`/api/pages/${published.id}?draft=true`, { data: { title: draftTitle } }),
  )
  expect(draft.status()).toBe(200)

  // The editor asks for the draft: never answered from, nor kept in, the visitors' cache.
  const editorRead = await asAdmin(editor, () => editor.get(`${path}&draft=true`))
  expect(editorRead.headers()['x-api-cache']).toBeUndefined()
  const editorDocs = ((await editorRead.json()) as { docs: Doc[] }).docs
  expect(editorDocs[0].title).toBe(draftTitle)
  const editorPlain = await asAdmin(editor, () => editor.get(path))
  expect(editorPlain.headers()['x-api-cache']).toBeUndefined()

  for (let i = 0; i < 2; i++) {
    const { body } = await anonymousRead(path)
    expect((body.docs[0] as Doc).title).toBe(published.title)
    // Asking for drafts as a visitor goes to Payload every time, which shows none.
    const asked = await anonymousRead(`${path}&draft=true`)
    expect(asked.res.headers()['x-api-cache']).toBeUndefined()
    expect(JSON.stringify(asked.body)).not.toContain(draftTitle)
  }

  // Back to the published title, as published (the page must stay visible to later specs).
  const restored = await asAdmin(editor, () =>
    editor.patch(`/api/pages/${published.id}`, {
      data: { title: published.title, _status: 'published' },
    }),
  )
  expect(restored.status()).toBe(200)
  await expect
    .poll(async () => ((await anonymousRead(path)).body.docs[0] as Doc | undefined)?.title)
    .toBe(published.title)
})

test('private settings fields never reach visitors through the cache', async () => {
  const path = '/api/globals/site-settings?depth=0'
  const editorRead = await asAdmin(editor, () => editor.get(path))
  expect(editorRead.status()).toBe(200)
  expect(editorRead.headers()['x-api-cache']).toBeUndefined()
  expect(await editorRead.json()).toHaveProperty('notificationEmail')
  for (let i = 0; i < 2; i++) {
    const { body } = await anonymousRead(path)
    expect(body).not.toHaveProperty('notificationEmail')
    expect(body).not.toHaveProperty('submissionRetentionDays')
  }
  // Team-only collections are never cached and stay closed.
  for (const p of ['/api/users', '/api/form-submissions', '/api/newsletter-subscribers']) {
    const res = await visitor.get(p)
    expect(res.status(), p).toBeGreaterThanOrEqual(400)
    expect(res.headers()['x-api-cache'], p).toBeUndefined()
  }
})
