import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../src/seed'
import * as localization from '../../src/migrations/20261124_183402_localization'
import * as formsLocalization from '../../src/migrations/20261124_214000_forms_localization'
import * as crisisTags from '../../src/migrations/20261125_125314_crisis_tags'
import * as stories from '../../src/migrations/20261128_172954_stories'
import * as redirects from '../../src/migrations/20261128_174520_redirects'
import * as search from '../../src/migrations/20261128_180454_search'
import * as crisisOutages from '../../src/migrations/20261128_235227_crisis_outages'
import * as mediaAlt from '../../src/migrations/20261129_030329_media_alt_per_language'
import * as signInAlerts from '../../src/migrations/20261206_195724_sign_in_alerts'
import * as footerColumns from '../../src/migrations/20261206_223959_footer_columns'
import * as searchLanguages from '../../src/migrations/20261206_224202_search_languages'
import * as crisisAnswersIn from '../../src/migrations/20261207_014444_crisis_answers_in'
import * as timeZones from '../../src/migrations/20261207_022609_time_zones_named'
import * as events from '../../src/migrations/20261207_045837_events'
import * as searchEvents from '../../src/migrations/20261207_050104_search_events'
import * as eventRegistrations from '../../src/migrations/20261207_052900_event_registrations'
import * as eventRedirects from '../../src/migrations/20261207_054044_event_redirects'
import { drizzleOf, migrationArgs, queryRows } from '../helpers/migration-db'
import { testPayload } from '../helpers/payload'

/**
 * Turning fields localized moves their values into `_locales` tables. On a database with
 * content: down to the schema before English and Spanish, change the content there as an old
 * server would have written it, then up again — every English value is where it was, in the
 * documents and in their versions, and Spanish reads fall back to it.
 */
let payload: Payload
const context = { disableRevalidate: true }

const db = () => drizzleOf(payload)
/** A document's data without its array and block rows' ids, to create a copy of it. */
const withoutRowIds = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === 'id' && typeof v === 'string' ? undefined : v,
  ) as T
const args = () => migrationArgs(payload)
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(payload, query)

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { adminEmail: 'i18n-admin@example.org', adminPassword: 'i18n-password-1' })
})

let ownLine: number | undefined
afterAll(async () => {
  if (ownLine)
    await payload.delete({
      collection: 'crisis-resources',
      id: ownLine,
      overrideAccess: true,
      context,
    })
})

