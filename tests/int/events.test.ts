import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eventPath } from '@domain/events/paths'
import { REVIEW_AFTER_DAYS } from '@domain/events/rules'
import { rankSearch } from '@domain/search/rank'
import { normalizeForSearch } from '@domain/search/text'
import { REFRESH_EVENTS_TASK, eventMoments } from '../../collections/Events/refresh'
import type { Event } from '../../src/payload-types'
import { readEventsToReview } from '../../src/lib/cms/admin/events'
import { readSearchIndex } from '../../src/lib/cms/search-queries'
import { seed } from '../../src/seed'
import { WORKSHOPS_ANCHOR, seedEvents } from '../../src/seed/content/events'
import { correctServicesEvents } from '../../src/seed/corrections/services-events-2026-12'
import { createTeamMember, testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * Events (issue 61) on the run's database: the times worked out on save, a moved event's old
 * start, the join link kept from the site's own reads and from anonymous REST reads, hostile
 * saves refused naming the field with nothing stored, the chain of page refreshes, the demo
 * events in every state, the site search and the dashboard's review list.
 */
let payload: Payload
let editor: Awaited<ReturnType<typeof createTeamMember>>
let cookie = ''
let category = 0
const run = Math.random().toString(36).slice(2, 8)
const context = { disableRevalidate: true }
const created: number[] = []
/** The event refreshes queued before this file's events: the ones after them are this file's. */
let jobsBefore: (number | string)[] = []
const refreshJobIds = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: REFRESH_EVENTS_TASK } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
      select: { taskSlug: true },
    })
  ).docs.map((job) => job.id)
const ZONE = 'America/New_York'
const MINUTE = 60_000

/** Whole minutes from now, as an ISO instant. */
const fromNow = (ms: number) =>
  new Date(Math.ceil((Date.now() + ms) / MINUTE) * MINUTE).toISOString()

let titles = 0
const eventData = (over: Record<string, unknown> = {}) => ({
  title: `Event ${run} ${++titles}`,
  summary: `An event of the run ${run}`,
  startsAt: '2027-01-07T00:00:00.000Z', // Wednesday 6 January 2027, 19:00 in New York
  startsAt_tz: ZONE,
  endsAt: '2027-01-07T01:30:00.000Z',
  endsAt_tz: ZONE,
  attendance: 'in-person',
  categories: [category],
  _status: 'published',
  ...over,
})

async function createEvent(over: Record<string, unknown> = {}): Promise<Event> {
  const doc = await payload.create({
    collection: 'events',
    data: eventData(over) as never,
    overrideAccess: true,
    context: { ...context },
  })
  created.push(doc.id)
  return doc
}

const byId = (id: number, draft = false) =>
  payload.findByID({ collection: 'events', id, overrideAccess: true, depth: 0, draft })

type FieldError = { message: string; path: string }
const fieldErrors = (json: unknown): FieldError[] =>
  ((json as { errors?: { data?: { errors?: FieldError[] } }[] })?.errors ?? []).flatMap(
    (e) => e.data?.errors ?? [],
  )

const post = (body: unknown) =>
  api('POST', '/api/events', {
    ...(typeof body === 'string' ? { raw: body } : { body }),
    headers: { Origin: SITE, Cookie: cookie, 'X-Forwarded-For': '198.51.100.61' },
  })

const req = async (): Promise<PayloadRequest> => createLocalReq({}, payload)

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  jobsBefore = await refreshJobIds()
  editor = await createTeamMember('events-editor', 'editor', run)
  const login = await api('POST', '/api/users/login', {
    body: { email: editor.email, password: editor.password },
    headers: { Origin: SITE, 'X-Forwarded-For': '198.51.100.60' },
  })
  expect(login.status).toBe(200)
  cookie = cookieOf(login.headers)
  const cat = await payload.create({
    collection: 'event-categories',
    data: { name: `Category ${run}`, slug: `category-${run}` },
    overrideAccess: true,
    context: { ...context },
  })
  category = cat.id
})

afterAll(async () => {
  vi.useRealTimers()
  for (const id of created)
    await payload
      .delete({ collection: 'events', id, overrideAccess: true, context: { ...context } })
      .catch(() => null)
  // Their refreshes too: a later file running the due jobs counts only its own.
  await payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: REFRESH_EVENTS_TASK } },
        ...(jobsBefore.length ? [{ id: { not_in: jobsBefore } }] : []),
      ],
    },
    overrideAccess: true,
  })
  await payload
    .delete({ collection: 'event-categories', id: category, overrideAccess: true, context })
    .catch(() => null)
  await payload
    .delete({ collection: 'users', id: editor.id, overrideAccess: true })
    .catch(() => null)
})

