import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkHref } from '@domain/links'
import { resetRateLimits } from '@domain/rate-limit'
import {
  readCategories,
  readStories,
  readStoryBySlug,
  readStoryCounts,
  readSlugs,
} from '../../src/lib/cms/story-queries'
import { paragraph } from '../helpers/lexical'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'
import { readPageBySlug } from '../../src/lib/cms/queries'
import { CACHE_TAGS } from '@domain/cache-tags'
import { recordRevalidations } from '../helpers/revalidations'

/**
 * Stories and their categories: the address from the headline, what a visitor reads (published
 * only, newest first, by category, in their language), the date set on publishing, links that
 * pick a story, and bad input refused naming its field. On the run's database.
 */
let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
const ctx = { disableRevalidate: true }
const stories: number[] = []
let category: number
let other: number

const base = (title: string) => ({
  title,
  summary: `Summary of ${title}`,
  body: paragraph(`Body of ${title}`),
  categories: [category],
})

async function newStory(data: Record<string, unknown>, status: 'draft' | 'published') {
  const doc = await payload.create({
    collection: 'stories',
    data: { ...data, _status: status } as never,
    overrideAccess: true,
    context: { ...ctx },
    draft: status === 'draft',
  })
  stories.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  category = (
    await payload.create({
      collection: 'categories',
      data: { name: `Cat ${run}` } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
  ).id
  other = (
    await payload.create({
      collection: 'categories',
      data: { name: `Other ${run}` } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
  ).id
})

afterAll(async () => {
  for (const id of stories)
    await payload.delete({ collection: 'stories', id, overrideAccess: true, context: { ...ctx } })
  for (const id of [category, other])
    await payload.delete({
      collection: 'categories',
      id,
      overrideAccess: true,
      context: { ...ctx },
    })
})

describe('stories', () => {
  it('get their address from the headline and a category its own from the name', async () => {
    const story = await newStory(base(`Family Night & You ${run}`), 'published')
    expect(story.slug).toBe(`family-night-and-you-${run}`)
    const cat = await payload.findByID({ collection: 'categories', id: category, depth: 0 })
    expect(cat.slug).toBe(`cat-${run}`)
  })

  it('are dated when first published, and keep a date the editor set', async () => {
    const before = Date.now()
    const dated = await newStory(base(`Dated ${run}`), 'published')
    expect(new Date(dated.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const draft = await newStory(base(`Draft ${run}`), 'draft')
    expect(draft.publishedAt ?? null).toBeNull()
    const chosen = await newStory(
      { ...base(`Chosen ${run}`), publishedAt: '2020-01-02T10:00:00.000Z' },
      'published',
    )
    expect(chosen.publishedAt).toBe('2020-01-02T10:00:00.000Z')
  })

  it('reach visitors only when published, newest first, filtered by category', async () => {
    const newer = await newStory(
      { ...base(`Newer ${run}`), categories: [other], publishedAt: '2031-05-02T10:00:00.000Z' },
      'published',
    )
    const older = await newStory(
      { ...base(`Older ${run}`), categories: [other], publishedAt: '2031-05-01T10:00:00.000Z' },
      'published',
    )
    await newStory(
      { ...base(`Hidden ${run}`), categories: [other], publishedAt: '2031-05-03T10:00:00.000Z' },
      'draft',
    )
    const list = await readStories(payload, { category: other })
    expect(list.stories.map((s) => s.slug)).toEqual([newer.slug, older.slug])
    expect(list.totalDocs).toBe(2)
    expect(list.stories[0]!.categories).toEqual([{ name: `Other ${run}`, slug: `other-${run}` }])
    const paged = await readStories(payload, { category: other, limit: 1, page: 2 })
    expect(paged.stories.map((s) => s.slug)).toEqual([older.slug])
    expect(paged.totalPages).toBe(2)
    expect(await readStoryBySlug(payload, `hidden-${run}`)).toBeNull()
    expect((await readStoryBySlug(payload, `hidden-${run}`, 'en', true))?.title).toBe(
      `Hidden ${run}`,
    )
    const slugs = (await readSlugs(payload, 'stories')).map((s) => s.slug)
    expect(slugs).toContain(newer.slug)
    expect(slugs).not.toContain(`hidden-${run}`)
    expect((await readCategories(payload)).map((c) => c.slug)).toContain(`other-${run}`)
  })

  it('are counted as /news pages them (its last page is known before a page is read)', async () => {
    await newStory({ ...base(`In both ${run}`), categories: [category, other] }, 'published')
    await newStory({ ...base(`Draft in both ${run}`), categories: [category, other] }, 'draft')
    const counts = await readStoryCounts(payload)
    const byCategory = new Map(counts.byCategory)
    for (const id of [category, other])
      expect(byCategory.get(id), String(id)).toBe(
        (await readStories(payload, { category: id })).totalDocs,
      )
    expect(byCategory.get(other)).toBe(3)
    expect(counts.all).toBe((await readStories(payload)).totalDocs)
  })

  it('show their own Spanish, or the English marked as untranslated', async () => {
    const story = await newStory(base(`Bilingual ${run}`), 'published')
    expect((await readStoryBySlug(payload, story.slug, 'es'))?.translated).toBe(false)
    expect((await readStoryBySlug(payload, story.slug, 'es'))?.title).toBe(`Bilingual ${run}`)
    await payload.update({
      collection: 'stories',
      id: story.id,
      locale: 'es',
      data: { title: `Bilingüe ${run}`, summary: 'Resumen', body: paragraph('Texto') as never },
      overrideAccess: true,
      context: { ...ctx },
    })
    const spanish = await readStoryBySlug(payload, story.slug, 'es')
    expect(spanish).toMatchObject({ title: `Bilingüe ${run}`, translated: true, slug: story.slug })
    const card = (await readStories(payload, { locale: 'es', category })).stories.find(
      (s) => s.id === story.id,
    )
    expect(card).toMatchObject({ title: `Bilingüe ${run}`, translated: true })
  })

  it('refuse a publish without its required fields, naming each', async () => {
    const refused = await payload
      .create({
        collection: 'stories',
        data: { title: `Empty ${run}`, _status: 'published' } as never,
        overrideAccess: true,
        context: { ...ctx },
      })
      .catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(ValidationError)
    const paths = (refused as ValidationError).data.errors.map((e) => e.path).sort()
    expect(paths).toEqual(['body', 'categories', 'summary'])
  })

  it('refuse bad input over REST with a 400 naming the field, never a 500', async () => {
    const email = `stories-${run}@example.org`
    const password = 'stories-password-1'
    await payload.create({
      collection: 'users',
      data: { name: 'Stories', email, password, role: 'editor' },
      overrideAccess: true,
    })
    resetRateLimits()
    const login = await api('POST', '/api/users/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': '198.51.100.92', Origin: SITE },
    })
    expect(login.status).toBe(200)
    const cookie = cookieOf(login.headers)
    const headers = { Cookie: cookie, Origin: SITE }
    const cases: [unknown, RegExp][] = [
      [{ ...base(`Bad slug ${run}`), slug: 'news/inside' }, /Story address/],
      [{ ...base('x'.repeat(141)) }, /headline|title/i],
      [{ ...base(`Nul ${run}`), summary: 'a'.repeat(301) }, /summary/i],
      [{ ...base(`Cat ${run}`), categories: [] }, /categor/i],
      [{ ...base(`Cat2 ${run}`), categories: [999999999] }, /categor/i],
      [{ ...base(`Date ${run}`), publishedAt: 'yesterday-ish' }, /date/i],
      // The publish date's zone (Payload's zone select) is one of the team's zones.
      [{ ...base(`Zone ${run}`), publishedAt_tz: 'Mars/Olympus_Mons' }, /publishedAt_tz|zone/i],
    ]
    for (const [body, message] of cases) {
      const res = await api('POST', '/api/stories', {
        body: { ...(body as object), _status: 'published' },
        headers,
      })
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.text).toMatch(message)
    }
    const proto = await api('POST', '/api/stories', {
      raw: `{"__proto__":{"isAdmin":true},"title":"Proto ${run}","summary":"s","categories":[${category}],"body":${JSON.stringify(paragraph('b'))},"_status":"published"}`,
      headers,
    })
    // Refused as every other write with a prototype key (security-prototype.test.ts), and nothing
    // gained a property.
    expect(proto.status).toBe(400)
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    const nul = await api('POST', '/api/stories', {
      body: { ...base(`Nul\u0000 ${run}`), summary: 'a\u0000b'.repeat(10), _status: 'published' },
      headers,
    })
    expect(nul.status).toBe(400)
    expect(nul.text).toMatch(/title: the text has a NUL character/)
  })
})

describe('links that pick a story', () => {
  it('lead to the published story in each language, and nowhere while it is a draft', async () => {
    const story = await newStory(base(`Linked ${run}`), 'published')
    const draft = await newStory(base(`Unlinked ${run}`), 'draft')
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: `Story links ${run}`,
        _status: 'published',
        layout: [
          {
            blockType: 'callToAction',
            heading: 'Read',
            actions: [
              { label: 'Published', linkType: 'story', story: story.id },
              { label: 'Draft', linkType: 'story', story: draft.id },
            ],
          },
        ],
      } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
    try {
      const read = await readPageBySlug(payload, page.slug)
      const block = read!.layout[0] as { actions: Parameters<typeof linkHref>[0][] }
      expect(linkHref(block.actions[0], 'es')).toBe(`/es/news/linked-${run}`)
      expect(linkHref(block.actions[1], 'en')).toBeNull()
      const refused = await payload
        .update({
          collection: 'pages',
          id: page.id,
          data: {
            layout: [
              {
                blockType: 'callToAction',
                heading: 'R',
                actions: [{ label: 'X', linkType: 'story' }],
              },
            ],
          } as never,
          overrideAccess: true,
          context: { ...ctx },
        })
        .catch((err: unknown) => err)
      expect(String((refused as Error).message)).toMatch(/Story|story/)
      expect(JSON.stringify((refused as ValidationError).data.errors)).toMatch(
        /Button link: choose the story to link to/,
      )
    } finally {
      await payload.delete({
        collection: 'pages',
        id: page.id,
        overrideAccess: true,
        context: { ...ctx },
      })
    }
  })

  it('refresh the menus, the footer and the pages that link to them when published, renamed, unpublished or deleted; a draft save refreshes nothing', async () => {
    const linking = [CACHE_TAGS.menus, CACHE_TAGS.siteSettings, CACHE_TAGS.pages]
    const story = await newStory(base(`Menu story ${run}`), 'draft')
    const edit = (data: Record<string, unknown>, draft = false) =>
      payload.update({
        collection: 'stories',
        id: story.id,
        data: data as never,
        draft,
        overrideAccess: true,
      })
    const revalidated = recordRevalidations()
    try {
      await edit({ summary: 'Still a draft' }, true)
      expect(revalidated.take()).not.toContain(CACHE_TAGS.menus)

      await edit({ _status: 'published' })
      expect(revalidated.take()).toEqual(expect.arrayContaining(linking))
      await edit({ slug: `menu-story-moved-${run}`, _status: 'published' })
      expect(revalidated.take()).toEqual(expect.arrayContaining(linking))
      // An autosave while the published story is edited: visitors still get the published one,
      // so nothing of theirs is refreshed (an autosave comes every 800 ms while typing).
      await edit({ summary: 'Being edited' }, true)
      expect(revalidated.take()).toEqual([])
      await edit({ summary: 'Being edited, still' }, true)
      expect(revalidated.take()).toEqual([])
      // Unpublished after those autosaves (the latest version was a draft): still refreshed.
      await edit({ _status: 'draft' })
      expect(revalidated.take()).toEqual(expect.arrayContaining(linking))
      await edit({ summary: 'A draft again' }, true)
      expect(revalidated.take()).not.toContain(CACHE_TAGS.menus)

      await payload.delete({ collection: 'stories', id: story.id, overrideAccess: true })
      stories.splice(stories.indexOf(story.id), 1)
      expect(revalidated.take()).toEqual(expect.arrayContaining(linking))
    } finally {
      revalidated.stop()
    }
  })
})
