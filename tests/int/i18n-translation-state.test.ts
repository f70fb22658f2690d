import { randomBytes } from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { copyDataFromLocale } from '@payloadcms/ui/utilities/copyDataFromLocale'
import { beforeAll, describe, expect, it } from 'vitest'
import { readPageIsTranslated, readPageTranslation } from '../../src/lib/cms/queries'
import { readUntranslated, readUntranslatedPages } from '../../src/lib/cms/admin'
import type { Page, User } from '../../src/payload-types'
import { messagesFor } from '@domain/i18n/messages'
import { rest } from '../helpers/payload-rest'
import { testPayload } from '../helpers/payload'

/**
 * A page is translated only when a Spanish visitor sees Spanish: its own Spanish title and
 * layout, with no passage left as the English text. Written through the Local API as the admin
 * writes (Payload's copyDataFromLocale for "Start the Spanish version from the English").
 */
let payload: Payload
let editor: User
let editorCookie: string
const run = randomBytes(3).toString('hex')
const ctx = { disableRevalidate: true }

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        textFormat: 0,
        children: [
          { type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 },
        ],
      },
    ],
  },
})

const englishLayout = (): Page['layout'] => [
  {
    blockType: 'richTextSection',
    heading: 'How our peer groups work',
    content: paragraph('Every group meets online once a week with two trained volunteers.'),
  },
]
const spanishLayout = (): Page['layout'] => [
  {
    blockType: 'richTextSection',
    heading: 'Cómo funcionan nuestros grupos',
    content: paragraph('Cada grupo se reúne en línea una vez por semana con dos voluntarios.'),
  },
]

beforeAll(async () => {
  payload = await testPayload()
  const email = `translator-${run}@example.org`
  editor = await payload.create({
    collection: 'users',
    data: { name: 'Translator', email, password: 'translator-password-1', role: 'editor' },
    overrideAccess: true,
  })
  const login = await rest('POST', '/api/users/login', {
    body: { email, password: 'translator-password-1' },
  })
  editorCookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
})

async function newPublishedPage(slug: string, title: string) {
  return payload.create({
    collection: 'pages',
    overrideAccess: true,
    context: ctx,
    locale: 'en',
    data: { title, slug, layout: englishLayout(), _status: 'published' },
  })
}