describe('times worked out on save', () => {
  it('lastEndsAt: the end of a single event, of the last week until a day, none for ever', async () => {
    const once = await createEvent()
    expect(once.lastEndsAt).toBe('2027-01-07T01:30:00.000Z')

    // Weekly on Wednesdays until Wednesday 27 January (noon there): the 27th's ends last.
    const until = await createEvent({
      repeat: { frequency: 'weekly', until: '2027-01-27T17:00:00.000Z' },
    })
    expect(until.lastEndsAt).toBe('2027-01-28T01:30:00.000Z')
    // The 27th skipped: the 20th's is the last.
    const skipped = await createEvent({
      repeat: {
        frequency: 'weekly',
        until: '2027-01-27T17:00:00.000Z',
        exceptions: [{ date: '2027-01-27T17:00:00.000Z' }],
      },
    })
    expect(skipped.lastEndsAt).toBe('2027-01-21T01:30:00.000Z')

    const forever = await createEvent({ repeat: { frequency: 'weekly' } })
    expect(forever.lastEndsAt ?? null).toBeNull()
  })

  it('a published event re-published at a new time keeps its old start; the status is kept', async () => {
    const event = await createEvent()
    const moved = await payload.update({
      collection: 'events',
      id: event.id,
      data: {
        eventStatus: 'moved',
        startsAt: '2027-01-14T00:00:00.000Z',
        endsAt: '2027-01-14T01:30:00.000Z',
        _status: 'published',
      },
      overrideAccess: true,
      context: { ...context },
    })
    expect(moved.eventStatus).toBe('moved')
    expect(moved.previousStartsAt).toBe('2027-01-07T00:00:00.000Z')
    expect((await byId(event.id)).previousStartsAt).toBe('2027-01-07T00:00:00.000Z')

    const cancelled = await payload.update({
      collection: 'events',
      id: event.id,
      data: { eventStatus: 'cancelled', statusNote: 'Storm warning', _status: 'published' },
      overrideAccess: true,
      context: { ...context },
    })
    expect(cancelled.eventStatus).toBe('cancelled')
    expect((await byId(event.id)).eventStatus).toBe('cancelled')
    // Only a moved event has an old start.
    expect(cancelled.previousStartsAt ?? null).toBeNull()
  })
})

describe('the join link', () => {
  it('is absent from the site’s own read and an anonymous REST read, present for the team', async () => {
    const joinUrl = `https://meet.example.org/${run}`
    const event = await createEvent({
      attendance: 'online',
      online: { joinUrl, joinLinkShown: 'nearTime' },
    })

    const site = await payload.findByID({
      collection: 'events',
      id: event.id,
      overrideAccess: false,
      depth: 0,
    })
    expect(site.title).toBe(event.title)
    expect(site.online?.joinUrl).toBeUndefined()
    expect(JSON.stringify(site)).not.toContain(joinUrl)

    const anonymous = await api('GET', `/api/events/${event.id}`, {
      headers: { 'X-Forwarded-For': '198.51.100.62' },
    })
    expect(anonymous.status).toBe(403)
    expect(anonymous.text).not.toContain(joinUrl)
    const list = await api('GET', `/api/events?where[id][equals]=${event.id}`, {
      headers: { 'X-Forwarded-For': '198.51.100.62' },
    })
    expect(list.status).toBe(403)
    expect(list.text).not.toContain(joinUrl)

    const team = await api('GET', `/api/events/${event.id}?depth=0`, {
      headers: { Origin: SITE, Cookie: cookie, 'X-Forwarded-For': '198.51.100.61' },
    })
    expect(team.status).toBe(200)
    expect((team.json as unknown as Event).online?.joinUrl).toBe(joinUrl)
    const local = await payload.findByID({
      collection: 'events',
      id: event.id,
      overrideAccess: false,
      user: editor,
      depth: 0,
    })
    expect(local.online?.joinUrl).toBe(joinUrl)
  })
})

