import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTranslationForEditor, readUntranslated } from '../../src/lib/cms/admin'
import { readStoryBySlug, readStories } from '../../src/lib/cms/story-queries'
import { readEventBySlug, readUpcomingEvents } from '../../src/lib/cms/event-queries'
import type { User } from '../../src/payload-types'
import { paragraph } from '../helpers/lexical'
import { rest } from '../helpers/payload-rest'
import { testPayload } from '../helpers/payload'

/**
 * A story is in Spanish by the rule pages follow (issue 41: "Spanish as pages have them"): a
 * Spanish headline and body of its own, none of it still the English text. The visitor's note,
 * the edit screen's banner and the dashboard tell the same.
 */
let payload: Payload
let editor: User
let editorCookie = ''
let category: number
let eventCategory: number
const run = randomBytes(3).toString('hex')
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  const email = `story-translator-${run}@example.org`
  editor = await payload.create({
    collection: 'users',
    data: { name: 'Story translator', email, password: 'story-translator-1', role: 'editor' },
    overrideAccess: true,
  })
  const login = await rest('POST', '/api/users/login', {
    body: { email, password: 'story-translator-1' },
  })
  editorCookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
  category = (
    await payload.create({
      collection: 'categories',
      data: { name: `Translated ${run}` } as never,
      overrideAccess: true,
    })
  ).id
  eventCategory = (
    await payload.create({
      collection: 'event-categories',
      data: { name: `Translated events ${run}` } as never,
      overrideAccess: true,
    })
  ).id
})

afterAll(async () => {
  await payload.delete({
    collection: 'events',
    where: { slug: { like: run } },
    overrideAccess: true,
    context: ctx,
  })
  await payload.delete({ collection: 'event-categories', id: eventCategory, overrideAccess: true })
  await payload.delete({
    collection: 'stories',
    where: { slug: { like: run } },
    overrideAccess: true,
    context: ctx,
  })
  await payload.delete({ collection: 'categories', id: category, overrideAccess: true })
})

describe('a story in Spanish', () => {
  it('is Spanish for visitors only with its own headline and body, as the banner and dashboard say', async () => {
    const slug = `garden-${run}`
    const title = `Our community garden ${run}`
    const englishBody = 'Forty neighbours planted the first beds in one afternoon.'
    const story = await payload.create({
      collection: 'stories',
      locale: 'en',
      data: {
        title,
        slug,
        summary: 'A garden grows where a parking lot was.',
        body: paragraph(englishBody) as never,
        categories: [category],
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    const visitorReads = async () => (await readStoryBySlug(payload, slug, 'es'))?.translated
    const editorReads = () => readTranslationForEditor(payload, editor, 'stories', story.id, 'es')

    expect(await visitorReads()).toBe(false)
    expect((await editorReads()).live?.reasons).toEqual(['no-title', 'no-layout'])
    expect((await readUntranslated(payload, editor)).map((i) => `${i.kind} ${i.name}`)).toContain(
      `Story ${title}`,
    )

    // Spanish headline and summary, the body still the English one (as "Copy to locale" leaves
    // it; a Spanish story needs all three to be saved): not a translation yet.
    await payload.update({
      collection: 'stories',
      id: story.id,
      locale: 'es',
      data: {
        title: `Nuestro huerto comunitario ${run}`,
        summary: 'Un huerto crece donde había un estacionamiento.',
        body: paragraph(englishBody) as never,
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    expect(await visitorReads()).toBe(false)
    expect((await editorReads()).live).toMatchObject({
      reasons: ['english-passages'],
      englishPassages: [englishBody],
    })

    await payload.update({
      collection: 'stories',
      id: story.id,
      locale: 'es',
      data: {
        body: paragraph(
          'Cuarenta personas vecinas plantaron los primeros bancales en una tarde.',
        ) as never,
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    expect(await visitorReads()).toBe(true)
    const card = (await readStories(payload, { locale: 'es', category })).stories[0]
    expect(card).toMatchObject({ slug, translated: true })
    expect((await editorReads()).live?.translated).toBe(true)
    expect((await readUntranslated(payload, editor)).map((i) => i.name)).not.toContain(title)

    const res = await rest('GET', `/api/stories/${story.id}/translation?locale=es`, {
      cookie: editorCookie,
    })
    expect(res.status).toBe(200)
    expect((res.json as { live: { translated: boolean } }).live.translated).toBe(true)
    expect((await rest('GET', `/api/stories/${story.id}/translation?locale=es`)).status).toBe(403)
    const missing = await rest('GET', '/api/stories/99999999/translation?locale=es', {
      cookie: editorCookie,
    })
    expect(missing.status).toBe(404)
    expect(missing.json?.message).toBe('No such story.')
  })
})

describe('an event in Spanish', () => {
  it('follows the same rule: its own title and words, as the visitor, the banner and the dashboard say', async () => {
    const slug = `potluck-${run}`
    const title = `Spring potluck ${run}`
    const englishBody = 'Bring a dish to share; plates and drinks are on us.'
    const event = await payload.create({
      collection: 'events',
      locale: 'en',
      data: {
        title,
        slug,
        summary: 'An evening of food and friends.',
        body: paragraph(englishBody) as never,
        startsAt: '2031-04-04T22:00:00.000Z',
        endsAt: '2031-04-05T00:00:00.000Z',
        attendance: 'in-person',
        categories: [eventCategory],
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: ctx,
    })
    const visitorReads = async () => (await readEventBySlug(payload, slug, 'es'))?.translated
    const editorReads = () => readTranslationForEditor(payload, editor, 'events', event.id, 'es')
    const listed = async () =>
      (await readUntranslated(payload, editor)).map((i) => `${i.kind} ${i.name}`)

    expect(await visitorReads()).toBe(false)
    expect((await editorReads()).live?.translated).toBe(false)
    expect(await listed()).toContain(`Event ${title}`)

    // A Spanish title and summary over the English body: English for visitors too.
    const translate = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'events',
        id: event.id,
        locale: 'es',
        data: { ...data, _status: 'published' },
        overrideAccess: true,
        context: ctx,
      })
    await translate({
      title: `Comida compartida de primavera ${run}`,
      summary: 'Una tarde de comida y amistad.',
      body: paragraph(englishBody),
    })
    expect(await visitorReads()).toBe(false)
    expect((await editorReads()).live).toMatchObject({ reasons: ['english-passages'] })

    await translate({
      body: paragraph('Trae un plato para compartir; los platos y bebidas los ponemos nosotros.'),
    })
    expect(await visitorReads()).toBe(true)
    const card = (await readUpcomingEvents(payload, { locale: 'es' })).find((e) => e.slug === slug)
    expect(card).toMatchObject({ translated: true })
    expect((await editorReads()).live?.translated).toBe(true)
    expect(await listed()).not.toContain(`Event ${title}`)

    const res = await rest('GET', `/api/events/${event.id}/translation?locale=es`, {
      cookie: editorCookie,
    })
    expect(res.status).toBe(200)
    expect((await rest('GET', `/api/events/${event.id}/translation?locale=es`)).status).toBe(403)
    const missing = await rest('GET', '/api/events/99999999/translation?locale=es', {
      cookie: editorCookie,
    })
    expect(missing.json?.message).toBe('No such event.')
  })
})
