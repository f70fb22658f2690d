import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetRateLimits } from '@domain/rate-limit'
import { findRedirect } from '@domain/redirects'
import { readRedirects } from '../../src/lib/cms/queries'
import { paragraph } from '../helpers/lexical'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * Renaming a published page or story keeps its old address: a redirect to the document itself,
 * made when the rename is published (not while it is a draft), so renames A → B → C send A and
 * B to C in one hop. Editors' own redirects are checked (old address, target) with a 400 naming
 * the field. On the run's database.
 */
let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
const ctx = { disableRevalidate: true }
const created: {
  collection: 'pages' | 'stories' | 'redirects' | 'categories' | 'events' | 'event-categories'
  id: number
}[] = []

const redirectsNow = async () => new Map(await readRedirects(payload))

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const { collection, id } of created.reverse())
    await payload
      .delete({ collection, id, overrideAccess: true, context: { ...ctx } })
      .catch(() => null)
})

async function publishPage(slug: string) {
  const doc = await payload.create({
    collection: 'pages',
    data: {
      title: `Renamed ${run}`,
      slug,
      _status: 'published',
      layout: [{ blockType: 'hero', heading: 'Hello' }],
    } as never,
    overrideAccess: true,
    context: { ...ctx },
  })
  created.push({ collection: 'pages', id: doc.id })
  return doc
}

describe('renaming a published page', () => {
  it('makes its old address a redirect once the rename is published, chains collapsing', async () => {
    const a = `a-${run}`
    const b = `b-${run}`
    const c = `c-${run}`
    const doc = await publishPage(a)
    // A draft with the new address: the published page is still at /a, no redirect yet.
    await payload.update({
      collection: 'pages',
      id: doc.id,
      data: { slug: b },
      draft: true,
      overrideAccess: true,
      context: { ...ctx },
    })
    expect((await redirectsNow()).has(`/${a}`)).toBe(false)
    await payload.update({
      collection: 'pages',
      id: doc.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context: { ...ctx },
    })
    await payload.update({
      collection: 'pages',
      id: doc.id,
      data: { slug: c, _status: 'published' },
      overrideAccess: true,
      context: { ...ctx },
    })
    const redirects = await redirectsNow()
    for (const from of [`/${a}`, `/${b}`]) {
      expect(findRedirect(redirects, from, 'en'), from).toBe(`/${c}`)
      expect(findRedirect(redirects, `/es${from}`, 'es'), from).toBe(`/es/${c}`)
    }
    const rows = await payload.find({
      collection: 'redirects',
      where: { from: { in: [`/${a}`, `/${b}`] } },
      depth: 0,
      overrideAccess: true,
    })
    for (const row of rows.docs) created.push({ collection: 'redirects', id: row.id })
    expect(rows.docs).toHaveLength(2)

    // Back at an old address: the page is there again (pages win), and nothing loops.
    await payload.update({
      collection: 'pages',
      id: doc.id,
      data: { slug: a, _status: 'published' },
      overrideAccess: true,
      context: { ...ctx },
    })
    const after = await redirectsNow()
    expect(findRedirect(after, `/${c}`, 'en')).toBe(`/${a}`)
    expect(findRedirect(after, `/${b}`, 'en')).toBe(`/${a}`)
    const more = await payload.find({
      collection: 'redirects',
      where: { from: { in: [`/${a}`, `/${b}`, `/${c}`] } },
      depth: 0,
      overrideAccess: true,
    })
    for (const row of more.docs) created.push({ collection: 'redirects', id: row.id })
    // The redirect from its live address is gone (a self-redirect is never kept): A → B → C → A
    // leaves B and C leading to A, and nothing at A.
    expect(more.docs.map((row) => row.from).sort()).toEqual([`/${b}`, `/${c}`])

    // Unpublished, the page is nowhere to go: its old addresses lead nowhere either.
    await payload.update({
      collection: 'pages',
      id: doc.id,
      data: { _status: 'draft' },
      overrideAccess: true,
      context: { ...ctx },
    })
    expect(findRedirect(await redirectsNow(), `/${b}`, 'en')).toBeNull()
  })
})

