import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { seed } from '../../src/seed'
import { readPublicSettings } from '../../src/lib/cms/queries'
import { testPayload } from '../helpers/payload'

let payload: Payload
const visitor = { overrideAccess: false, user: null } as const

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { adminEmail: 'seed-admin@example.org', adminPassword: 'seed-password-1' })
})

describe('visitor access', () => {
  it('cannot read users', async () => {
    await expect(payload.find({ collection: 'users', ...visitor })).rejects.toThrow(/not allowed/i)
  })

  it('sees published pages but never drafts', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: {
        title: 'Unpublished plans',
        slug: 'unpublished-plans',
        layout: [{ blockType: 'faq', items: [{ question: 'Q?', answer: 'A.' }] }],
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const asVisitor = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'unpublished-plans' } },
      ...visitor,
    })
    expect(asVisitor.docs).toHaveLength(0)
    const published = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'about' } },
      ...visitor,
    })
    expect(published.docs).toHaveLength(1)
    await payload.delete({
      collection: 'pages',
      id: draft.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('cannot read private settings fields', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', ...visitor })
    expect(settings.siteName).toBeTruthy()
    expect(settings.notificationEmail).toBeUndefined()
    expect(settings.submissionRetentionDays).toBeUndefined()
    const asAdmin = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(asAdmin.notificationEmail).toBe('team@example.org')
  })

  it('cannot change content', async () => {
    await expect(
      payload.create({
        collection: 'menus',
        data: { key: 'about', title: 'x', buttonLabel: 'x', href: '/x', sections: [] },
        ...visitor,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Hacked' }, ...visitor }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('the public settings (GET /api/web/settings/public, tests/e2e/public-api.spec.ts)', () => {
  it('hold only public fields', async () => {
    const data = await readPublicSettings(payload)
    expect(data).toMatchObject({
      site_name: expect.any(String),
      contact_email: expect.stringContaining('@'),
      phone_number: expect.any(String),
    })
    const text = JSON.stringify(data)
    expect(text).not.toContain('team@example.org')
    expect(text).not.toMatch(/retention/i)
  })
})

describe('bad input', () => {
  it('a missing required field is a validation error and writes nothing', async () => {
    const before = (await payload.count({ collection: 'crisis-resources', overrideAccess: true }))
      .totalDocs
    await expect(
      payload.create({
        collection: 'crisis-resources',
        data: {
          slug: 'incomplete',
          description: 'No name',
          website: 'https://example.org',
          availability: '24/7',
          displayOrder: 1,
          lastVerified: new Date().toISOString(),
          phone: '123',
          phoneDisplay: '123',
        } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    ).rejects.toMatchObject({ name: 'ValidationError', status: 400 })
    expect(
      (await payload.count({ collection: 'crisis-resources', overrideAccess: true })).totalDocs,
    ).toBe(before)
  })

  it('a wrong value (letters in a phone number) names the field', async () => {
    const attempt = payload.create({
      collection: 'crisis-resources',
      data: {
        name: 'Bad phone',
        slug: 'bad-phone',
        description: 'x',
        phone: '1-800-CALL-NOW',
        phoneDisplay: '1-800-CALL-NOW',
        website: 'https://example.org',
        availability: '24/7',
        priority: 'high',
        displayOrder: 1,
        lastVerified: new Date().toISOString(),
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      data: { errors: expect.arrayContaining([expect.objectContaining({ path: 'phone' })]) },
    })
    const found = await payload.find({
      collection: 'crisis-resources',
      where: { slug: { equals: 'bad-phone' } },
      overrideAccess: true,
    })
    expect(found.docs).toHaveLength(0)
  })
})
