import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FORM_EVENT_FIELD, resolveFormDefinition } from '@domain/forms/definitions'
import { messagesFor } from '@domain/i18n/messages'
import { DEFAULT_LOCALE } from '@domain/i18n/locales'
import { resetRateLimits } from '@domain/rate-limit'
import { testPayload } from '../helpers/payload'

/**
 * Registering for an event with one of our forms (issue 61): the answer sent from the event's
 * page is stored with the event and counted against its places; the server, not the page,
 * decides whether the event takes registrations (published, registering with this very form,
 * neither cancelled nor over, places left). Hostile event ids are refused and nothing is stored.
 */
let payload: Payload
let submitForm: typeof import('../../src/lib/cms/forms/submit').submitForm
let readRegistrations: typeof import('../../src/lib/cms/event-queries').readRegistrations
let contactForm = 0
let volunteerForm = 0
let category = 0
const run = Math.random().toString(36).slice(2, 8)
const contact = resolveFormDefinition('contact')
const t = messagesFor(DEFAULT_LOCALE).events
const context = { disableRevalidate: true }
const created: number[] = []
let ip = 0
const nextIp = () => `198.51.100.${++ip}`

const answer = (email: string, event?: unknown) => ({
  name: 'Robin Park',
  email,
  topic: 'Press',
  message: 'I would like to come to the training, please.',
  ...(event === undefined ? {} : { [FORM_EVENT_FIELD]: event }),
})

async function event(
  over: Record<string, unknown> = {},
  status: 'published' | 'draft' = 'published',
) {
  const doc = await payload.create({
    collection: 'events',
    data: {
      title: `Training ${run} ${created.length}`,
      summary: 'A training.',
      startsAt: '2031-03-04T23:00:00.000Z',
      startsAt_tz: 'America/New_York',
      endsAt: '2031-03-05T01:00:00.000Z',
      endsAt_tz: 'America/New_York',
      attendance: 'in-person',
      categories: [category],
      registration: { kind: 'form', form: contactForm, capacity: 2 },
      _status: status,
      ...over,
    } as never,
    draft: status === 'draft',
    overrideAccess: true,
    context: { ...context },
  })
  created.push(doc.id)
  return doc.id
}

const storedFor = async (email: string) =>
  (
    await payload.find({
      collection: 'form-submissions',
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const submit = (source: Record<string, unknown> | FormData) =>
  submitForm({ payload, definition: contact, source, ip: nextIp() })

beforeAll(async () => {
  payload = await testPayload()
  ;({ submitForm } = await import('../../src/lib/cms/forms/submit'))
  ;({ readRegistrations } = await import('../../src/lib/cms/event-queries'))
  const { seed } = await import('../../src/seed')
  await seed(payload)
  const forms = await payload.find({ collection: 'forms', overrideAccess: true, depth: 0 })
  contactForm = forms.docs.find((f) => f.kind === 'contact')!.id
  volunteerForm = forms.docs.find((f) => f.kind === 'volunteer')!.id
  category = (
    await payload.create({
      collection: 'event-categories',
      data: { name: `Trainings ${run}`, slug: `trainings-${run}` },
      overrideAccess: true,
      context: { ...context },
    })
  ).id
})

beforeEach(() => resetRateLimits())

afterAll(async () => {
  await payload.delete({
    collection: 'form-submissions',
    where: { email: { like: `${run}@` } },
    overrideAccess: true,
  })
  for (const id of created)
    await payload.delete({
      collection: 'events',
      id,
      overrideAccess: true,
      context: { ...context },
    })
  await payload.delete({ collection: 'event-categories', id: category, overrideAccess: true })
})

describe('registering for an event', () => {
  it('stores each answer with its event, counts them, and refuses once the places are taken', async () => {
    const id = await event()
    for (const n of [1, 2]) {
      expect(await submit(answer(`r${n}.${run}@example.org`, String(id)))).toMatchObject({
        status: 'success',
        httpStatus: 200,
      })
    }
    expect((await storedFor(`r1.${run}@example.org`))[0]).toMatchObject({ event: id })
    expect(await readRegistrations(payload, id)).toBe(2)

    const third = await submit(answer(`r3.${run}@example.org`, String(id)))
    expect(third).toMatchObject({ status: 'invalid', httpStatus: 400, message: t.full })
    expect(third.values).toMatchObject({ name: 'Robin Park' })
    expect(await storedFor(`r3.${run}@example.org`)).toHaveLength(0)
    // An answer of the same form sent elsewhere on the site counts for no event.
    expect(await submit(answer(`plain.${run}@example.org`))).toMatchObject({ status: 'success' })
    expect((await storedFor(`plain.${run}@example.org`))[0]).toMatchObject({ event: null })
    expect(await readRegistrations(payload, id)).toBe(2)
  })

  it('gives the last place to one of many people registering at the same moment', async () => {
    const id = await event({ registration: { kind: 'form', form: contactForm, capacity: 1 } })
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        submit(answer(`race${n}.${run}@example.org`, String(id))),
      ),
    )
    expect(results.filter((r) => r.status === 'success')).toHaveLength(1)
    expect(results.filter((r) => r.message === t.full)).toHaveLength(5)
    expect(await readRegistrations(payload, id)).toBe(1)
  })

  it('refuses an event that takes no registration with this form, and hostile ids', async () => {
    const closedIds = [
      await event({ eventStatus: 'cancelled' }),
      await event({ startsAt: '2020-03-04T23:00:00.000Z', endsAt: '2020-03-05T01:00:00.000Z' }),
      await event({}, 'draft'),
      await event({ registration: { kind: 'form', form: volunteerForm } }),
      await event({ registration: { kind: 'external', url: 'https://example.org/register' } }),
    ].map(String)
    const open = await event({ registration: { kind: 'form', form: contactForm } })
    const hostile = [
      '__proto__',
      'constructor',
      '0',
      '01',
      '1e3',
      '-1',
      '99999999999',
      `${open}\u0000`,
      `${open} `,
      'x'.repeat(100_000),
      { id: open },
      [String(open)],
      true,
    ]
    let n = 0
    for (const value of [...closedIds, ...hostile]) {
      const email = `h${++n}.${run}@example.org`
      const result = await submit(answer(email, value))
      expect(result, JSON.stringify(value).slice(0, 40)).toMatchObject({
        status: 'invalid',
        httpStatus: 400,
        message: t.registrationClosed,
      })
      expect(await storedFor(email)).toHaveLength(0)
    }
    // A prototype key in a JSON body names no event: the answer is an ordinary one.
    const proto = JSON.parse(`{"__proto__": {"${FORM_EVENT_FIELD}": "${open}"}}`) as object
    expect(await submit({ ...answer(`proto.${run}@example.org`), ...proto })).toMatchObject({
      status: 'success',
    })
    expect((await storedFor(`proto.${run}@example.org`))[0]).toMatchObject({ event: null })

    // A form post repeating the field counts its first value, as every other field.
    const form = new FormData()
    for (const [k, v] of Object.entries(answer(`form.${run}@example.org`)))
      form.append(k, String(v))
    form.append(FORM_EVENT_FIELD, String(open))
    form.append(FORM_EVENT_FIELD, closedIds[0]!)
    expect(await submit(form)).toMatchObject({ status: 'success' })
    expect((await storedFor(`form.${run}@example.org`))[0]).toMatchObject({ event: open })
  })
})
