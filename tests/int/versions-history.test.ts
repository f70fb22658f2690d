import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { readVersionHistory, restoreVersion } from '../../src/lib/cms/history'
import { readRecentEdits } from '../../src/lib/cms/admin'
import { MENU_KEYS } from '../../collections/Menus'
import type { CrisisResource, User } from '../../src/payload-types'
import { paragraph } from '../helpers/lexical'
import { rest } from '../helpers/payload-rest'
import { testPayload } from '../helpers/payload'

/**
 * Versions told apart (who saved, what changed, what restoring would change now) and restored
 * one language at a time: the case of the LGBT National Hotline, whose restore removed its
 * Spanish description, hours note and tags from /es/crisis.
 */
let payload: Payload
let ana: User
let ben: User
let anaCookie: string
const run = randomBytes(3).toString('hex')
const ctx = { disableRevalidate: true }

async function member(name: string) {
  const email = `${name}-${run}@example.org`
  const user = await payload.create({
    collection: 'users',
    data: { name, email, password: `${name}-password-1`, role: 'editor' },
    overrideAccess: true,
  })
  const login = await rest('POST', '/api/users/login', {
    body: { email, password: `${name}-password-1` },
  })
  return { user, cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] }
}

const as = (user: User) => ({ overrideAccess: false, user, context: ctx })

async function read(id: number, locale: 'en' | 'es') {
  return payload.findByID({
    collection: 'crisis-resources',
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
  })
}

