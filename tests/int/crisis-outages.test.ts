import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_CRISIS_TASK } from '../../collections/CrisisResources/outages'
import type { CrisisResource } from '../../src/payload-types'
import { readCrisisResources } from '../../src/lib/cms/queries'
import { seed } from '../../src/seed'
import { toCrisisLine } from '@domain/crisis/lines'
import { activeOutage } from '@domain/crisis/outages'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * A crisis line marked temporarily unavailable (issue 42), through the REST API the admin uses,
 * on whichever database this run has: a "Back by" not after its start, a reason over the limit
 * or hostile values are a 400 naming the field (on a draft too, for the order), never a 500 and
 * never stored; a publish stores the times and the reason per language, and queues one refresh
 * of the crisis pages per start and end still ahead, once however often it is saved.
 */
let payload: Payload
let cookie = ''
const run = Math.random().toString(36).slice(2, 8)
const SLUG = 'trans-lifeline'
const context = { disableRevalidate: true }

type FieldError = { label?: string; message: string; path: string }
type Rest = {
  status: number
  text: string
  json: { doc?: CrisisResource; errors?: { message: string; data?: { errors?: FieldError[] } }[] }
}

async function rest(method: 'PATCH' | 'POST', path: string, body: unknown): Promise<Rest> {
  const res = await api(method, path, {
    ...(typeof body === 'string' ? { raw: body } : { body }),
    headers: { Origin: SITE, 'X-Forwarded-For': '198.51.100.221', Cookie: cookie },
  })
  return { status: res.status, text: res.text, json: (res.json ?? {}) as Rest['json'] }
}

const fieldErrors = (res: Rest) => res.json.errors?.flatMap((e) => e.data?.errors ?? []) ?? []

const line = async (locale: 'en' | 'es' = 'en', draft = false) =>
  (
    await payload.find({
      collection: 'crisis-resources',
      where: { slug: { equals: SLUG } },
      overrideAccess: true,
      depth: 0,
      locale,
      draft,
    })
  ).docs[0]

const refreshJobs = async (dueAt: string[]) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: REFRESH_CRISIS_TASK } },
          { waitUntil: { in: dueAt } },
          { completedAt: { exists: false } },
        ],
      },
      overrideAccess: true,
      pagination: false,
    })
  ).docs

const HOUR = 3_600_000
/** Times on the quarter hour from now, as the admin's picker gives them. */
const at = (hours: number) => {
  const ms = Math.ceil((Date.now() + hours * HOUR) / (15 * 60_000)) * 15 * 60_000
  return new Date(ms).toISOString()
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const email = `outages-${run}@example.org`
  const password = `outages-password-${run}`
  await payload.create({
    collection: 'users',
    data: { name: 'Outage editor', email, password, role: 'editor' },
    overrideAccess: true,
  })
  const res = await api('POST', '/api/users/login', {
    body: { email, password },
    headers: { Origin: SITE, 'X-Forwarded-For': '198.51.100.220' },
  })
  expect(res.status).toBe(200)
  cookie = cookieOf(res.headers)
})

afterAll(async () => {
  const doc = await line()
  await payload.update({
    collection: 'crisis-resources',
    id: doc.id,
    data: { outages: [], _status: 'published' },
    overrideAccess: true,
    context,
  })
})

