import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as emptyDrafts from '../../src/migrations/20261125_190500_pages_empty_drafts'
import { migrationArgs } from '../helpers/migration-db'
import { testPayload } from '../helpers/payload'

/**
 * Before drafts were validated, "Create New" saved an empty page at once. The migration removes
 * those (no title in any language, no address) and keeps every other draft. Since then Payload
 * refuses such a draft: it is written here through the database adapter, as the old create
 * screen did without validation.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/**
 * A draft page and its version, as Payload's create screen stored it (main row, then version);
 * localized fields given per language (`locale: 'all'`).
 */
const insertDraft = async (data: Record<string, unknown>) => {
  const req = { locale: 'all' as const }
  const doc = (await payload.db.create({
    collection: 'pages',
    data: { _status: 'draft', ...data },
    req,
  })) as { id: number }
  const now = new Date().toISOString()
  await payload.db.createVersion({
    collectionSlug: 'pages',
    parent: doc.id,
    versionData: { _status: 'draft', ...data },
    autosave: false,
    createdAt: now,
    updatedAt: now,
    req,
  })
  return doc.id
}

const exists = async (id: number) =>
  (
    await payload.find({
      collection: 'pages',
      where: { id: { equals: id } },
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
  ).totalDocs === 1

describe('empty page drafts', () => {
  it('a draft without title and address goes; one with a title stays', async () => {
    const empty = await insertDraft({})
    const titled = await insertDraft({ title: { en: 'Half-written page' } })
    expect(await exists(empty)).toBe(true)

    await emptyDrafts.up(migrationArgs(payload))

    expect(await exists(empty)).toBe(false)
    expect(await exists(titled)).toBe(true)
    await payload.delete({ collection: 'pages', id: titled, overrideAccess: true })
  })

  it('Payload now refuses to save an empty draft, naming the fields', async () => {
    await expect(
      payload.create({ collection: 'pages', data: {}, draft: true, overrideAccess: true }),
    ).rejects.toThrow(/Page title|Page address|Page content/)
  })
})
