import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTranslationForEditor, readUntranslatedPages } from '../../src/lib/cms/admin'
import { readPageBySlug } from '../../src/lib/cms/queries'
import type { Media, Page, User } from '../../src/payload-types'
import { testPayload } from '../helpers/payload'

/**
 * A picture's description (alt text) is per language (issue 42): the Spanish page reads the
 * Spanish one, the English one until it is written, and the translation state says which
 * pictures still lack it, in the editor's banner and on the dashboard alike.
 */
let payload: Payload
let editor: User
const run = randomBytes(3).toString('hex')
const ctx = { disableRevalidate: true }
const mediaIds: number[] = []
let png: Buffer

const heroWith = (heading: string, image: number): Page['layout'] => [
  { blockType: 'hero', heading: `${heading} ${run}`, image },
]

async function newPicture(alt: string, locale: 'en' | 'es' = 'en'): Promise<Media> {
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    locale,
    file: {
      data: png,
      mimetype: 'image/png',
      name: `picture-${run}-${mediaIds.length}.png`,
      size: png.length,
    },
    overrideAccess: true,
    context: ctx,
  })
  mediaIds.push(media.id)
  return media
}

const heroImage = (page: Page | null) => {
  const hero = page?.layout?.[0]
  return hero && hero.blockType === 'hero' && typeof hero.image === 'object'
    ? hero.image
    : undefined
}
const heroAlt = (page: Page | null) => heroImage(page)?.alt
/** Which language the description a page shows is in, for the picture's `lang`. */
const heroAltLanguage = async (slug: string, locale: 'en' | 'es') =>
  heroImage(await readPageBySlug(payload, slug, false, locale))?.altLanguage

beforeAll(async () => {
  payload = await testPayload()
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer()
  editor = await payload.create({
    collection: 'users',
    data: {
      name: 'Describer',
      email: `describer-${run}@example.org`,
      password: 'describer-password-1',
      role: 'editor',
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload.delete({
    collection: 'pages',
    where: { slug: { like: run } },
    overrideAccess: true,
    context: ctx,
  })
  for (const id of mediaIds)
    await payload.delete({ collection: 'media', id, overrideAccess: true, context: ctx })
})

describe('pictures described per language', () => {
  it('a Spanish page in Spanish words still says which picture has no Spanish description, until it has one', async () => {
    const picture = await newPicture('Volunteers laughing around a kitchen table')
    const slug = `kitchen-${run}`
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: {
        title: `Our kitchen table ${run}`,
        slug,
        layout: heroWith('Where our groups began', picture.id),
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: {
        title: `Nuestra mesa de cocina ${run}`,
        layout: heroWith('Donde empezaron nuestros grupos', picture.id),
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })

    // The Spanish page shows the English description meanwhile (never none), and says so.
    expect(heroAlt(await readPageBySlug(payload, slug, false, 'es'))).toBe(
      'Volunteers laughing around a kitchen table',
    )
    expect(await heroAltLanguage(slug, 'es')).toBe('en')
    const before = await readTranslationForEditor(payload, editor, 'pages', page.id, 'es')
    expect(before.draft).toMatchObject({
      translated: true,
      undescribedImageCount: 1,
      undescribedImages: [{ id: picture.id, alt: 'Volunteers laughing around a kitchen table' }],
    })
    expect(before.live?.undescribedImageCount).toBe(1)
    const listed = (await readUntranslatedPages(payload, editor, 'es')).find(
      (p) => p.id === page.id,
    )
    expect(listed?.summary).toBe('1 picture has no Spanish description yet.')

    await payload.update({
      collection: 'media',
      id: picture.id,
      locale: 'es',
      data: { alt: 'Personas voluntarias riendo alrededor de una mesa de cocina' },
      overrideAccess: true,
      context: ctx,
    })
    expect(heroAlt(await readPageBySlug(payload, slug, false, 'es'))).toBe(
      'Personas voluntarias riendo alrededor de una mesa de cocina',
    )
    expect(await heroAltLanguage(slug, 'es')).toBe('es')
    expect(await heroAltLanguage(slug, 'en')).toBe('en')
    expect(heroAlt(await readPageBySlug(payload, slug, false, 'en'))).toBe(
      'Volunteers laughing around a kitchen table',
    )
    const after = await readTranslationForEditor(payload, editor, 'pages', page.id, 'es')
    expect(after.draft?.undescribedImageCount).toBe(0)
    expect((await readUntranslatedPages(payload, editor, 'es')).map((p) => p.id)).not.toContain(
      page.id,
    )
  })

  it('a picture first described in Spanish is described in English too, until the English is written', async () => {
    const picture = await newPicture('Una bandera del orgullo en una ventana', 'es')
    const english = await payload.findByID({
      collection: 'media',
      id: picture.id,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    expect(english.alt).toBe('Una bandera del orgullo en una ventana')
  })

  it('a Spanish description is refused over 250 characters, naming the field; the English stays', async () => {
    const picture = await newPicture('A rainbow crosswalk')
    await expect(
      payload.update({
        collection: 'media',
        id: picture.id,
        locale: 'es',
        data: { alt: 'x'.repeat(251) },
        overrideAccess: true,
        context: ctx,
      }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'alt' })] } })
    const stored = await payload.findByID({
      collection: 'media',
      id: picture.id,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.alt).toBe('A rainbow crosswalk')
  })
})