describe('the localization migration keeps existing content', () => {
  it('copies every value into English on the way up, and back on the way down', async () => {
    // A crisis line of its own, made from the seeded Trans Lifeline: other files save drafts of
    // the seeded lines, and this test compares the stored row with what Payload read before.
    const seeded = (
      await payload.find({
        collection: 'crisis-resources',
        where: { slug: { equals: 'trans-lifeline' } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = withoutRowIds(seeded)
    const line = await payload.create({
      collection: 'crisis-resources',
      data: { ...fields, slug: `i18n-migration-${Date.now()}`, _status: 'published' },
      overrideAccess: true,
      context,
    })
    ownLine = line.id
    // Spanish words that only the localized schema can hold; going down keeps the English.
    await payload.update({
      collection: 'crisis-resources',
      id: line.id,
      locale: 'es',
      data: { description: 'Apoyo entre pares por teléfono.' },
      overrideAccess: true,
      context,
    })

    // Later migrations first (the zones of the stories' and outages' times, whose tables go; the
    // sign-in alerts' too: the stories' makes the jobs' enums again
    // without its names): the stories', the forms', the crisis outages', the media's and the
    // footer columns' `_locales` tables depend on this one's locale type (and every document
    // lock names the redirects and the search index, whose rows per language need its table),
    // and the crisis tags' migration moves the localized tags this one marked English; the
    // languages a crisis line answers in replace the column this one adds.
    await eventRedirects.down(args())
    await eventRegistrations.down(args())
    await searchEvents.down(args())
    await events.down(args())
    await timeZones.down(args())
    await crisisAnswersIn.down(args())
    await searchLanguages.down(args())
    await footerColumns.down(args())
    await signInAlerts.down(args())
    await mediaAlt.down(args())
    await crisisOutages.down(args())
    await search.down(args())
    await redirects.down(args())
    await stories.down(args())
    await crisisTags.down(args())
    await formsLocalization.down(args())
    await localization.down(args())
    const [oldLine] = await rows<{ description: string; hours_note: string | null }>(
      sql`SELECT "description", "hours_note" FROM "crisis_resources" WHERE "id" = ${line.id}`,
    )
    expect(oldLine.description).toBe(line.description)
    expect(oldLine.hours_note).toBe(line.hours?.note)

    // What an old server would have saved: new words in the old columns, and a version.
    await db().execute(
      sql`UPDATE "pages" SET "title" = 'About us (before Spanish)', "seo_description" = 'Old SEO words' WHERE "slug" = 'about'`,
    )
    await db().execute(
      sql`UPDATE "_pages_v" SET "version_title" = 'About us (old version)' WHERE "parent_id" = (SELECT "id" FROM "pages" WHERE "slug" = 'about')`,
    )
    await db().execute(
      sql`UPDATE "crisis_resources" SET "text_keyword" = 'OLDWORD' WHERE "id" = ${line.id}`,
    )
    await db().execute(sql`UPDATE "menus" SET "button_label" = 'Old label' WHERE "key" = 'about'`)
    await db().execute(sql`UPDATE "site_settings" SET "tagline" = 'An old tagline'`)

    await localization.up(args())
    await formsLocalization.up(args())
    await crisisTags.up(args())
    await stories.up(args())
    await redirects.up(args())
    await search.up(args())
    await crisisOutages.up(args())
    await mediaAlt.up(args())
    // Last, as they were: the jobs' enums it extends are made again by the stories' migration.
    await signInAlerts.up(args())
    await footerColumns.up(args())
    await searchLanguages.up(args())
    await crisisAnswersIn.up(args())
    await timeZones.up(args())
    await events.up(args())
    await searchEvents.up(args())
    await eventRegistrations.up(args())
    await eventRedirects.up(args())

    const about = (
      await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'about' } },
        overrideAccess: true,
        depth: 0,
        locale: 'en',
      })
    ).docs[0]
    expect(about.title).toBe('About us (before Spanish)')
    expect(about.seo?.description).toBe('Old SEO words')
    expect(about.layout.length).toBeGreaterThan(0)

    const versions = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: about.id } },
      overrideAccess: true,
      depth: 0,
      locale: 'en',
    })
    expect(versions.docs.length).toBeGreaterThan(0)
    expect(versions.docs.every((v) => v.version.title === 'About us (old version)')).toBe(true)
    expect(versions.docs.every((v) => (v.version.layout ?? []).length > 0)).toBe(true)

    const after = await payload.findByID({
      collection: 'crisis-resources',
      id: line.id,
      overrideAccess: true,
      depth: 0,
      locale: 'en',
    })
    expect(after.description).toBe(line.description)
    expect(after.textKeyword).toBe('OLDWORD')
    expect(after.hours?.note).toBe(line.hours?.note)
    expect(after.specialization).toEqual(line.specialization)
    // The Spanish text did not survive the old schema: Spanish falls back to English.
    const spanish = await payload.findByID({
      collection: 'crisis-resources',
      id: line.id,
      overrideAccess: true,
      depth: 0,
      locale: 'es',
    })
    expect(spanish.description).toBe(line.description)
    expect(spanish.specialization).toEqual(line.specialization)

    const menu = (
      await payload.find({
        collection: 'menus',
        where: { key: { equals: 'about' } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]
    expect(menu.buttonLabel).toBe('Old label')
    expect(menu.sections.every((s) => s.title && s.items.every((i) => i.name))).toBe(true)

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.tagline).toBe('An old tagline')
    expect(settings.nonprofitStatement).toBeTruthy()
    expect((settings.stats ?? []).every((s) => s.label)).toBe(true)

    const otherWays = await rows<{ locale: string }>(
      sql`SELECT DISTINCT "_locale" AS "locale" FROM "crisis_resources_other_ways"`,
    )
    expect(otherWays.map((r) => r.locale)).toEqual(['en'])

    // A file's description went back to one column and up again: English kept, and the demo
    // reports' files (only those) described in Spanish again.
    const files = await payload.find({
      collection: 'media',
      where: { alt: { equals: 'Annual Report 2024 (summary), PDF document' } },
      overrideAccess: true,
      depth: 0,
      locale: 'en',
    })
    expect(files.docs).toHaveLength(1)
    const fileEs = await payload.findByID({
      collection: 'media',
      id: files.docs[0].id,
      overrideAccess: true,
      depth: 0,
      locale: 'es',
      fallbackLocale: false,
    })
    expect(fileEs.alt).toBe('Informe anual 2024 (resumen), documento PDF')

    // The schema is whole again for the files after this one: every job of the config fits the
    // jobs' enum (it was left without the sign-in jobs once, and a later file's queue failed).
    const slugs = await rows<{ slug: string }>(
      sql`SELECT unnest(enum_range(NULL::enum_payload_jobs_task_slug))::text AS slug`,
    )
    const tasks = (payload.config.jobs.tasks ?? []).map((task) => task.slug)
    expect(slugs.map((r) => r.slug)).toEqual(expect.arrayContaining(tasks))
  })
})