describe('undoing a rename', () => {
  it('deletes the redirect from the address the page has again, in every language', async () => {
    const first = `volunteer-${run}`
    const second = `get-involved-${run}`
    const doc = await publishPage(first)
    const publishAt = (slug: string) =>
      payload.update({
        collection: 'pages',
        id: doc.id,
        data: { slug, _status: 'published' },
        overrideAccess: true,
        context: { ...ctx },
      })
    await publishAt(second)
    // An editor's own redirect from the Spanish address to the page, as the admin allows.
    const spanish = await payload.create({
      collection: 'redirects',
      data: {
        from: `/es/${first}`,
        to: { type: 'reference', reference: { relationTo: 'pages', value: doc.id } },
      },
      overrideAccess: true,
      context: { ...ctx },
    })
    created.push({ collection: 'redirects', id: spanish.id })
    expect(findRedirect(await redirectsNow(), `/${first}`, 'en')).toBe(`/${second}`)

    await publishAt(first)
    const rows = await payload.find({
      collection: 'redirects',
      where: { from: { like: run } },
      depth: 0,
      overrideAccess: true,
    })
    for (const row of rows.docs) created.push({ collection: 'redirects', id: row.id })
    // Only the address it left leads on; none of its live addresses is a redirect any more.
    expect(rows.docs.map((row) => row.from).filter((from) => from.includes(first))).toEqual([])
    expect(findRedirect(await redirectsNow(), `/${second}`, 'en')).toBe(`/${first}`)
  })
})

