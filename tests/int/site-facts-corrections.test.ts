import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../src/seed'
import { correctSeededSiteFacts } from '../../src/seed/corrections/site-facts-2026-11'
import { correctNewsletterIntro } from '../../src/seed/corrections/newsletter-intro-2026-12'
import { SPANISH } from '../../src/seed/content/spanish'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
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

describe('the newsletter intro of an earlier seed, which promised an e-mail', () => {
  const OLD_EN =
    "After you sign up, we'll send you a confirmation e-mail. You're only added to the list once you use the link in it. Every newsletter includes a link to unsubscribe, and we never sell or share your address."
  const OLD_ES =
    'Cuando te suscribas, te enviaremos un correo de confirmación. Solo te añadimos a la lista cuando usas el enlace que trae. Cada boletín incluye un enlace para darte de baja, y nunca vendemos ni compartimos tu dirección.'

  it('says what happens instead, in each language, once, and leaves an edited intro alone', async () => {
    const { convertMarkdownToLexical, editorConfigFactory } =
      await import('@payloadcms/richtext-lexical')
    const { plainTextOf } = await import('@domain/search/text')
    const editorConfig = await editorConfigFactory.default({ config: payload.config })
    const rich = (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
    const form = (
      await payload.find({
        collection: 'forms',
        where: { kind: { equals: 'newsletter' } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]
    const intros: [Locale, string][] = [
      [DEFAULT_LOCALE, `Get occasional updates.\n\n${OLD_EN}`],
      [SPANISH, `Recibe novedades.\n\n${OLD_ES}`],
    ]
    const setIntro = (locale: Locale, markdown: string) =>
      payload.update({
        collection: 'forms',
        id: form.id,
        locale,
        data: { intro: rich(markdown) as never },
        overrideAccess: true,
        context,
      })
    const introText = async (locale: Locale) =>
      plainTextOf(
        (await payload.findByID({ collection: 'forms', id: form.id, locale, overrideAccess: true }))
          .intro,
      )
    for (const [locale, markdown] of intros) await setIntro(locale, markdown)

    expect(await correctNewsletterIntro(payload)).toEqual([DEFAULT_LOCALE, SPANISH])
    expect(await introText(DEFAULT_LOCALE)).toBe(
      "Get occasional updates. You're only added to the list once you confirm your address. Every newsletter includes a link to unsubscribe, and we never sell or share your address.",
    )
    expect(await introText(SPANISH)).toContain('cuando confirmas tu dirección.')
    expect(await correctNewsletterIntro(payload)).toEqual([])

    // An editor's own words around the old sentences: not the old paragraph, left as written.
    await setIntro(DEFAULT_LOCALE, `${OLD_EN} Thank you!`)
    expect(await correctNewsletterIntro(payload)).toEqual([])
    expect(await introText(DEFAULT_LOCALE)).toBe(`${OLD_EN} Thank you!`)
    for (const [locale, markdown] of intros) await setIntro(locale, markdown)
    await correctNewsletterIntro(payload)
  })
})