describe('temporarily unavailable, saved through the REST API', () => {
  it('answers a "Back by" not after its start with a 400 naming it, on a publish and a draft', async () => {
    const { id } = await line()
    for (const draft of [false, true]) {
      for (const until of [at(1), at(0.5)]) {
        const res = await rest(
          'PATCH',
          `/api/crisis-resources/${id}${draft ? '?draft=true' : ''}`,
          {
            outages: [{ from: at(1), until, reason: 'Outage' }],
            ...(draft ? {} : { _status: 'published' }),
          },
        )
        expect(res.status, draft ? 'draft' : 'publish').toBe(400)
        expect(fieldErrors(res)).toEqual([
          expect.objectContaining({
            path: 'outages.0.until',
            message: 'Back by: a time after "Unavailable from".',
          }),
        ])
      }
    }
    expect((await line('en', true)).outages ?? []).toEqual([])
  })

  it('refuses a missing time, a reason over 80 characters and hostile values, naming the field', async () => {
    const { id } = await line()
    const cases: [unknown, RegExp][] = [
      [{ outages: [{ until: at(2) }] }, /Unavailable from/],
      [{ outages: [{ from: at(1), until: at(2), reason: 'x'.repeat(81) }] }, /reason|80/i],
      [{ outages: [{ from: 'tomorrow afternoon', until: at(2) }] }, /Unavailable from|date/i],
      [{ outages: [{ from: at(1), until: at(2), reason: 'Down \u0000 now' }] }, /NUL/],
      [{ outages: [{ from: at(1), until: at(2), reason: 'x'.repeat(200_000) }] }, /reason|80/i],
      // Each time's zone (Payload's zone select beside it) is one of the team's zones.
      [{ outages: [{ from: at(1), from_tz: 'Mars/Olympus_Mons', until: at(2) }] }, /from_tz|zone/i],
    ]
    for (const [body, message] of cases) {
      const res = await rest('PATCH', `/api/crisis-resources/${id}`, {
        ...(body as object),
        _status: 'published',
      })
      expect(res.status, JSON.stringify(body).slice(0, 90)).toBe(400)
      expect(res.text, JSON.stringify(body).slice(0, 90)).toMatch(message)
    }
    // A prototype key in a row is refused or dropped, never merged into the stored row.
    const proto = await rest(
      'PATCH',
      `/api/crisis-resources/${id}`,
      `{"_status":"published","outages":[{"from":"${at(1)}","until":"${at(2)}","__proto__":{"reason":"polluted"}}]}`,
    )
    expect(proto.status).toBeLessThan(500)
    expect(({} as { reason?: string }).reason).toBeUndefined()
    expect((await line()).outages?.[0]?.reason ?? null).not.toBe('polluted')
  })

  it('publishes an outage with a reason per language, and queues one refresh per start and end', async () => {
    const { id } = await line()
    const now = { from: at(-1), until: at(2) }
    const later = { from: at(24), until: at(26) }
    const res = await rest('PATCH', `/api/crisis-resources/${id}`, {
      outages: [
        { ...now, reason: 'Phone system outage.' },
        { ...later, reason: 'Staff holiday' },
      ],
      _status: 'published',
    })
    expect(res.status, res.text.slice(0, 300)).toBe(200)
    const saved = await line()
    const spanish = await rest('PATCH', `/api/crisis-resources/${id}?locale=es`, {
      outages: saved.outages!.map((o, i) => ({
        ...o,
        reason: i === 0 ? 'Falla del sistema telefónico' : 'Día festivo del personal',
      })),
      _status: 'published',
    })
    expect(spanish.status, spanish.text.slice(0, 300)).toBe(200)

    const english = toCrisisLine(await line('en'))
    expect(english.outages).toEqual([
      { from: now.from, until: now.until, reason: 'Phone system outage' },
      { from: later.from, until: later.until, reason: 'Staff holiday' },
    ])
    expect(activeOutage(english.outages, Date.now())?.until).toBe(now.until)
    expect((await line('es')).outages?.[0]?.reason).toBe('Falla del sistema telefónico')

    // The start already passed: refreshes at its end and at the later one's start and end, each
    // once although the line was published twice.
    const due = [now.from, now.until, later.from, later.until]
    const jobs = await refreshJobs(due)
    expect(jobs.map((j) => new Date(j.waitUntil as string).toISOString()).sort()).toEqual(
      [now.until, later.from, later.until].sort(),
    )
  })

  it('queues nothing for a draft, and the site keeps the published times', async () => {
    const { id } = await line()
    const draftOnly = { from: at(48), until: at(50) }
    const res = await rest('PATCH', `/api/crisis-resources/${id}?draft=true`, {
      outages: [{ ...draftOnly, reason: 'Draft only' }],
    })
    expect(res.status, res.text.slice(0, 300)).toBe(200)
    expect(await refreshJobs([draftOnly.from, draftOnly.until])).toEqual([])
    expect((await line()).outages?.map((o) => o.reason)).toEqual([
      'Phone system outage.',
      'Staff holiday',
    ])
  })

  it('shows a reason on a Spanish page only where it was written in Spanish', async () => {
    const { id } = await line()
    const now = { from: at(-1), until: at(2) }
    const later = { from: at(24), until: at(26) }
    const res = await rest('PATCH', `/api/crisis-resources/${id}`, {
      outages: [
        { ...now, reason: 'Phone system outage' },
        { ...later, reason: 'Staff holiday' },
      ],
      _status: 'published',
    })
    expect(res.status, res.text.slice(0, 300)).toBe(200)
    const saved = await line()
    const spanish = await rest('PATCH', `/api/crisis-resources/${id}?locale=es`, {
      outages: saved.outages!.map((o, i) => ({
        ...o,
        reason: i === 0 ? 'Falla del sistema telefónico' : null,
      })),
      _status: 'published',
    })
    expect(spanish.status, spanish.text.slice(0, 300)).toBe(200)
    const reasons = async (locale: 'en' | 'es') =>
      (await readCrisisResources(payload, locale))
        .find((r) => r.slug === SLUG)!
        .outages?.map((o) => o.reason ?? null)
    // The English one is never put inside a Spanish sentence: that outage says no reason there.
    expect(await reasons('es')).toEqual(['Falla del sistema telefónico', null])
    expect(await reasons('en')).toEqual(['Phone system outage', 'Staff holiday'])
  })
})