describe('translation state', () => {
  it('keeps a page untranslated until its Spanish body is Spanish, through copy and edits', async () => {
    const slug = `peer-groups-${run}`
    const title = `Peer groups ${run}`
    const page = await newPublishedPage(slug, title)
    expect(await readPageIsTranslated(payload, slug, 'es')).toBe(false)
    let listed = (await readUntranslatedPages(payload, editor, 'es')).find((p) => p.id === page.id)
    expect(listed).toMatchObject({
      title,
      path: `/${slug}`,
      href: `/admin/collections/pages/${page.id}?locale=es`,
      summary: 'No Spanish content yet.',
    })
    expect(listed?.live?.reasons).toEqual(['no-title', 'no-layout'])
    // The dashboard's combined list names pages by title.
    expect((await readUntranslated(payload, editor)).map((i) => `${i.kind} ${i.name}`)).toContain(
      `Page ${title}`,
    )

    // The reported bug: a Spanish title and intro alone used to count as translated.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      overrideAccess: true,
      context: ctx,
      data: { title: 'Grupos de pares', intro: 'Apoyo entre iguales.', _status: 'published' },
    })
    expect(await readPageIsTranslated(payload, slug, 'es')).toBe(false)
    const visitorEs = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      locale: 'es',
      overrideAccess: false,
      depth: 0,
    })
    // What /es shows: the English body (fallback) — so the notice must stay.
    expect(visitorEs.docs[0].layout[0]).toMatchObject({ heading: 'How our peer groups work' })
    expect((await readPageTranslation(payload, slug, 'es'))?.reasons).toEqual(['no-layout'])

    // "Start the Spanish version from the English": Payload's copy, as the editor. The page is
    // published, so Payload publishes the copy: the same English visitors had, by fallback.
    const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
    await copyDataFromLocale({
      collectionSlug: 'pages',
      docID: page.id,
      fromLocale: 'en',
      toLocale: 'es',
      overrideData: false,
      req,
    })
    const draftCopy = await readPageTranslation(payload, slug, 'es', true)
    expect(draftCopy?.translated).toBe(false)
    expect(draftCopy?.reasons).toEqual(['english-passages'])
    expect(draftCopy?.englishPassages).toEqual([
      'How our peer groups work',
      'Every group meets online once a week with two trained volunteers.',
    ])
    // The Spanish title the editor wrote is kept; the English page is untouched.
    const draftEs = await payload.findByID({
      collection: 'pages',
      id: page.id,
      draft: true,
      locale: 'es',
      fallbackLocale: false,
      overrideAccess: true,
    })
    expect(draftEs.title).toBe('Grupos de pares')
    const english = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      overrideAccess: true,
    })
    expect(english.title).toBe(title)
    // Still English for the visitor, so still not translated.
    expect(await readPageIsTranslated(payload, slug, 'es')).toBe(false)
    listed = (await readUntranslatedPages(payload, editor, 'es')).find((p) => p.id === page.id)
    expect(listed?.summary).toBe('Started: 2 passages are still in English.')

    // Half translated: the heading only.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      draft: true,
      overrideAccess: true,
      context: ctx,
      data: {
        layout: [
          {
            ...spanishLayout()[0],
            content: paragraph('Every group meets online once a week with two trained volunteers.'),
          },
        ] as Page['layout'],
      },
    })
    expect((await readPageTranslation(payload, slug, 'es', true))?.englishPassageCount).toBe(1)

    // All Spanish in the draft: ready, but visitors see it only once published.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      draft: true,
      overrideAccess: true,
      context: ctx,
      data: { layout: spanishLayout() },
    })
    expect((await readPageTranslation(payload, slug, 'es', true))?.translated).toBe(true)
    expect(await readPageIsTranslated(payload, slug, 'es')).toBe(false)
    listed = (await readUntranslatedPages(payload, editor, 'es')).find((p) => p.id === page.id)
    expect(listed?.summary).toBe(
      'Spanish is ready in the draft: publish the page to show it on /es.',
    )

    // Published: translated for visitors, off the dashboard's list.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      overrideAccess: true,
      context: ctx,
      data: { layout: spanishLayout(), _status: 'published' },
    })
    expect(await readPageIsTranslated(payload, slug, 'es')).toBe(true)
    expect((await readUntranslatedPages(payload, editor, 'es')).map((p) => p.id)).not.toContain(
      page.id,
    )
    // English visitors still get the English body.
    const visitorEn = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      locale: 'en',
      overrideAccess: false,
      depth: 0,
    })
    expect(visitorEn.docs[0].layout[0]).toMatchObject({ heading: 'How our peer groups work' })
  })

  it('answers the edit screen through GET /api/pages/:id/translation, for the team only', async () => {
    const page = await newPublishedPage(`banner-${run}`, `Banner page ${run}`)
    const res = await rest('GET', `/api/pages/${page.id}/translation?locale=es`, {
      cookie: editorCookie,
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      live: { translated: false, reasons: ['no-title', 'no-layout'] },
      draft: { translated: false, reasons: ['no-title', 'no-layout'] },
      notice: messagesFor('es').untranslated,
    })
    expect((await rest('GET', `/api/pages/${page.id}/translation?locale=es`)).status).toBe(403)
    // Which language: one the site translates into, never the default or one it does not have.
    for (const query of ['', '?locale=en', '?locale=xx']) {
      const unknown = await rest('GET', `/api/pages/${page.id}/translation${query}`, {
        cookie: editorCookie,
      })
      expect(unknown.status, query).toBe(400)
    }
    const bad = await rest('GET', `/api/pages/abc/translation`, {
      cookie: editorCookie,
    })
    // Not a page id: a plain 400 (on the site the REST guard already answers 404 for it).
    expect(bad.status).toBe(400)
    expect(bad.json?.message).toBe('Id: a number.')
    const missing = await rest('GET', `/api/pages/99999999/translation?locale=es`, {
      cookie: editorCookie,
    })
    expect(missing.status).toBe(404)
  })

  it('reports a never-published page by its draft only', async () => {
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      context: ctx,
      draft: true,
      data: {
        title: `Draft only ${run}`,
        slug: `draft-only-${run}`,
        layout: englishLayout(),
        _status: 'draft',
      },
    })
    const listed = (await readUntranslatedPages(payload, editor, 'es')).find(
      (p) => p.id === page.id,
    )
    expect(listed?.live).toBeNull()
    expect(listed?.summary).toBe('No Spanish content yet.')
  })
})