describe('hostile saves through the REST API', () => {
  const marker = `hostile ${run}`
  const body = (over: Record<string, unknown> = {}) => ({
    ...eventData({ summary: marker }),
    ...over,
  })

  it('answers 400 naming the field, and stores nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['end before start', body({ endsAt: '2027-01-06T23:00:00.000Z' }), 'endsAt'],
      ['different zones', body({ endsAt_tz: 'America/Chicago' }), 'endsAt'],
      [
        'repeats until before it starts',
        body({ repeat: { frequency: 'weekly', until: '2026-12-01T12:00:00.000Z' } }),
        'repeat.until',
      ],
      ['unknown zone', body({ startsAt_tz: 'Mars/Olympus_Mons' }), 'startsAt_tz'],
      [
        'http join link',
        body({ attendance: 'online', online: { joinUrl: 'http://meet.example.org/x' } }),
        'online.joinUrl',
      ],
      [
        'javascript join link',
        body({ attendance: 'online', online: { joinUrl: 'javascript:alert(1)' } }),
        'online.joinUrl',
      ],
      [
        'external registration without its page',
        body({ registration: { kind: 'external' } }),
        'registration.url',
      ],
      [
        'registration page not https',
        body({ registration: { kind: 'external', url: 'javascript:alert(1)' } }),
        'registration.url',
      ],
      ['NUL byte', body({ title: `Nul \u0000 ${run}` }), 'title'],
      ['a 1 MB title', body({ title: 'x'.repeat(1_000_000) }), 'title'],
      ['a title that is not text', body({ title: { en: 'Object title' } }), 'title'],
      [
        'a skipped day repeated past the limit',
        body({
          repeat: {
            frequency: 'weekly',
            exceptions: Array.from({ length: 101 }, () => ({ date: '2027-01-13T17:00:00.000Z' })),
          },
        }),
        'repeat.exceptions',
      ],
    ]
    for (const [name, data, path] of cases) {
      const res = await post(data)
      expect(res.status, name).toBe(400)
      // A field error of Payload's (its path), or the REST guard's refusal of a value (its name first).
      const messages = ((res.json?.errors ?? []) as { message: string }[]).map((e) => e.message)
      expect(
        [...fieldErrors(res.json).map((e) => e.path), ...messages.map((m) => m.split(':')[0])],
        name,
      ).toContain(path)
    }

    // A parameter Payload reads once, given twice: refused by the REST guard.
    for (const query of ['locale=es&locale=en', 'draft=true&draft=false', 'depth=0&depth=9']) {
      const res = await api('POST', `/api/events?${query}`, {
        body: body(),
        headers: { Origin: SITE, Cookie: cookie, 'X-Forwarded-For': '198.51.100.61' },
      })
      expect(res.status, query).toBe(400)
    }

    // Prototype keys: refused whole (no field to name), nothing merged.
    const valid = JSON.stringify(body()).slice(1, -1)
    const raws: [string, string][] = [
      ['__proto__', `{"__proto__":{"sensitive":true},${valid}}`],
      ['constructor', `{"constructor":{"prototype":{"polluted":1}},${valid}}`],
      ['nested __proto__', `{${valid},"registration":{"__proto__":{"kind":"external"}}}`],
    ]
    for (const [name, raw] of raws) {
      const res = await post(raw)
      expect(res.status, name).toBe(400)
    }
    expect(({} as { polluted?: unknown; sensitive?: unknown }).polluted).toBeUndefined()
    expect(({} as { sensitive?: unknown }).sensitive).toBeUndefined()

    const stored = await payload.count({
      collection: 'events',
      where: { summary: { equals: marker } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
    // The same event, whole and valid, is stored: the refusals were the hostile parts.
    const ok = await post(body())
    expect(ok.status, ok.text.slice(0, 300)).toBe(201)
    created.push((ok.json as unknown as { doc: Event }).doc.id)
  })
})

describe('the refresh of the event pages', () => {
  const pendingRefreshes = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: REFRESH_EVENTS_TASK } },
            { completedAt: { exists: false } },
            { hasError: { not_equals: true } },
          ],
        },
        sort: 'waitUntil',
        overrideAccess: true,
        pagination: false,
        depth: 0,
      })
    ).docs

  /** The next moment any published event's pages change at `now`, from what is stored. */
  const nextMomentAt = async (now: Date) => {
    const { docs } = await payload.find({
      collection: 'events',
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
    return Math.min(...docs.flatMap((d) => eventMoments(d as never, now)))
  }

  it('is queued at the next moment, and when it runs it queues the following one', async () => {
    // Starts in 10 minutes (its "link shows" moment has passed), ends in 70.
    const startsAt = fromNow(10 * MINUTE)
    const endsAt = fromNow(70 * MINUTE)
    await createEvent({ startsAt, endsAt, title: `Soon ${run}` })
    const next = await nextMomentAt(new Date())
    expect(next).toBeLessThanOrEqual(Date.parse(startsAt))
    const [first] = await pendingRefreshes()
    expect(new Date(first.waitUntil as string).getTime()).toBe(next)

    // At its time (the clock moved on, nothing waited for), the job runs and chains the next.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(next + MINUTE)
    try {
      await payload.jobs.runByID({ id: first.id, overrideAccess: true, req: await req() })
      // Done: Payload deletes a completed job, or keeps it marked completed.
      const done = await payload.find({
        collection: 'payload-jobs',
        where: { id: { equals: first.id } },
        overrideAccess: true,
        depth: 0,
      })
      expect(done.docs.every((job) => Boolean(job.completedAt))).toBe(true)
      const following = await nextMomentAt(new Date())
      expect(following).toBeGreaterThan(next)
      expect(following).toBeLessThanOrEqual(Date.parse(endsAt))
      const pending = await pendingRefreshes()
      expect(pending.map((j) => new Date(j.waitUntil as string).getTime())).toContain(following)
      expect(new Date(pending[0].waitUntil as string).getTime()).toBe(following)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the demo events', () => {
  it('are seeded in every state, published, in English and Spanish', async () => {
    const slugs = seedEvents().map((e) => e.slug)
    const { docs } = await payload.find({
      collection: 'events',
      where: { slug: { in: slugs } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
    expect(docs.map((d) => d.slug).sort()).toEqual([...slugs].sort())
    const now = Date.now()
    const bySlug = new Map(docs.map((d) => [d.slug, d]))
    for (const d of docs) expect(d._status, d.slug).toBe('published')

    const training = bySlug.get('ally-training-for-workplaces')!
    expect(training.attendance).toBe('in-person')
    expect(training.accessibility).toEqual(expect.arrayContaining(['stepFree', 'captions']))
    expect(training.venue?.address).toBeTruthy()
    expect(training.registration?.kind).toBe('form')
    expect(training.registration?.form).toBeTruthy()
    expect(training.registration?.capacity).toBeGreaterThan(0)
    expect(Date.parse(training.startsAt)).toBeGreaterThan(now)

    const group = bySlug.get('peer-support-group-online')!
    expect(group).toMatchObject({ sensitive: true, attendance: 'online' })
    expect(group.online?.joinLinkShown).toBe('nearTime')
    expect(group.online?.joinUrl).toMatch(/^https:\/\//)
    expect(group.repeat?.frequency).toBe('weekly')
    expect(group.repeat?.exceptions).toHaveLength(1)
    expect(group.lastEndsAt ?? null).toBeNull()

    const cancelled = bySlug.get('community-night-game-night')!
    expect(cancelled.eventStatus).toBe('cancelled')
    expect(cancelled.statusNote).toBeTruthy()

    const moved = bySlug.get('family-conversation-circle')!
    expect(moved.eventStatus).toBe('moved')
    expect(Date.parse(moved.previousStartsAt!)).toBeLessThan(Date.parse(moved.startsAt))

    const past = bySlug.get('fall-community-potluck')!
    expect(now - Date.parse(past.lastEndsAt!)).toBeGreaterThan(REVIEW_AFTER_DAYS * 86_400_000)

    const spanish = await payload.find({
      collection: 'events',
      where: { slug: { in: slugs } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
      locale: 'es',
      fallbackLocale: false,
    })
    for (const d of spanish.docs) {
      expect(d.title, d.slug).toBeTruthy()
      expect(d.title, d.slug).not.toBe(bySlug.get(d.slug)!.title)
      expect(d.summary, d.slug).not.toBe(bySlug.get(d.slug)!.summary)
    }
  })

  it('the services page lists them at /services#events', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'services' } },
      overrideAccess: true,
      depth: 0,
    })
    const layout = docs[0].layout
    const list = layout.filter((b) => b.anchorId === 'events')
    expect(list).toHaveLength(1)
    expect(list[0].blockType).toBe('upcomingEvents')

    // A site seeded before events: its "Events and workshops" text held #events. The migration's
    // correction puts the list there, once, in the languages with their own layout.
    const before = layout
      .filter((b) => b.blockType !== 'upcomingEvents')
      .map((b) => (b.anchorId === WORKSHOPS_ANCHOR ? { ...b, anchorId: 'events' } : b))
    await payload.update({
      collection: 'pages',
      id: docs[0].id,
      data: { layout: before },
      overrideAccess: true,
      context: { ...context },
    })
    expect(await correctServicesEvents(payload)).toEqual(['en'])
    expect(await correctServicesEvents(payload)).toEqual([])
    const after = await payload.findByID({
      collection: 'pages',
      id: docs[0].id,
      overrideAccess: true,
      depth: 0,
    })
    expect(after.layout.map((b) => [b.blockType, b.anchorId ?? null])).toEqual(
      layout.map((b) => [b.blockType, b.anchorId ?? null]),
    )
  })
})

describe('the site search', () => {
  it('finds a published event by its title and summary in each language, never a draft', async () => {
    const find = async (words: string, locale: 'en' | 'es') =>
      rankSearch(await readSearchIndex(payload), normalizeForSearch(words).split(' '), locale)
        .results
    const event = await createEvent({
      title: `Zebra${run} gathering`,
      summary: `An evening with quokka${run} stories`,
    })
    await payload.update({
      collection: 'events',
      id: event.id,
      locale: 'es',
      data: {
        title: `Encuentro cebra${run}`,
        summary: `Una tarde con historias de canguro${run}`,
        _status: 'published',
      },
      overrideAccess: true,
      context: { ...context },
    })
    const path = `/events/${event.slug}`
    expect((await find(`zebra${run}`, 'en')).map((r) => r.path)).toEqual([path])
    expect((await find(`quokka${run}`, 'en')).map((r) => [r.path, r.kind])).toEqual([
      [path, 'events'],
    ])
    expect((await find(`cebra${run}`, 'es')).map((r) => r.path)).toEqual([
      eventPath(event.slug, 'es'),
    ])
    expect(eventPath(event.slug, 'es')).toBe(`/es${path}`)
    expect((await find(`canguro${run}`, 'es')).map((r) => r.path)).toEqual([`/es${path}`])

    const draft = await createEvent({ title: `Okapi${run} draft`, _status: 'draft' })
    expect(draft._status).toBe('draft')
    expect(await find(`okapi${run}`, 'en')).toEqual([])
  })
})

describe('the review list', () => {
  it('lists the past event not saved since it ended, not the others', async () => {
    const now = new Date()
    const list = await readEventsToReview(payload, editor, now)
    const slugsOf = async (ids: number[]) =>
      (
        await payload.find({
          collection: 'events',
          where: { id: { in: ids } },
          overrideAccess: true,
          depth: 0,
          pagination: false,
        })
      ).docs.map((d) => d.slug)
    const listed = await slugsOf(list.map((e) => e.id))
    expect(listed).toContain('fall-community-potluck')
    for (const slug of seedEvents().map((e) => e.slug))
      if (slug !== 'fall-community-potluck') expect(listed).not.toContain(slug)
    for (const e of list) expect(e.href).toBe(`/admin/collections/events/${e.id}`)

    // An event of the run that ended long ago and was not saved since (as the seed leaves its
    // past one): listed from 30 days after its end until it is published again.
    const old = await createEvent({
      title: `Old ${run}`,
      startsAt: '2020-01-08T00:00:00.000Z',
      endsAt: '2020-01-08T01:00:00.000Z',
    })
    await payload.db.updateOne({
      collection: 'events',
      id: old.id,
      data: { slug: old.slug, updatedAt: old.lastEndsAt },
      req: {},
      returning: false,
    })
    const listedAt = async (at: Date) =>
      (await readEventsToReview(payload, editor, at)).map((e) => e.id)
    const end = Date.parse(old.lastEndsAt!)
    expect(await listedAt(now)).toContain(old.id)
    expect(await listedAt(new Date(end + 29 * 86_400_000))).not.toContain(old.id)
    expect(await listedAt(new Date(end + 30 * 86_400_000 + 1))).toContain(old.id)
    const entry = (await readEventsToReview(payload, editor, now)).find((e) => e.id === old.id)
    expect(entry).toEqual({
      id: old.id,
      title: `Old ${run}`,
      href: `/admin/collections/events/${old.id}`,
      lastEndsAt: '2020-01-08T01:00:00.000Z',
    })

    await payload.update({
      collection: 'events',
      id: old.id,
      data: { summary: 'A recap of the evening', _status: 'published' },
      overrideAccess: true,
      context: { ...context },
    })
    expect(await listedAt(now)).not.toContain(old.id)
  })
})
