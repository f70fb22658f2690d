import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  readCrisisResources,
  readMenus,
  readPageIsTranslated,
  readSiteSettings,
} from '../../src/lib/cms/queries'
import { readUntranslated } from '../../src/lib/cms/admin'
import { seed } from '../../src/seed'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { seedMenus } from '../../src/seed/content/menus'
import { testPayload } from '../helpers/payload'
import { migrationArgs, queryRows } from '../helpers/migration-db'
import * as crisisAnswersIn from '../../src/migrations/20261207_014444_crisis_answers_in'

/** The seeded Spanish, read as a visitor reads it, next to the English it must leave alone. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { adminEmail: 'es-admin@example.org', adminPassword: 'es-password-1' })
})

const bySlug = <T extends { slug: string }>(docs: T[], slug: string) => {
  const doc = docs.find((d) => d.slug === slug)
  if (!doc) throw new Error(`no ${slug}`)
  return doc
}

describe('the languages a crisis line answers in', () => {
  it('moves the Spanish checkbox into the list and back (down and up), every line answering in English', async () => {
    const languages = async () =>
      Object.fromEntries(
        (await readCrisisResources(payload, 'en')).map((r) => [r.slug, r.answersIn]),
      )
    const before = await languages()
    expect(before['988-lifeline']).toEqual(['en', 'es'])

    await crisisAnswersIn.down(migrationArgs(payload))
    const boxes = await queryRows<{ slug: string; answers_in_spanish: boolean }>(
      payload,
      sql`SELECT "slug", "answers_in_spanish" FROM "crisis_resources" WHERE "slug" IN ('988-lifeline', 'trevor-project') ORDER BY "slug"`,
    )
    expect(boxes).toEqual([
      { slug: '988-lifeline', answers_in_spanish: true },
      { slug: 'trevor-project', answers_in_spanish: false },
    ])
    await crisisAnswersIn.up(migrationArgs(payload))
    expect(await languages()).toEqual(before)
  })

  it('answers in the default language when no language is chosen', async () => {
    const line = await payload.create({
      collection: 'crisis-resources',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        name: `No language chosen ${Date.now()}`,
        slug: `no-language-${Date.now()}`,
        description: 'Languages not chosen.',
        phone: '5550101',
        phoneDisplay: '555-0101',
        website: 'https://example.org/',
        hours: { is24x7: true },
        priority: 'high',
        displayOrder: 999,
        answersIn: [],
      },
    })
    try {
      expect(line.answersIn).toEqual(['en'])
    } finally {
      await payload.delete({
        collection: 'crisis-resources',
        id: line.id,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('Spanish content', () => {
  it('gives 988 and Crisis Text Line their Spanish ways in, and keeps the English', async () => {
    const spanish = await readCrisisResources(payload, 'es')
    const lifeline = bySlug(spanish, '988-lifeline')
    expect(lifeline.callInstructions).toBe('Llama al 988 y marca 2')
    expect(lifeline.textInstructions).toBe('Envía AYUDA al 988')
    expect(lifeline.textKeyword).toBe('AYUDA')
    expect(lifeline.answersIn).toEqual(['en', 'es'])
    const textLine = bySlug(spanish, 'crisis-text-line')
    expect(textLine.textInstructions).toBe('Envía AYUDA al 741741')
    expect(textLine.otherWays?.map((w) => w.label)).toContain('WhatsApp: 442-AYUDAME')
    const trevor = bySlug(spanish, 'trevor-project')
    expect(trevor.answersIn).toEqual(['en'])
    expect(trevor.description).toMatch(/jóvenes LGBTQ\+/)
    // Numbers are not translated: the Spanish read shows the same ones.
    expect(trevor.phone).toBe('18664887386')

    const english = await readCrisisResources(payload, 'en')
    const englishLifeline = bySlug(english, '988-lifeline')
    expect(englishLifeline.textInstructions).toBe('Text 988')
    expect(englishLifeline.callInstructions ?? null).toBeNull()
    expect(englishLifeline.otherWays?.length).toBe(4)
    expect(bySlug(english, 'crisis-text-line').textKeyword).toBe('HOME')
    // Tags are one list in every language; each language's words come from its catalogue.
    expect(bySlug(english, 'trevor-project').specialization?.length).toBeGreaterThan(0)
    expect(bySlug(spanish, 'trevor-project').specialization).toEqual(
      bySlug(english, 'trevor-project').specialization,
    )
    expect(english.map((l) => l.slug)).toEqual(spanish.map((l) => l.slug))
  })

  it('translates menus and settings without touching their English', async () => {
    const [en, es] = await Promise.all([readMenus(payload, 'en'), readMenus(payload, 'es')])
    const services = (menus: typeof en) => menus.find((m) => m.key === 'services')!
    expect(services(en).buttonLabel).toBe('Services')
    expect(services(es).buttonLabel).toBe('Servicios')
    expect(services(es).sections[0].items[0].name).toBe('Programas educativos')
    expect(services(en).sections[0].items[0].name).toBe('Education Programs')
    // Links are shared: the same path in both (the site adds /es when it renders Spanish).
    expect(services(es).sections[0].items[0].href).toBe(services(en).sections[0].items[0].href)

    const [settingsEn, settingsEs] = await Promise.all([
      readSiteSettings(payload, 'en'),
      readSiteSettings(payload, 'es'),
    ])
    expect(settingsEn.nonprofitStatement).toMatch(/^We are a 501\(c\)\(3\)/)
    expect(settingsEs.nonprofitStatement).toMatch(/^Somos una organización/)
    expect(settingsEs.siteName).toBe(settingsEn.siteName)
  })

  it('knows which pages have Spanish, and the seed adds it once', async () => {
    expect(await readPageIsTranslated(payload, 'home', 'es')).toBe(true)
    expect(await readPageIsTranslated(payload, 'contact', 'es')).toBe(true)
    expect(await readPageIsTranslated(payload, 'services', 'es')).toBe(false)
    const again = await seed(payload)
    expect(again.translated).toBe(0)
  })

  it('lists for the dashboard what has no Spanish yet', async () => {
    // The seed makes an admin only on an empty database; earlier test files may have made
    // members already, so this test has its own (without one, the reads ran as a visitor).
    const admin = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        name: 'Dashboard admin',
        email: `dashboard-admin-${Date.now()}@example.org`,
        password: 'dashboard-password-1',
        role: 'admin',
      },
    })
    const list = await readUntranslated(payload, admin)
    const names = list.map((item) => `${item.kind} ${item.name}`)
    // Pages by their title, never by address (and never "/null").
    expect(names).toContain('Page Services & Programs')
    expect(names).not.toContain('Page About Us')
    expect(names).not.toContain('Page Home')
    expect(names.filter((n) => n.startsWith('Page /'))).toEqual([])
    // Every seeded line and menu has its Spanish (other tests may add lines of their own).
    const seededLines = seedCrisisResources.map((r) => `Crisis line ${r.name}`)
    expect(names.filter((n) => seededLines.includes(n))).toEqual([])
    const seededMenus = seedMenus.map((m) => `Menu ${m.key}`)
    expect(names.filter((n) => seededMenus.includes(n))).toEqual([])
    expect(names).not.toContain('Settings Site settings')

    // A footer column written in English only lists the settings until it has its Spanish.
    const { footerColumns } = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
      locale: 'en',
    })
    const writeColumns = (columns: typeof footerColumns) =>
      payload.updateGlobal({
        slug: 'site-settings',
        locale: 'en',
        overrideAccess: true,
        context: { disableRevalidate: true },
        data: { footerColumns: columns },
      })
    await writeColumns([
      ...(footerColumns ?? []),
      { title: 'English only', links: [{ label: 'Home', linkType: 'url', href: '/' }] },
    ])
    try {
      const listed = (await readUntranslated(payload, admin)).map((i) => `${i.kind} ${i.name}`)
      expect(listed).toContain('Settings Site settings')
    } finally {
      await writeColumns(footerColumns)
    }
    expect((await readUntranslated(payload, admin)).map((i) => i.kind)).not.toContain('Settings')

    // A new line written in English only is listed until someone writes its Spanish.
    const line = await payload.create({
      collection: 'crisis-resources',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        name: `English-only line ${Date.now()}`,
        slug: `english-only-${Date.now()}`,
        description: 'Only in English so far.',
        phone: '5550100',
        phoneDisplay: '555-0100',
        website: 'https://example.org/',
        hours: { is24x7: true },
        priority: 'high',
        displayOrder: 999,
        _status: 'draft',
      },
    })
    try {
      const listed = (await readUntranslated(payload, admin)).map((item) => item.name)
      expect(listed).toContain(line.name)
      await payload.update({
        collection: 'crisis-resources',
        id: line.id,
        locale: 'es',
        overrideAccess: true,
        context: { disableRevalidate: true },
        data: { description: 'Ya en español.' },
      })
      expect((await readUntranslated(payload, admin)).map((item) => item.name)).not.toContain(
        line.name,
      )
    } finally {
      await payload.delete({ collection: 'crisis-resources', id: line.id, overrideAccess: true })
    }
  })
})
