import { sql } from '@payloadcms/db-postgres'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as closureRanges from '../../src/migrations/20261125_190752_crisis_closure_ranges'
import type { CrisisResource } from '../../src/payload-types'
import { seed } from '../../src/seed'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { drizzleOf, migrationArgs, queryRows } from '../helpers/migration-db'
import { testPayload } from '../helpers/payload'

/**
 * A crisis line's hours as the admin saves them (issue 30), on whichever database this run
 * has: a bad time or a closure that ends before it starts is a 400 naming the field, on a
 * publish and on a draft, never a 500; a closure without a last day is stored as one day; and
 * the migration turns each old one-day closure into a range of that day, in the documents and
 * their versions, notes in both languages kept, and back into one closure per day.
 */
let payload: Payload
let config: Promise<SanitizedConfig>
let cookie = ''
const SITE = 'http://localhost:3000'
const run = Math.random().toString(36).slice(2, 8)
const SLUG = 'lgbt-national-hotline'
const context = { disableRevalidate: true }

type FieldError = { label?: string; message: string; path: string }
type Rest = {
  status: number
  json: {
    doc?: CrisisResource
    errors?: { message: string; data?: { errors?: FieldError[] } }[]
  }
}

async function rest(method: string, path: string, body?: unknown): Promise<Rest> {
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: {
      Origin: SITE,
      'X-Forwarded-For': '198.51.100.211',
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : {} }
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(payload, query)
const seeded = seedCrisisResources.find((r) => r.slug === SLUG)!

const line = async (locale: 'en' | 'es' = 'en') =>
  (
    await payload.find({
      collection: 'crisis-resources',
      where: { slug: { equals: SLUG } },
      overrideAccess: true,
      depth: 0,
      locale,
    })
  ).docs[0]

/** The hours with the seeded weekly rows, as the REST API takes them (no row ids). */
const hoursWith = (changes: Partial<NonNullable<CrisisResource['hours']>>) => ({
  ...seeded.hours,
  ...changes,
})

/** The field paths and messages of a 400. */
const fieldErrors = (res: Rest) => res.json.errors?.flatMap((e) => e.data?.errors ?? []) ?? []

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('../../payload.config')).default
  await seed(payload)
  const email = `hours-${run}@example.org`
  const password = `hours-password-${run}`
  await payload.create({
    collection: 'users',
    data: { name: 'Hours editor', email, password, role: 'editor' },
    overrideAccess: true,
  })
  const request = new Request(`${SITE}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.210' },
    body: JSON.stringify({ email, password }),
  })
  const res = await handleEndpoints({ config, request })
  expect(res.status).toBe(200)
  cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
})

afterAll(async () => {
  const doc = await line()
  await payload.update({
    collection: 'crisis-resources',
    id: doc.id,
    data: { hours: { ...seeded.hours, closures: [] }, _status: 'published' },
    overrideAccess: true,
    context,
  })
})

describe('hours saved through the REST API', () => {
  it('answers a bad time with a 400 naming the field, on a publish and on a draft', async () => {
    const { id } = await line()
    const weekly = [...(seeded.hours?.weekly ?? [])]
    weekly[4] = { day: 'friday', open: '4 pm', close: '01:00' }
    const published = await rest('PATCH', `/api/crisis-resources/${id}`, {
      hours: hoursWith({ weekly }),
      _status: 'published',
    })
    expect(published.status).toBe(400)
    expect(fieldErrors(published)).toEqual([
      expect.objectContaining({
        path: 'hours.weekly.4.open',
        message: 'Opens at: not a time of day. Pick one on the clock, e.g. 4:00 PM.',
      }),
    ])

    weekly[4] = { day: 'friday', open: '16:00', close: '24:30' }
    const draft = await rest('PATCH', `/api/crisis-resources/${id}?draft=true`, {
      hours: hoursWith({ weekly }),
    })
    expect(draft.status).toBe(400)
    expect(fieldErrors(draft)).toEqual([expect.objectContaining({ path: 'hours.weekly.4.close' })])
    expect(fieldErrors(draft)[0].message).toMatch(/^Closes at: /)
    // Nothing of it was stored.
    expect((await line()).hours?.weekly?.[4]).toMatchObject({ open: '16:00', close: '00:00' })
  })

  it('answers a closure that ends before it starts with a 400 naming its last day', async () => {
    const { id } = await line()
    for (const draft of [false, true]) {
      const res = await rest('PATCH', `/api/crisis-resources/${id}${draft ? '?draft=true' : ''}`, {
        hours: hoursWith({
          closures: [{ firstDay: '2026-12-31T12:00:00.000Z', lastDay: '2026-12-24T12:00:00.000Z' }],
        }),
        ...(draft ? {} : { _status: 'published' }),
      })
      expect(res.status, draft ? 'draft' : 'publish').toBe(400)
      expect(fieldErrors(res)).toEqual([
        expect.objectContaining({
          path: 'hours.closures.0.lastDay',
          message: 'Last day closed: on or after the first day closed.',
        }),
      ])
    }
  })

  it('saves Friday 4 pm – 1 am and a week off, and a closure without a last day as one day', async () => {
    const { id } = await line()
    const weekly = [...(seeded.hours?.weekly ?? [])]
    weekly[4] = { day: 'friday', open: '16:00', close: '01:00' }
    const res = await rest('PATCH', `/api/crisis-resources/${id}`, {
      hours: hoursWith({
        weekly,
        closures: [
          {
            firstDay: '2026-12-24T12:00:00.000Z',
            lastDay: '2026-12-31T12:00:00.000Z',
            note: 'Holidays',
          },
          { firstDay: '2026-11-26T12:00:00.000Z', note: 'Thanksgiving' },
        ],
      }),
      _status: 'published',
    })
    expect(res.status).toBe(200)
    const saved = await line()
    expect(saved.hours?.weekly?.[4]).toMatchObject({ day: 'friday', open: '16:00', close: '01:00' })
    expect(
      saved.hours?.closures?.map(({ firstDay, lastDay, note }) => ({ firstDay, lastDay, note })),
    ).toEqual([
      {
        firstDay: '2026-12-24T12:00:00.000Z',
        lastDay: '2026-12-31T12:00:00.000Z',
        note: 'Holidays',
      },
      {
        firstDay: '2026-11-26T12:00:00.000Z',
        lastDay: '2026-11-26T12:00:00.000Z',
        note: 'Thanksgiving',
      },
    ])
    // The hours in words follow.
    expect(saved.availability).toBe('Mon–Thu 4 pm–12 am, Fri 4 pm–1 am, Sat 12 pm–5 pm ET')
  })
})

describe('the closure ranges migration', () => {
  it('turns each old closure into a one-day range, in documents and versions, and back', async () => {
    const doc = await line()
    await payload.update({
      collection: 'crisis-resources',
      id: doc.id,
      data: { hours: { ...seeded.hours, closures: [] }, _status: 'published' },
      overrideAccess: true,
      context,
    })
    const [version] = await rows<{ id: number }>(
      sql`SELECT "id" FROM "_crisis_resources_v" WHERE "parent_id" = ${doc.id} AND "latest" ORDER BY "id" DESC LIMIT 1`,
    )

    await closureRanges.down(migrationArgs(payload))
    // What the old schema held: one row per closed day, its note in each language.
    const db = drizzleOf(payload)
    await db.execute(sql`
      INSERT INTO "crisis_resources_hours_closures" ("_order", "_parent_id", "id", "date")
      VALUES (1, ${doc.id}, ${`old-${run}-1`}, '2026-11-26T12:00:00Z'),
             (2, ${doc.id}, ${`old-${run}-2`}, '2026-12-25T12:00:00Z')`)
    await db.execute(sql`
      INSERT INTO "crisis_resources_hours_closures_locales" ("note", "_locale", "_parent_id")
      VALUES ('Thanksgiving', 'en', ${`old-${run}-1`}),
             ('Acción de Gracias', 'es', ${`old-${run}-1`})`)
    const [versionRow] = await rows<{ id: number }>(sql`
      INSERT INTO "_crisis_resources_v_version_hours_closures" ("_order", "_parent_id", "date", "_uuid")
      VALUES (1, ${version.id}, '2026-11-26T12:00:00Z', ${`old-${run}-1`}) RETURNING "id"`)
    await db.execute(sql`
      INSERT INTO "_crisis_resources_v_version_hours_closures_locales" ("note", "_locale", "_parent_id")
      VALUES ('Thanksgiving', 'en', ${versionRow.id})`)

    await closureRanges.up(migrationArgs(payload))

    const closures = (d: CrisisResource) =>
      d.hours?.closures?.map(({ firstDay, lastDay, note }) => ({ firstDay, lastDay, note }))
    expect(closures(await line())).toEqual([
      {
        firstDay: '2026-11-26T12:00:00.000Z',
        lastDay: '2026-11-26T12:00:00.000Z',
        note: 'Thanksgiving',
      },
      { firstDay: '2026-12-25T12:00:00.000Z', lastDay: '2026-12-25T12:00:00.000Z' },
    ])
    expect(closures(await line('es'))?.[0].note).toBe('Acción de Gracias')
    const stored = await payload.findVersionByID({
      collection: 'crisis-resources',
      id: String(version.id),
      overrideAccess: true,
      depth: 0,
    })
    expect(closures(stored.version as CrisisResource)).toEqual([
      {
        firstDay: '2026-11-26T12:00:00.000Z',
        lastDay: '2026-11-26T12:00:00.000Z',
        note: 'Thanksgiving',
      },
    ])
  })

  it('goes back to one closure per day, each with the range’s notes', async () => {
    const doc = await line()
    await payload.update({
      collection: 'crisis-resources',
      id: doc.id,
      data: {
        hours: {
          ...seeded.hours,
          closures: [
            {
              firstDay: '2026-12-30T12:00:00.000Z',
              lastDay: '2027-01-01T12:00:00.000Z',
              note: 'New Year',
            },
          ],
        },
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'crisis-resources',
      id: doc.id,
      locale: 'es',
      data: {
        hours: {
          closures: (await line()).hours!.closures!.map((c) => ({ ...c, note: 'Año Nuevo' })),
        },
      },
      overrideAccess: true,
      context,
    })
    const [version] = await rows<{ id: number }>(
      sql`SELECT "id" FROM "_crisis_resources_v" WHERE "parent_id" = ${doc.id} AND "latest" ORDER BY "id" DESC LIMIT 1`,
    )

    await closureRanges.down(migrationArgs(payload))
    try {
      const days = (table: string, parent: number) =>
        rows<{ day: string; en: string | null; es: string | null }>(sql`
          SELECT to_char(c."date" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day",
            (SELECT l."note" FROM ${sql.identifier(`${table}_locales`)} l WHERE l."_parent_id" = c."id" AND l."_locale" = 'en') AS "en",
            (SELECT l."note" FROM ${sql.identifier(`${table}_locales`)} l WHERE l."_parent_id" = c."id" AND l."_locale" = 'es') AS "es"
          FROM ${sql.identifier(table)} c WHERE c."_parent_id" = ${parent} ORDER BY c."_order"`)
      const expected = ['2026-12-30', '2026-12-31', '2027-01-01'].map((day) => ({
        day,
        en: 'New Year',
        es: 'Año Nuevo',
      }))
      expect(await days('crisis_resources_hours_closures', doc.id)).toEqual(expected)
      expect(await days('_crisis_resources_v_version_hours_closures', version.id)).toEqual(expected)
    } finally {
      await closureRanges.up(migrationArgs(payload))
    }
    // Up again: three one-day closures, the notes kept.
    expect((await line('es')).hours?.closures?.map((c) => c.note)).toEqual([
      'Año Nuevo',
      'Año Nuevo',
      'Año Nuevo',
    ])
  })
})
