import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../src/seed'
import { correctSeededSiteFacts } from '../../src/seed/corrections/site-facts-2026-11'
import { testPayload } from '../helpers/payload'

/** The data migration for years of service, against text an earlier seed wrote. */
let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { adminEmail: 'facts-admin@example.org', adminPassword: 'facts-password-1' })
})

const homeStats = async () => {
  const home = (
    await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]
  const block = home.layout.find((b) => b.blockType === 'stats')
  return { home, block: block?.blockType === 'stats' ? block : undefined }
}

describe('years of service written as fixed text by an earlier seed', () => {
  it('turns the old fixed figures into counting ones, once', async () => {
    // As the old seed wrote them.
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      context,
      data: {
        stats: [
          ...(settings.stats ?? []).filter((s) => !s.yearsSinceFounding),
          { value: '5+', label: 'Years of service, since 2019', yearsSinceFounding: false },
        ],
      },
    })
    const { home } = await homeStats()
    await payload.update({
      collection: 'pages',
      id: home.id,
      overrideAccess: true,
      context,
      data: {
        layout: home.layout.map((b) =>
          b.blockType === 'stats' ? { ...b, heading: 'Five years of connection' } : b,
        ),
      },
    })

    const report = await correctSeededSiteFacts(payload)
    expect(report.settings).toBe(true)
    expect(report.pages).toContain('home')
    const after = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(after.stats?.find((s) => s.yearsSinceFounding)?.label).toBe(
      'Years of service, since {foundingYear}',
    )
    expect((await homeStats()).block?.heading).toBe('{years}+ years of connection')
    expect(await correctSeededSiteFacts(payload)).toEqual({ settings: false, pages: [] })
  })

  it('leaves an editor’s own heading alone', async () => {
    const { home } = await homeStats()
    await payload.update({
      collection: 'pages',
      id: home.id,
      overrideAccess: true,
      context,
      data: {
        layout: home.layout.map((b) =>
          b.blockType === 'stats' ? { ...b, heading: 'Our people' } : b,
        ),
      },
    })
    await correctSeededSiteFacts(payload)
    expect((await homeStats()).block?.heading).toBe('Our people')
  })

  it('refuses a founding year in the future', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        context,
        data: { foundingYear: new Date().getUTCFullYear() + 1 },
      }),
    ).rejects.toThrow(/Founding/i)
  })
})
