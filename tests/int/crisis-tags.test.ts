import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as crisisTags from '../../src/migrations/20261125_125314_crisis_tags'
import type { CrisisResource } from '../../src/payload-types'
import { seed } from '../../src/seed'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { SPECIALIZATIONS } from '@domain/crisis/specializations'
import { publicCrisisLines } from '@domain/public-api'
import { readCrisisResources } from '../../src/lib/cms/queries'
import { drizzleOf, migrationArgs, queryRows } from '../helpers/migration-db'
import { testPayload } from '../helpers/payload'

/**
 * Crisis-line tags as one list (issue 28): the migration turns the old localized tags, English
 * and Spanish, into the list's values and keeps every tag the list does not have; and the tags
 * are one list in either language, which /api/public/crisis-lines?tag= filters by.
 */
let payload: Payload
const context = { disableRevalidate: true }

const db = () => drizzleOf(payload)
const args = () => migrationArgs(payload)
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(payload, query)

const seeded = (slug: string) => seedCrisisResources.find((r) => r.slug === slug)!
const bySlug = async (slug: string, locale: 'en' | 'es' = 'en') =>
  (
    await payload.find({
      collection: 'crisis-resources',
      where: { slug: { equals: slug } },
      overrideAccess: true,
      depth: 0,
      locale,
    })
  ).docs[0]

/** The old shape's tags of a document (or version) in one language, in order. */
const oldTags = (table: string, parent: number, locale: 'en' | 'es') =>
  rows<{ text: string }>(
    sql`SELECT "text" FROM ${sql.identifier(table)} WHERE "parent_id" = ${parent} AND "locale" = ${locale} ORDER BY "order"`,
  ).then((r) => r.map((t) => t.text))

/** Writes tags the way the old localized field stored them. */
async function writeOldTags(
  table: string,
  path: string,
  parent: number,
  tags: Record<'en' | 'es', string[]>,
) {
  await db().execute(sql`DELETE FROM ${sql.identifier(table)} WHERE "parent_id" = ${parent}`)
  for (const locale of ['en', 'es'] as const)
    for (const [i, text] of tags[locale].entries())
      await db().execute(
        sql`INSERT INTO ${sql.identifier(table)} ("order", "parent_id", "path", "text", "locale") VALUES (${i + 1}, ${parent}, ${path}, ${text}, ${locale})`,
      )
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { adminEmail: 'tags-admin@example.org', adminPassword: 'tags-password-1' })
})

describe('the tags migration', () => {
  let line: CrisisResource
  let version: number

  afterAll(async () => {
    // The seeded tags again, for the other test files.
    await payload.update({
      collection: 'crisis-resources',
      id: line.id,
      data: { specialization: seeded('trans-lifeline').specialization, otherTags: [] },
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'crisis-resources',
      id: line.id,
      locale: 'es',
      data: { otherTags: [] },
      overrideAccess: true,
      context,
    })
  })

  it('turns English and Spanish tags into values, keeps the others, and goes back', async () => {
    line = await bySlug('trans-lifeline')
    const trevor = await bySlug('trevor-project')
    const [latest] = await rows<{ id: number }>(
      sql`SELECT "id" FROM "_crisis_resources_v" WHERE "parent_id" = ${line.id} AND "latest" ORDER BY "id" DESC LIMIT 1`,
    )
    version = latest.id

    await crisisTags.down(args())
    // Down writes every value in the words the old seed stored, in both languages.
    expect(await oldTags('crisis_resources_texts', trevor.id, 'en')).toEqual([
      'LGBTQ+ youth',
      'Suicide prevention',
      'Crisis counseling',
    ])
    expect(await oldTags('crisis_resources_texts', trevor.id, 'es')).toEqual([
      'Jóvenes LGBTQ+',
      'Prevención del suicidio',
      'Consejería en crisis',
    ])

    // What an editor could have typed into the old field: other case and spaces, a tag only
    // in Spanish, and tags the list does not have.
    const typed = {
      en: ['Transgender and nonbinary people', '  peer SUPPORT ', 'Homeless youth'],
      es: ['Personas trans y no binarias', 'Apoyo entre pares', 'salir del clóset', 'Sin hogar'],
    }
    await writeOldTags('crisis_resources_texts', 'specialization', line.id, typed)
    await writeOldTags('_crisis_resources_v_texts', 'version.specialization', version, typed)

    await crisisTags.up(args())

    const english = await bySlug('trans-lifeline', 'en')
    const spanish = await bySlug('trans-lifeline', 'es')
    // English tags first, then those only the Spanish had; each value once.
    expect(english.specialization).toEqual(['transgender-nonbinary', 'peer-support', 'coming-out'])
    expect(spanish.specialization).toEqual(english.specialization)
    expect(english.otherTags?.map((t) => t.tag)).toEqual(['Homeless youth'])
    expect(spanish.otherTags?.map((t) => t.tag)).toEqual(['Sin hogar'])

    const versions = await payload.findVersions({
      collection: 'crisis-resources',
      where: { id: { equals: version } },
      overrideAccess: true,
      depth: 0,
      locale: 'es',
    })
    expect(versions.docs[0].version.specialization).toEqual(english.specialization)
    expect(versions.docs[0].version.otherTags?.map((t) => t.tag)).toEqual(['Sin hogar'])

    // Every other line: the seed's values back, and nothing left over.
    for (const r of seedCrisisResources.filter((r) => r.slug !== 'trans-lifeline')) {
      const doc = await bySlug(r.slug)
      expect(doc.specialization, r.slug).toEqual(r.specialization)
      expect(doc.otherTags ?? [], r.slug).toEqual([])
    }

    // Down again: values in each language's words, then that language's other tags.
    await crisisTags.down(args())
    expect(await oldTags('crisis_resources_texts', line.id, 'en')).toEqual([
      'Transgender and nonbinary people',
      'Peer support',
      'Coming out',
      'Homeless youth',
    ])
    expect(await oldTags('crisis_resources_texts', line.id, 'es')).toEqual([
      'Personas trans y no binarias',
      'Apoyo entre pares',
      'Salir del clóset',
      'Sin hogar',
    ])
    expect(await oldTags('_crisis_resources_v_texts', version, 'es')).toEqual([
      'Personas trans y no binarias',
      'Apoyo entre pares',
      'Salir del clóset',
      'Sin hogar',
    ])
    await crisisTags.up(args())
    expect((await bySlug('trans-lifeline')).specialization).toEqual(english.specialization)
  })
})

