import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { seed } from '../../src/seed'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { seedPages } from '../../src/seed/content/pages'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

// Other test files add their own records to this database: count what the seed owns.
const seededSlugs = seedPages.map((p) => p.slug)
const counts = async () => ({
  pages: (
    await payload.count({
      collection: 'pages',
      where: { slug: { in: seededSlugs } },
      overrideAccess: true,
    })
  ).totalDocs,
  menus: (await payload.count({ collection: 'menus', overrideAccess: true })).totalDocs,
  crisis: (
    await payload.count({
      collection: 'crisis-resources',
      where: { slug: { in: seedCrisisResources.map((r) => r.slug) } },
      overrideAccess: true,
    })
  ).totalDocs,
  users: (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs,
})

describe('seed', () => {
  it('loads the spec content once and is idempotent', async () => {
    await seed(payload, { adminEmail: 'seed-admin@example.org', adminPassword: 'seed-password-1' })
    const first = await counts()
    expect(first.pages).toBe(seedPages.length)
    expect(first.menus).toBe(5)
    expect(first.crisis).toBe(seedCrisisResources.length)
    expect(first.users).toBeGreaterThanOrEqual(1)

    const again = await seed(payload, {
      adminEmail: 'seed-admin@example.org',
      adminPassword: 'seed-password-1',
    })
    expect(await counts()).toEqual(first)
    expect(again.created).toEqual({ pages: 0, menus: 0, crisisResources: 0, settings: false })
    expect(again.admin).toBeUndefined()
  })

  it('does not overwrite what an editor changed', async () => {
    const menu = await payload.find({
      collection: 'menus',
      where: { key: { equals: 'about' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'menus',
      id: menu.docs[0].id,
      data: { title: 'About us (edited)' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await seed(payload)
    const after = await payload.findByID({
      collection: 'menus',
      id: menu.docs[0].id,
      overrideAccess: true,
    })
    expect(after.title).toBe('About us (edited)')
  })

  it('seeds corrected crisis data: DV Hotline texts START to 88788, 988 has no "press 3"', async () => {
    const dv = seedCrisisResources.find((r) => r.slug === 'domestic-violence-hotline')!
    expect(dv.textNumber).toBe('88788')
    expect(JSON.stringify(seedCrisisResources)).not.toMatch(/press 3|22522/i)
    const stored = await payload.find({
      collection: 'crisis-resources',
      where: { slug: { equals: 'domestic-violence-hotline' } },
      overrideAccess: true,
    })
    expect(stored.docs[0].textInstructions).toBe('Text START to 88788')
    for (const r of seedCrisisResources) {
      if (r.phone) expect(r.phone).toMatch(/^\d+$/)
    }
  })

  it('puts every menu anchor on a real section of its page', async () => {
    const anchors: Record<string, string[]> = {
      about: ['mission', 'team', 'impact', 'careers', 'press', 'leadership'],
      resources: ['annual-report'],
      services: ['education', 'ally-training', 'events'],
      contact: ['newsletter', 'social'],
      volunteer: ['ambassador'],
    }
    for (const [slug, ids] of Object.entries(anchors)) {
      const page = await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        overrideAccess: true,
      })
      const present = page.docs[0].layout.map((b) => b.anchorId).filter(Boolean)
      expect(present, slug).toEqual(expect.arrayContaining(ids))
    }
  })
})
