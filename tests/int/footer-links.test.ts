import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveFooterColumns } from '@domain/links'
import type { Locale } from '@domain/i18n/locales'
import { readSiteSettings } from '../../src/lib/cms/queries'
import * as footerColumns from '../../src/migrations/20261206_223959_footer_columns'
import { seed } from '../../src/seed'
import { seedFooterColumns } from '../../src/seed/content/settings'
import { spanishWords } from '../../src/seed/content/spanish'
import type { SiteSetting } from '../../src/payload-types'
import { migrationArgs } from '../helpers/migration-db'
import { createTeamMember, testPayload } from '../helpers/payload'

/**
 * The footer's columns of links are content (Site settings → Footer & social): per language, a
 * link to a page follows the page, and the migration that made them content gives an existing
 * site the columns it showed before, in English and Spanish. Read as the site reads them.
 */
let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
const ctx = { disableRevalidate: true }
const pages: number[] = []
let saved: { en: SiteSetting['footerColumns']; es: SiteSetting['footerColumns'] } | undefined

/** The footer as a visitor of `locale` gets it: headings, link texts and addresses. */
const visible = async (locale: Locale) =>
  resolveFooterColumns((await readSiteSettings(payload, locale)).footerColumns, locale).map(
    (column) => [column.title, column.links.map((link) => [link.label, link.href])],
  )

const stored = async (locale: Locale) =>
  (
    await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      locale,
      fallbackLocale: false,
      overrideAccess: true,
    })
  ).footerColumns

let admin: Awaited<ReturnType<typeof createTeamMember>>

// As an admin saves in the admin: Payload checks a global's linked pages with the saver's access
// (a visitor's without a user), and only the team may pick a page that is not yet published.
const saveColumns = (locale: Locale, columns: SiteSetting['footerColumns']) =>
  payload.updateGlobal({
    slug: 'site-settings',
    locale,
    data: { footerColumns: columns },
    overrideAccess: true,
    user: admin,
    context: ctx,
  })

async function newPage(title: string, status: 'draft' | 'published') {
  const doc = await payload.create({
    collection: 'pages',
    data: { title, layout: [{ blockType: 'hero', heading: title }], _status: status } as never,
    draft: status === 'draft',
    overrideAccess: true,
    context: ctx,
  })
  pages.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, {
    adminEmail: 'footer-admin@example.org',
    adminPassword: 'footer-password-1',
  })
  admin = await createTeamMember('footer', 'admin', run)
})

afterAll(async () => {
  if (saved) {
    await saveColumns('en', saved.en)
    await saveColumns('es', saved.es)
  }
  for (const id of pages)
    await payload.delete({ collection: 'pages', id, overrideAccess: true, context: ctx })
  await payload.delete({ collection: 'users', id: admin.id, overrideAccess: true })
})

describe('footer links', () => {
  it('the seed, and the migration for an existing site, give the columns the site showed before, in English and Spanish, their links following their pages', async () => {
    const expected = (locale: Locale) => {
      const word = (english: string) =>
        locale === 'es' ? (spanishWords[english] ?? english) : english
      return seedFooterColumns.map((column) => [
        word(column.title),
        column.links.map((link) => [
          word(link.label),
          locale === 'es' ? `/es${link.href}` : link.href,
        ]),
      ])
    }
    const pageLinks = async () => {
      const links = ((await stored('en')) ?? []).flatMap((column) => column.links)
      expect(links.map((link) => link.linkType)).toEqual(links.map(() => 'page'))
    }
    expect(await visible('en')).toEqual(expected('en'))
    expect(await visible('es')).toEqual(expected('es'))
    await pageLinks()

    // Down drops the columns, up makes them again from the words the catalogues had.
    await footerColumns.down(migrationArgs(payload))
    await footerColumns.up(migrationArgs(payload))
    expect(await visible('en')).toEqual(expected('en'))
    expect(await visible('es')).toEqual(expected('es'))
    await pageLinks()
  })

  it('lead to a picked page in each language and follow it when it moves; Spanish words fall back to the English until written', async () => {
    saved = { en: await stored('en'), es: await stored('es') }
    const target = await newPage(`Get help ${run}`, 'published')
    const draftOnly = await newPage(`Coming soon ${run}`, 'draft')
    await saveColumns('en', [
      {
        title: 'Help',
        links: [
          { label: 'Get help', linkType: 'page', page: target.id },
          { label: 'Soon', linkType: 'page', page: draftOnly.id },
          { label: 'Crisis lines', linkType: 'url', href: '/crisis' },
        ],
      },
    ])

    const english = [
      [
        'Help',
        [
          // The unpublished page's link is left out for visitors.
          ['Get help', `/${target.slug}`],
          ['Crisis lines', '/crisis'],
        ],
      ],
    ]
    expect(await visible('en')).toEqual(english)
    // Nothing written in Spanish: the English words, at the Spanish addresses.
    expect(await visible('es')).toEqual([
      [
        'Help',
        [
          ['Get help', `/es/${target.slug}`],
          ['Crisis lines', '/es/crisis'],
        ],
      ],
    ])

    const [column] = (await stored('en')) ?? []
    await saveColumns('es', [
      {
        ...column,
        title: 'Ayuda',
        links: column.links.map((link, i) => ({
          ...link,
          label: ['Pide ayuda', 'Pronto', 'Líneas de crisis'][i],
        })),
      },
    ])
    expect(await visible('es')).toEqual([
      [
        'Ayuda',
        [
          ['Pide ayuda', `/es/${target.slug}`],
          ['Líneas de crisis', '/es/crisis'],
        ],
      ],
    ])
    expect(await visible('en')).toEqual(english)

    await payload.update({
      collection: 'pages',
      id: target.id,
      data: { slug: `help-now-${run}`, _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    expect((await visible('en'))[0][1][0]).toEqual(['Get help', `/help-now-${run}`])
    expect((await visible('es'))[0][1][0]).toEqual(['Pide ayuda', `/es/help-now-${run}`])
  })
})
