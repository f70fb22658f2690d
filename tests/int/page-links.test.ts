import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveLayoutLinks, resolveMenuLinks } from '@domain/links'
import { readMenus, readPageBySlug } from '../../src/lib/cms/queries'
import type { Menu } from '../../src/payload-types'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * Pages get their address from the title (Payload's slug field), links pick a page and lead to
 * its address in each language, and a bad link is refused naming its field, over REST with a
 * 400. On whichever database the run has: real Postgres with DATABASE_URL, else the embedded one.
 */
let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
const ctx = { disableRevalidate: true }
const pages: number[] = []
const menus: number[] = []
const restore: Menu[] = []

/**
 * The menu of `key` with `data`: created, or (when a seed of this run made it) overwritten and
 * put back in English afterwards; keys are unique and there are only five.
 */
async function menuWith(data: Omit<Menu, 'id' | 'createdAt' | 'updatedAt'>) {
  const existing = (
    await payload.find({
      collection: 'menus',
      where: { key: { equals: data.key } },
      depth: 0,
      locale: 'en',
      overrideAccess: true,
    })
  ).docs[0]
  if (existing) {
    restore.push(existing)
    return payload.update({
      collection: 'menus',
      id: existing.id,
      data,
      locale: 'en',
      overrideAccess: true,
      context: ctx,
    })
  }
  const created = await payload.create({
    collection: 'menus',
    data,
    locale: 'en',
    overrideAccess: true,
    context: ctx,
  })
  menus.push(created.id)
  return created
}

const layout = [{ blockType: 'hero' as const, heading: 'Hello' }]

async function newPage(data: Record<string, unknown>, status: 'draft' | 'published' = 'draft') {
  const doc = await payload.create({
    collection: 'pages',
    data: { layout, ...data, _status: status } as never,
    draft: status === 'draft',
    overrideAccess: true,
    context: ctx,
  })
  pages.push(doc.id)
  return doc
}

async function refused(save: () => Promise<unknown>) {
  const error = await save().then(
    () => null,
    (err: unknown) => err,
  )
  expect(error, 'the save must be refused').toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const { id, createdAt: _c, updatedAt: _u, ...data } of restore)
    await payload.update({
      collection: 'menus',
      id,
      data,
      locale: 'en',
      overrideAccess: true,
      context: ctx,
    })
  for (const id of menus)
    await payload.delete({ collection: 'menus', id, overrideAccess: true, context: ctx })
  for (const id of pages)
    await payload.delete({ collection: 'pages', id, overrideAccess: true, context: ctx })
})

describe('page address from the title', () => {
  it('is made from the title when none is given, accents and "&" in words', async () => {
    const page = await newPage({ title: `Día de Familias & Amigos ${run}` }, 'published')
    expect(page.slug).toBe(`dia-de-familias-and-amigos-${run}`)
  })

  it('keeps an address the editor typed, with its "/" parts, and stops following the title', async () => {
    const page = await newPage({ title: `Privacy ${run}`, slug: `Policy/Privacy Notice ${run}` })
    expect(page.slug).toBe(`policy/privacy-notice-${run}`)
    expect(page.generateSlug).toBe(false)
  })

  it('is made from the English title at the first save, and kept: later titles, Spanish ones too, do not move it', async () => {
    // As the admin does it: drafts are validated, so "Create New" saves nothing until the first
    // "Save Draft" brings a title; autosaves then change it.
    const page = await newPage({ title: `First name ${run}` })
    expect(page.slug).toBe(`first-name-${run}`)
    const renamed = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: `Better name ${run}` },
      draft: true,
      autosave: true,
      overrideAccess: true,
      context: ctx,
    })
    expect(renamed.slug).toBe(`first-name-${run}`)
    const spanish = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { title: `Un nombre mejor ${run}` },
      draft: true,
      autosave: true,
      overrideAccess: true,
      context: ctx,
    })
    expect(spanish.slug).toBe(`first-name-${run}`)
  })

  it('refuses, naming the field, an address the site itself uses and one already taken', async () => {
    const reserved = await refused(() => newPage({ title: 'Crisis', slug: 'crisis' }, 'published'))
    expect(reserved).toEqual([
      expect.objectContaining({ path: 'slug', message: expect.stringMatching(/\/crisis/) }),
    ])
    await newPage({ title: `Taken ${run}` }, 'published')
    const taken = await refused(() => newPage({ title: `Taken ${run}` }, 'published'))
    expect(taken).toEqual([expect.objectContaining({ path: 'slug' })])
  })
})

