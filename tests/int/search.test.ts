import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rankSearch } from '@domain/search/rank'
import * as searchLanguages from '../../src/migrations/20261206_224202_search_languages'
import { readSearchIndex } from '../../src/lib/cms/search-queries'
import { seed } from '../../src/seed'
import { fillEmptySearchIndex } from '../../src/seed/search-index'
import { SEARCHED } from '../../collections/Search/entry'
import { paragraph } from '../helpers/lexical'
import { migrationArgs, queryRows } from '../helpers/migration-db'
import { testPayload } from '../helpers/payload'

/**
 * The search index follows publishing (Payload's search plugin with the site's entries): a
 * published page or story is found in every language, a draft never, an unpublished or deleted
 * one no more; an empty index is filled from what is published; the migration to rows per
 * language keeps every entry's words. On the run's database.
 */
let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
const ctx = { disableRevalidate: true }
const pages: number[] = []

const find = async (words: string, locale: 'en' | 'es' = 'en') =>
  rankSearch(await readSearchIndex(payload), words.split(' '), locale).results.map((r) => r.path)

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { adminEmail: 'seed-admin@example.org', adminPassword: 'seed-password-1' })
})

afterAll(async () => {
  for (const id of pages)
    await payload
      .delete({ collection: 'pages', id, overrideAccess: true, context: { ...ctx } })
      .catch(() => null)
})

describe('the search index', () => {
  it('follows publish, edits, unpublish and delete, in both languages', async () => {
    const word = `zebra${run}`
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: `Searchable ${run}`,
        _status: 'draft',
        layout: [{ blockType: 'richTextSection', content: paragraph(`The ${word} paragraph`) }],
      } as never,
      draft: true,
      overrideAccess: true,
      context: { ...ctx },
    })
    pages.push(page.id)
    expect(await find(word)).toEqual([])

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context: { ...ctx },
    })
    expect(await find(word)).toEqual([`/searchable-${run}`])
    // Spanish visitors find the English words of a page not yet in Spanish, at its /es address.
    expect(await find(word, 'es')).toEqual([`/es/searchable-${run}`])

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: {
        title: `Buscable ${run}`,
        layout: [{ blockType: 'richTextSection', content: paragraph(`El párrafo cebra${run}`) }],
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
    expect(await find(`cebra${run}`, 'es')).toEqual([`/es/searchable-${run}`])
    expect(await find(`cebra${run}`, 'en')).toEqual([])
    expect(await find(word, 'en')).toEqual([`/searchable-${run}`])

    // A draft edit leaves the published words found until it is published.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: {
        layout: [{ blockType: 'richTextSection', content: paragraph('Other words') }],
      } as never,
      draft: true,
      overrideAccess: true,
      context: { ...ctx },
    })
    expect(await find(word)).toEqual([`/searchable-${run}`])

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'draft' },
      overrideAccess: true,
      context: { ...ctx },
    })
    expect(await find(word)).toEqual([])

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context: { ...ctx },
    })
    expect(await find('other words')).toContain(`/searchable-${run}`)
    await payload.delete({
      collection: 'pages',
      id: page.id,
      overrideAccess: true,
      context: { ...ctx },
    })
    expect(await find('other words')).not.toContain(`/searchable-${run}`)
  })

  it('finds stories and crisis lines, and is filled again when empty', async () => {
    expect(await find('trans lifeline')).toContain(
      `/crisis#crisis-line-${
        (
          await payload.find({
            collection: 'crisis-resources',
            where: { slug: { equals: 'trans-lifeline' } },
            depth: 0,
          })
        ).docs[0]!.id
      }`,
    )
    const category = await payload.create({
      collection: 'categories',
      data: { name: `Search cat ${run}` } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
    const story = await payload.create({
      collection: 'stories',
      data: {
        title: `Okapi story ${run}`,
        summary: 'A summary',
        body: paragraph('A body'),
        categories: [category.id],
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
    expect(await find(`okapi story ${run}`)).toEqual([`/news/okapi-story-${run}`])

    // Every published page, story, crisis line and report of this database gets its row.
    let published = 0
    for (const collection of SEARCHED)
      published += (
        await payload.count({
          collection,
          where: { _status: { equals: 'published' } },
          overrideAccess: true,
        })
      ).totalDocs
    await payload.delete({
      collection: 'search',
      where: { id: { exists: true } },
      overrideAccess: true,
    })
    expect(await readSearchIndex(payload)).toHaveLength(0)
    expect(await fillEmptySearchIndex(payload)).toBe(published)
    expect(await readSearchIndex(payload)).toHaveLength(published)
    expect(await find(`okapi story ${run}`)).toEqual([`/news/okapi-story-${run}`])
    expect(await fillEmptySearchIndex(payload)).toBe(0)

    await payload.delete({
      collection: 'stories',
      id: story.id,
      overrideAccess: true,
      context: { ...ctx },
    })
    await payload.delete({
      collection: 'categories',
      id: category.id,
      overrideAccess: true,
      context: { ...ctx },
    })
    expect(await find(`okapi story ${run}`)).toEqual([])
  })

  it('keeps every entry’s words through the migration to rows per language, down and up', async () => {
    // Without ids: the rows per language are made again on the way up.
    const index = async () =>
      (
        JSON.parse(JSON.stringify(await readSearchIndex(payload)), (key, value: unknown) =>
          key === 'id' ? undefined : value,
        ) as Awaited<ReturnType<typeof readSearchIndex>>
      ).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    const before = await index()
    expect(before.length).toBeGreaterThan(0)

    await searchLanguages.down(migrationArgs(payload))
    const columns = await queryRows<{ title_es: string; text_en: string; match_es: string }>(
      payload,
      sql`SELECT "title_es", "text_en", "match_es" FROM "search" WHERE "path" = '/about'`,
    )
    const about = before.find((row) => row.path === '/about')!.languages!
    const [en, es] = ['en', 'es'].map((locale) => about.find((l) => l.locale === locale)!)
    expect(columns).toEqual([{ title_es: es.title, text_en: en.text, match_es: es.match }])

    await searchLanguages.up(migrationArgs(payload))
    expect(await index()).toEqual(before)
  })
})