/** A published line with English and Spanish, then an English edit and a Spanish edit. */
async function lineWithHistory(): Promise<CrisisResource> {
  const line = await payload.create({
    collection: 'crisis-resources',
    locale: 'en',
    ...as(ana),
    data: {
      name: `History line ${run}`,
      slug: `history-line-${run}-${randomBytes(2).toString('hex')}`,
      description: 'Peer support for LGBTQ+ people of all ages.',
      phone: '18888434564',
      phoneDisplay: '1-888-843-4564',
      website: 'https://example.org/',
      hours: { is24x7: true, note: 'Open every day.' },
      priority: 'high',
      displayOrder: 990,
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'crisis-resources',
    id: line.id,
    locale: 'es',
    ...as(ana),
    data: {
      description: 'Apoyo entre pares para personas LGBTQ+ de todas las edades.',
      hours: { note: 'Abierto todos los días.' },
      otherTags: [{ tag: 'Todas las edades' }],
      _status: 'published',
    },
  })
  // Ben rewrites the English description and changes the shared phone number.
  await payload.update({
    collection: 'crisis-resources',
    id: line.id,
    locale: 'en',
    ...as(ben),
    data: {
      description: 'Confidential peer support, information and local resources.',
      phoneDisplay: '1 (888) 843-4564',
      _status: 'published',
    },
  })
  return line
}

beforeAll(async () => {
  payload = await testPayload()
  const a = await member('Ana')
  ana = a.user
  anaCookie = a.cookie
  ben = (await member('Ben')).user
})

const versionsOf = (id: number) => readVersionHistory(payload, ana, 'crisis-resources', id)

describe('version history', () => {
  it('tells versions apart: author, what each save changed, what restoring would change', async () => {
    const line = await lineWithHistory()
    const versions = await versionsOf(line.id)
    expect(versions).toHaveLength(3)
    const [now, spanish, first] = versions
    expect(now).toMatchObject({ author: 'Ben', isCurrent: true, status: 'published' })
    expect(now.changed).toEqual({ en: ['Description'], es: [], shared: ['Phone Display'] })
    expect(now.restoreWouldChange).toEqual({ en: [], es: [], shared: [] })
    expect(spanish.author).toBe('Ana')
    expect(spanish.changed).toEqual({
      en: [],
      es: ['Description', 'Hours › Hours note', 'Other tags'],
      shared: [],
    })
    expect(first.changed).toBeNull()
    expect(first.restoreWouldChange).toEqual({
      en: ['Description'],
      es: ['Description', 'Hours › Hours note', 'Other tags'],
      shared: ['Phone Display'],
    })
    // Visitors never get who saved.
    const visitor = await payload.findByID({
      collection: 'crisis-resources',
      id: line.id,
      overrideAccess: false,
      depth: 0,
    })
    expect(visitor.updatedBy).toBeUndefined()
    expect((await read(line.id, 'en')).updatedBy).toBe(ben.id)
  })

  it('restores the English of an old version and leaves the Spanish and shared details', async () => {
    const line = await lineWithHistory()
    const first = (await versionsOf(line.id)).at(-1)!
    const result = await restoreVersion(payload, ana, 'crisis-resources', line.id, first.id, 'en')
    expect(result.message).toMatch(/Restored the English of that version and published it/)
    const en = await read(line.id, 'en')
    const es = await read(line.id, 'es')
    expect(en.description).toBe('Peer support for LGBTQ+ people of all ages.')
    expect(en.hours?.note).toBe('Open every day.')
    expect(en._status).toBe('published')
    // The Spanish and the shared phone are as they were before the restore.
    expect(es.description).toBe('Apoyo entre pares para personas LGBTQ+ de todas las edades.')
    expect(es.hours?.note).toBe('Abierto todos los días.')
    expect(es.otherTags?.map((t) => t.tag)).toEqual(['Todas las edades'])
    expect(en.phoneDisplay).toBe('1 (888) 843-4564')
    // A visitor reads the restored English now (published).
    const visitor = await payload.find({
      collection: 'crisis-resources',
      where: { id: { equals: line.id } },
      locale: 'es',
      overrideAccess: false,
      depth: 0,
    })
    expect(visitor.docs[0].description).toBe(
      'Apoyo entre pares para personas LGBTQ+ de todas las edades.',
    )
    // The restore is itself a version, by who restored.
    const after = await versionsOf(line.id)
    expect(after[0]).toMatchObject({ author: 'Ana', isCurrent: true })
    expect(after[0].changed).toEqual({ en: ['Description'], es: [], shared: [] })
  })

  it('restores the Spanish only, and everything when asked', async () => {
    const line = await lineWithHistory()
    // A mistaken Spanish edit, to undo.
    await payload.update({
      collection: 'crisis-resources',
      id: line.id,
      locale: 'es',
      ...as(ben),
      data: { description: 'Texto equivocado.', hours: { note: 'Cerrado.' }, _status: 'published' },
    })
    const versions = await versionsOf(line.id)
    const spanishSave = versions[2]
    expect(spanishSave.author).toBe('Ana')
    expect(spanishSave.restoreWouldChange).toEqual({
      en: ['Description'],
      es: ['Description', 'Hours › Hours note'],
      shared: ['Phone Display'],
    })
    await restoreVersion(payload, ana, 'crisis-resources', line.id, spanishSave.id, 'es')
    let es = await read(line.id, 'es')
    let en = await read(line.id, 'en')
    expect(es.description).toBe('Apoyo entre pares para personas LGBTQ+ de todas las edades.')
    expect(es.hours?.note).toBe('Abierto todos los días.')
    // Ben's English and phone stay.
    expect(en.description).toBe('Confidential peer support, information and local resources.')
    expect(en.phoneDisplay).toBe('1 (888) 843-4564')

    // The first version had no Spanish: its Spanish cannot be restored, and nothing changes.
    const first = versions.at(-1)!
    await expect(
      restoreVersion(payload, ana, 'crisis-resources', line.id, first.id, 'es'),
    ).rejects.toThrow(
      /The Spanish of that version cannot be restored: .*Description.*Nothing was changed/,
    )
    expect((await read(line.id, 'es')).description).toBe(
      'Apoyo entre pares para personas LGBTQ+ de todas las edades.',
    )

    // Everything: Payload's own restore, every language and shared field.
    await restoreVersion(payload, ana, 'crisis-resources', line.id, first.id, 'all')
    en = await read(line.id, 'en')
    es = await read(line.id, 'es')
    expect(en.description).toBe('Peer support for LGBTQ+ people of all ages.')
    expect(en.phoneDisplay).toBe('1-888-843-4564')
    expect(es.description ?? null).toBeNull()
  })

  it('answers the panel over REST: history, restore, and a clear 400 for bad input', async () => {
    const line = await lineWithHistory()
    const cookie = anaCookie
    const history = await rest('GET', `/api/crisis-resources/${line.id}/history`, { cookie })
    expect(history.status).toBe(200)
    const versions = (history.json as { versions: { id: number; author: string }[] }).versions
    expect(versions.map((v) => v.author)).toEqual(['Ben', 'Ana', 'Ana'])
    expect((await rest('GET', `/api/crisis-resources/${line.id}/history`)).status).toBe(403)

    const bad = await rest('POST', `/api/crisis-resources/${line.id}/restore`, {
      cookie,
      body: { version: versions[2].id, language: 'fr' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json?.message).toMatch(/^Language:/)
    const noVersion = await rest('POST', `/api/crisis-resources/${line.id}/restore`, {
      cookie,
      body: { language: 'en' },
    })
    expect(noVersion.status).toBe(400)
    expect(noVersion.json?.message).toMatch(/^Version:/)
    const other = await lineWithHistory()
    const foreign = await rest('POST', `/api/crisis-resources/${other.id}/restore`, {
      cookie,
      body: { version: versions[2].id, language: 'en' },
    })
    expect(foreign.status).toBe(404)

    const ok = await rest('POST', `/api/crisis-resources/${line.id}/restore`, {
      cookie,
      body: { version: versions[2].id, language: 'en' },
    })
    expect(ok.status).toBe(200)
    expect((await read(line.id, 'en')).description).toBe(
      'Peer support for LGBTQ+ people of all ages.',
    )
    expect((await read(line.id, 'es')).hours?.note).toBe('Abierto todos los días.')
  })

  it('tells a story’s versions apart and restores its Spanish only, over REST', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { name: `History stories ${run}` } as never,
      overrideAccess: true,
    })
    const body = (text: string) => paragraph(text) as never
    const story = await payload.create({
      collection: 'stories',
      locale: 'en',
      ...as(ana),
      data: {
        title: `Our first pride picnic ${run}`,
        slug: `pride-picnic-${run}`,
        summary: 'Two hundred neighbours came.',
        body: body('It rained, and nobody left.'),
        categories: [category.id],
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'stories',
      id: story.id,
      locale: 'es',
      ...as(ana),
      data: {
        title: `Nuestro primer picnic del orgullo ${run}`,
        summary: 'Vinieron doscientas personas vecinas.',
        body: body('Llovió, y nadie se fue.'),
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'stories',
      id: story.id,
      locale: 'es',
      ...as(ben),
      data: { summary: 'Un resumen equivocado.', _status: 'published' },
    })

    const history = await rest('GET', `/api/stories/${story.id}/history`, { cookie: anaCookie })
    expect(history.status).toBe(200)
    const versions = (
      history.json as {
        versions: { id: number; author: string; changed: Record<string, string[]> | null }[]
      }
    ).versions
    expect(versions.map((v) => v.author)).toEqual(['Ben', 'Ana', 'Ana'])
    expect(versions[0].changed).toEqual({ en: [], es: ['Summary'], shared: [] })
    expect((await rest('GET', `/api/stories/${story.id}/history`)).status).toBe(403)

    const restored = await rest('POST', `/api/stories/${story.id}/restore`, {
      cookie: anaCookie,
      body: { version: versions[1].id, language: 'es' },
    })
    expect(restored.status).toBe(200)
    const spanish = await payload.findByID({
      collection: 'stories',
      id: story.id,
      locale: 'es',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(spanish.summary).toBe('Vinieron doscientas personas vecinas.')
    expect(spanish._status).toBe('published')
    await payload.delete({
      collection: 'stories',
      id: story.id,
      overrideAccess: true,
      context: ctx,
    })
    await payload.delete({ collection: 'categories', id: category.id, overrideAccess: true })
  })

  it('names what a publish made live, compared with the last published version, and who last saved, to an editor who cannot open that member’s account', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { name: `History publish ${run}` } as never,
      overrideAccess: true,
    })
    const story = await payload.create({
      collection: 'stories',
      locale: 'en',
      ...as(ana),
      data: {
        title: `Working title ${run}`,
        slug: `working-title-${run}`,
        summary: 'A summary.',
        body: paragraph('A body.') as never,
        categories: [category.id],
        _status: 'published',
      },
    })
    // Ben's draft gets the real headline and address; Ana then publishes it as it is.
    await payload.update({
      collection: 'stories',
      id: story.id,
      locale: 'en',
      draft: true,
      ...as(ben),
      data: { title: `Pride at the library ${run}`, slug: `pride-at-the-library-${run}` },
    })
    await payload.update({
      collection: 'stories',
      id: story.id,
      locale: 'en',
      ...as(ana),
      data: { _status: 'published' },
    })
    try {
      const [publish, draft] = await readVersionHistory(payload, ben, 'stories', story.id)
      expect(draft).toMatchObject({ author: 'Ben', status: 'draft' })
      expect(publish).toMatchObject({ author: 'Ana', status: 'published' })
      expect(publish.changed).toEqual({ en: ['Headline'], es: [], shared: ['Story address'] })

      // Payload's own "Last saved by" on the edit screen, as Ben reads the story.
      const read = await payload.findByID({ collection: 'stories', id: story.id, ...as(ben) })
      expect((read as { lastSavedBy?: unknown }).lastSavedBy).toBe('Ana')
    } finally {
      await payload.delete({
        collection: 'stories',
        id: story.id,
        overrideAccess: true,
        context: ctx,
      })
      await payload.delete({ collection: 'categories', id: category.id, overrideAccess: true })
    }
  })
})

describe('the dashboard’s recent edits', () => {
  it('lists stories with pages, menus and crisis lines, newest first, naming who saved each', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { name: `Recent edits ${run}` } as never,
      overrideAccess: true,
    })
    const line = await payload.create({
      collection: 'crisis-resources',
      ...as(ben),
      data: {
        name: `Recent line ${run}`,
        slug: `recent-line-${run}`,
        description: 'Support.',
        phone: '18005550100',
        phoneDisplay: '1-800-555-0100',
        hours: { is24x7: true },
        priority: 'high',
        displayOrder: 991,
        _status: 'draft',
      },
      draft: true,
    })
    const story = await payload.create({
      collection: 'stories',
      ...as(ana),
      data: {
        title: `Recent story ${run}`,
        summary: 'A summary.',
        body: paragraph('A body.') as never,
        categories: [category.id],
        _status: 'draft',
      },
      draft: true,
    })
    // A menu of its own in a slot no other file uses, else one saved as it is (who saved only).
    const menus = await payload.find({ collection: 'menus', depth: 0, overrideAccess: true })
    const free = MENU_KEYS.find((key) => !menus.docs.some((m) => m.key === key))
    const menu = free
      ? await payload.create({
          collection: 'menus',
          ...as(ben),
          data: {
            key: free,
            title: `Recent menu ${run}`,
            buttonLabel: 'Recent',
            linkType: 'url',
            href: '/recent',
            sections: [
              { title: 'Read', items: [{ name: 'Guide', linkType: 'url', href: '/guide' }] },
            ],
          },
        })
      : await payload.update({ collection: 'menus', id: menus.docs[0]!.id, data: {}, ...as(ben) })
    try {
      const ours = new Set([
        `/admin/collections/crisis-resources/${line.id}`,
        `/admin/collections/stories/${story.id}`,
        `/admin/collections/menus/${menu.id}`,
      ])
      const edits = (await readRecentEdits(payload, ana, 50)).filter((e) => ours.has(e.href))
      expect(edits.map((e) => [e.kind, e.title, e.author, e.status])).toEqual([
        ['Menu', menu.title, 'Ben', undefined],
        ['Story', `Recent story ${run}`, 'Ana', 'draft'],
        ['Crisis resource', `Recent line ${run}`, 'Ben', 'draft'],
      ])
    } finally {
      await payload.delete({
        collection: 'stories',
        id: story.id,
        overrideAccess: true,
        context: ctx,
      })
      await payload.delete({
        collection: 'crisis-resources',
        id: line.id,
        overrideAccess: true,
        context: ctx,
      })
      await payload.delete({ collection: 'categories', id: category.id, overrideAccess: true })
      if (free)
        await payload.delete({
          collection: 'menus',
          id: menu.id,
          overrideAccess: true,
          context: ctx,
        })
    }
  })
})