describe('links that pick a page', () => {
  it('lead to the page in each language, with its section, and follow it when it moves', async () => {
    const target = await newPage({ title: `Our team ${run}` }, 'published')
    const draftOnly = await newPage({ title: `Not yet ${run}` })
    const menu = await menuWith({
      key: 'get-involved',
      title: 'Get involved',
      buttonLabel: 'Get involved',
      linkType: 'page',
      page: target.id,
      sections: [
        {
          title: 'People',
          items: [
            { name: 'Team', linkType: 'page', page: target.id, anchor: 'leadership' },
            { name: 'Soon', linkType: 'page', page: draftOnly.id },
            { name: 'Crisis help', linkType: 'url', href: '/crisis' },
            { name: 'Partner', linkType: 'url', href: 'https://example.org/partner' },
          ],
        },
      ],
    })

    const visible = async (locale: 'en' | 'es') => {
      const found = (await readMenus(payload, locale)).find((m) => m.id === menu.id)!
      const resolved = resolveMenuLinks(found, locale)
      return {
        href: resolved.href,
        items: resolved.sections.flatMap((s) => s.items.map((i) => [i.name, i.href])),
      }
    }
    expect(await visible('en')).toEqual({
      href: `/${target.slug}`,
      // The unpublished page's link is left out for visitors.
      items: [
        ['Team', `/${target.slug}#leadership`],
        ['Crisis help', '/crisis'],
        ['Partner', 'https://example.org/partner'],
      ],
    })
    expect((await visible('es')).items).toEqual([
      ['Team', `/es/${target.slug}#leadership`],
      ['Crisis help', '/es/crisis'],
      ['Partner', 'https://example.org/partner'],
    ])

    await payload.update({
      collection: 'pages',
      id: target.id,
      data: { slug: `people-${run}`, _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    expect((await visible('en')).items[0]).toEqual(['Team', `/people-${run}#leadership`])
  })

  it('in page blocks: buttons and cards lead to the picked page', async () => {
    const target = await newPage({ title: `Volunteer ${run}` }, 'published')
    const page = await newPage(
      {
        title: `Blocks ${run}`,
        layout: [
          {
            blockType: 'hero',
            heading: 'Join',
            actions: [
              { label: 'Volunteer', linkType: 'page', page: target.id },
              { label: 'Old style', href: '/about' },
            ],
          },
          {
            blockType: 'cardGrid',
            cards: [
              { title: 'A', description: 'a', linkType: 'page', page: target.id, anchor: 'form' },
              { title: 'B', description: 'b', linkType: 'none' },
            ],
          },
        ],
      },
      'published',
    )
    const read = (await readPageBySlug(payload, page.slug, false, 'es'))!
    const [hero, cards] = resolveLayoutLinks(read.layout, 'es')
    expect(hero.blockType === 'hero' && hero.actions?.map((a) => [a.linkType, a.href])).toEqual([
      ['page', `/es/${target.slug}`],
      // Stored as just an address (older clients): an address.
      ['url', '/es/about'],
    ])
    expect(cards.blockType === 'cardGrid' && cards.cards.map((c) => c.href)).toEqual([
      `/es/${target.slug}#form`,
      null,
    ])
  })
})

describe('a bad link is refused, naming its field', () => {
  it('a page link without a page, and an unsafe address, in the Local API', async () => {
    const noPage = await refused(() =>
      payload.create({
        collection: 'menus',
        data: {
          key: 'initiatives',
          title: 'Initiatives',
          buttonLabel: 'Initiatives',
          linkType: 'url',
          href: '/initiatives',
          sections: [{ title: 'All', items: [{ name: 'Broken', linkType: 'page' }] }],
        },
        overrideAccess: true,
        context: ctx,
      }),
    )
    expect(noPage).toEqual([
      {
        path: 'sections.0.items.0.page',
        label: expect.anything(),
        message: 'Menu link: choose the page to link to.',
      },
    ])
  })

  it('answers 400 over REST with the field and its message', async () => {
    const email = `links-${run}@example.org`
    const password = `links-password-${run}`
    await payload.create({
      collection: 'users',
      data: { name: 'Links editor', email, password, role: 'editor' },
      overrideAccess: true,
    })
    const login = await api('POST', '/api/users/login', {
      body: { email, password },
      headers: { Origin: SITE, 'X-Forwarded-For': '198.51.100.230' },
    })
    expect(login.status).toBe(200)
    const headers = { Cookie: cookieOf(login.headers), Origin: SITE }
    const res = await api('POST', '/api/menus', {
      headers,
      body: {
        key: 'initiatives',
        title: 'Initiatives',
        buttonLabel: 'Initiatives',
        linkType: 'url',
        href: 'javascript:alert(1)',
        sections: [{ title: 'All', items: [{ name: 'Home', linkType: 'url', href: '/' }] }],
      },
    })
    expect(res.status).toBe(400)
    const errors = (res.json?.errors?.[0] as { data?: { errors?: unknown[] } })?.data?.errors
    expect(errors).toEqual([
      expect.objectContaining({
        path: 'href',
        message: expect.stringMatching(/^Menu heading link: enter/),
      }),
    ])
  })
})