describe('renaming a published story', () => {
  it('keeps /news/<old> leading to it', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { name: `Redirect cat ${run}` } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
    created.push({ collection: 'categories', id: category.id })
    const story = await payload.create({
      collection: 'stories',
      data: {
        title: `Old story ${run}`,
        summary: 's',
        body: paragraph('b'),
        categories: [category.id],
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
    created.push({ collection: 'stories', id: story.id })
    await payload.update({
      collection: 'stories',
      id: story.id,
      data: { slug: `new-story-${run}`, _status: 'published' },
      overrideAccess: true,
      context: { ...ctx },
    })
    const redirects = await redirectsNow()
    expect(findRedirect(redirects, `/news/old-story-${run}`, 'en')).toBe(`/news/new-story-${run}`)
    expect(findRedirect(redirects, `/es/news/old-story-${run}`, 'es')).toBe(
      `/es/news/new-story-${run}`,
    )
    const row = await payload.find({
      collection: 'redirects',
      where: { from: { equals: `/news/old-story-${run}` } },
      depth: 0,
      overrideAccess: true,
    })
    created.push({ collection: 'redirects', id: row.docs[0]!.id })
  })
})

describe('changing the address of a published event', () => {
  it('keeps /events/<old> leading to it: calendar entries link there', async () => {
    const category = await payload.create({
      collection: 'event-categories',
      data: { name: `Redirect events ${run}` } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
    created.push({ collection: 'event-categories', id: category.id })
    const event = await payload.create({
      collection: 'events',
      data: {
        title: `Old event ${run}`,
        summary: 's',
        startsAt: '2031-05-01T22:00:00.000Z',
        endsAt: '2031-05-01T23:00:00.000Z',
        attendance: 'online',
        categories: [category.id],
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
    created.push({ collection: 'events', id: event.id })
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { slug: `new-event-${run}`, _status: 'published' },
      overrideAccess: true,
      context: { ...ctx },
    })
    const redirects = await redirectsNow()
    expect(findRedirect(redirects, `/events/old-event-${run}`, 'en')).toBe(
      `/events/new-event-${run}`,
    )
    expect(findRedirect(redirects, `/es/events/old-event-${run}`, 'es')).toBe(
      `/es/events/new-event-${run}`,
    )
    const row = await payload.find({
      collection: 'redirects',
      where: { from: { equals: `/events/old-event-${run}` } },
      depth: 0,
      overrideAccess: true,
    })
    created.push({ collection: 'redirects', id: row.docs[0]!.id })
  })
})

describe('redirects an editor adds', () => {
  it('take an old address of a previous site to a page, a story or another address', async () => {
    const target = await publishPage(`target-${run}`)
    const res = await payload.create({
      collection: 'redirects',
      data: {
        from: `/Old-Site/About-${run}.html/`,
        to: { type: 'reference', reference: { relationTo: 'pages', value: target.id } },
      },
      overrideAccess: true,
      context: { ...ctx },
    })
    created.push({ collection: 'redirects', id: res.id })
    expect(res.from).toBe(`/old-site/about-${run}.html`)
    expect(findRedirect(await redirectsNow(), `/old-site/about-${run}.html`, 'en')).toBe(
      `/target-${run}`,
    )
  })

  it('refuse what cannot be an old address or a target, over REST with a 400 naming the field', async () => {
    const email = `redirects-${run}@example.org`
    const password = 'redirects-password-1'
    await payload.create({
      collection: 'users',
      data: { name: 'Redirects', email, password, role: 'editor' },
      overrideAccess: true,
    })
    resetRateLimits()
    const login = await api('POST', '/api/users/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': '198.51.100.93', Origin: SITE },
    })
    expect(login.status).toBe(200)
    const headers = { Cookie: cookieOf(login.headers), Origin: SITE }
    const custom = (url: unknown) => ({ type: 'custom', url })
    const cases: [unknown, RegExp][] = [
      [{ from: '/crisis', to: custom('/about') }, /Old address: \/crisis is a part of the site/],
      [{ from: '/es/crisis', to: custom('/about') }, /always there/],
      [{ from: 'https://old.example.org/x', to: custom('/about') }, /starting with \//],
      [{ from: `/q-${run}?a=1`, to: custom('/about') }, /without spaces/],
      [{ from: `/${'x'.repeat(400)}`, to: custom('/about') }, /Old address/],
      [{ from: `/x-${run}`, to: custom('javascript:alert(1)') }, /New address: enter/],
      [{ from: `/x-${run}`, to: custom('//evil.example') }, /New address: enter/],
      [{ from: `/x-${run}`, to: custom({ $ne: 1 }) }, /New address/],
      [
        {
          from: `/x-${run}`,
          to: { type: 'reference', reference: { relationTo: 'pages', value: 999999999 } },
        },
        /Page or story|invalid/i,
      ],
      [{ from: `/n-${run}\u0000`, to: custom('/about') }, /NUL/],
    ]
    for (const [body, message] of cases) {
      const res = await api('POST', '/api/redirects', { body, headers })
      expect(res.status, JSON.stringify(body).slice(0, 90)).toBe(400)
      expect(res.text, JSON.stringify(body).slice(0, 90)).toMatch(message)
    }
    const first = await api('POST', '/api/redirects', {
      body: { from: `/dup-${run}`, to: custom('/about') },
      headers,
    })
    expect(first.status).toBe(201)
    created.push({ collection: 'redirects', id: (first.json as { doc: { id: number } }).doc.id })
    const again = await api('POST', '/api/redirects', {
      body: { from: `/DUP-${run}/`, to: custom('/volunteer') },
      headers,
    })
    expect(again.status).toBe(400)
    expect(again.text).toMatch(/Old address|from/i)
    const proto = await api('POST', '/api/redirects', {
      raw: `{"from":"/p-${run}","to":{"type":"custom","url":"/about","__proto__":{"x":1}}}`,
      headers,
    })
    expect(proto.status).toBe(400)
  })
})