describe('filtering lines by tag', () => {
  let published: CrisisResource[]
  let draftOnly: CrisisResource
  const slugsOf = (docs: { slug: string }[]) => docs.map((d) => d.slug).sort()
  const having = (value: string) =>
    slugsOf(published.filter((l) => l.specialization?.includes(value as never)))
  const without = (value: string) =>
    slugsOf(published.filter((l) => !l.specialization?.includes(value as never)))

  beforeAll(async () => {
    // The tier's earlier files save seeded lines in every way an editor does and may leave one
    // a draft (its main document): the two lines this file names are published again first.
    for (const slug of ['trans-lifeline', '988-lifeline']) {
      const [doc] = (
        await payload.find({
          collection: 'crisis-resources',
          where: { slug: { equals: slug } },
          overrideAccess: true,
          depth: 0,
        })
      ).docs
      if (doc._status !== 'published')
        await payload.update({
          collection: 'crisis-resources',
          id: doc.id,
          data: { _status: 'published' },
          overrideAccess: true,
          context,
        })
    }
    published = (
      await payload.find({
        collection: 'crisis-resources',
        overrideAccess: false,
        pagination: false,
        depth: 0,
      })
    ).docs
    // A line no visitor may see, with the tag asked for: never in a visitor's answer.
    draftOnly = await payload.create({
      collection: 'crisis-resources',
      draft: true,
      data: {
        name: 'Unpublished line',
        slug: 'unpublished-tag-line',
        description: 'Not public yet.',
        phone: '18005550100',
        phoneDisplay: '1-800-555-0100',
        website: 'https://example.org/',
        priority: 'high',
        displayOrder: 999,
        specialization: ['peer-support'],
        _status: 'draft',
      },
      overrideAccess: true,
      context,
    })
  })

  afterAll(async () => {
    await payload.delete({
      collection: 'crisis-resources',
      id: draftOnly.id,
      overrideAccess: true,
      context,
    })
  })

  const asVisitor = async (where: Where, locale: 'en' | 'es' = 'en') =>
    (
      await payload.find({
        collection: 'crisis-resources',
        where,
        overrideAccess: false,
        pagination: false,
        depth: 0,
        locale,
      })
    ).docs

  it('knows a value for every tag the seed uses', () => {
    // The lines are a fair test: some have peer support and some do not.
    expect(having('peer-support')).toContain('trans-lifeline')
    expect(without('peer-support')).toContain('988-lifeline')
    for (const r of seedCrisisResources)
      for (const value of r.specialization ?? []) expect(SPECIALIZATIONS).toContain(value)
  })

  it('filters the published lines by tag for /api/public/crisis-lines, in both languages', async () => {
    for (const locale of ['en', 'es'] as const) {
      const lines = await readCrisisResources(payload, locale)
      for (const tag of ['peer-support', 'coming-out'] as const) {
        const answer = publicCrisisLines(lines, { tag, locale })
        expect(answer.lines.map((l) => l.id).sort(), `${tag} ${locale}`).toEqual(having(tag))
      }
      const all = publicCrisisLines(lines, { tag: null, locale })
      expect(all.lines.map((l) => l.id).sort()).toEqual(slugsOf(published))
      expect(all.lines.map((l) => l.id)).not.toContain(draftOnly.slug)
    }
  })

  it('gives the Spanish site the same values', async () => {
    const spanish = await asVisitor({}, 'es')
    expect(slugsOf(spanish)).toEqual(slugsOf(published))
    for (const line of published)
      expect(spanish.find((l) => l.slug === line.slug)?.specialization, line.slug).toEqual(
        line.specialization,
      )
  })
})
