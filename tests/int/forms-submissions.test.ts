import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FORM_RATE_LIMIT } from '@domain/constants'
import { resolveFormDefinition } from '@domain/forms/definitions'
import { resetRateLimits } from '@domain/rate-limit'
import { testSmtp } from '../helpers/int-smtp'
import type { SmtpCatcher } from '../helpers/smtp-catcher'
import { testPayload } from '../helpers/payload'

let payload: Payload
let smtp: SmtpCatcher
let submitForm: typeof import('../../src/lib/cms/forms/submit').submitForm
let staff: { id: number; email: string; role: 'admin' | 'editor' }

const contact = resolveFormDefinition('contact')
const volunteer = resolveFormDefinition('volunteer')
const goodContact = {
  name: 'Alex Rivera',
  email: 'alex.rivera@example.org',
  topic: 'Press',
  message: 'I am writing a story about community education.',
}
const goodVolunteer = {
  name: 'Sam Lee',
  email: 'sam.lee@example.org',
  state: 'Ohio',
  track: 'ambassador',
  interests: ['Events'],
  availability: 'A few hours a month',
  consent: true,
}

const submissionsBy = async (email: string) =>
  (
    await payload.find({
      collection: 'form-submissions',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  smtp = await testSmtp()
  payload = await testPayload()
  ;({ submitForm } = await import('../../src/lib/cms/forms/submit'))
  const { seed } = await import('../../src/seed')
  await seed(payload, { adminEmail: 'seed-admin@example.org', adminPassword: 'seed-password-1' })
  const user = await payload.create({
    collection: 'users',
    data: {
      email: 'forms-editor@example.org',
      password: 'forms-editor-password-1',
      name: 'Forms Editor',
      role: 'editor',
    },
    overrideAccess: true,
  })
  staff = { id: user.id, email: user.email, role: 'editor' }
})

beforeEach(() => resetRateLimits())

describe('contact and volunteer submissions', () => {
  it('stores a valid contact message and e-mails the team at the private address', async () => {
    const result = await submitForm({
      payload,
      definition: contact,
      source: goodContact,
      ip: '203.0.113.1',
    })
    expect(result).toMatchObject({
      status: 'success',
      httpStatus: 200,
      message: contact.confirmationMessage,
    })

    const [stored] = await submissionsBy(goodContact.email)
    expect(stored).toMatchObject({ form: 'contact', name: 'Alex Rivera', status: 'new' })
    expect(stored.summary).toContain('Topic: Press')

    const mail = await smtp.waitFor((m) => m.subject.includes('Alex Rivera'))
    expect(mail.to).toEqual(['team@example.org'])
    expect(mail.subject).toBe('Contact form: Press (from Alex Rivera)')
    expect(mail.raw).toMatch(/^Reply-To: alex\.rivera@example\.org/im)
    expect(mail.text).toContain('I am writing a story about community education.')
    expect(mail.text).toContain(`/admin/collections/form-submissions/${stored.id}`)
    const after = await payload.findByID({
      collection: 'form-submissions',
      id: stored.id,
      overrideAccess: true,
    })
    expect(after.staffNotifiedAt).toBeTruthy()
    expect(after.staffNotification).toBe('sent')
  })

  it('names the ambassador track in the staff e-mail of a volunteer application', async () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(goodVolunteer)) {
      for (const x of Array.isArray(v) ? v : [v]) form.append(k, x === true ? 'on' : String(x))
    }
    const result = await submitForm({
      payload,
      definition: volunteer,
      source: form,
      ip: '203.0.113.2',
    })
    expect(result.status).toBe('success')
    const mail = await smtp.waitFor((m) => m.subject.includes('Sam Lee'))
    expect(mail.subject).toBe('Volunteer application, Ambassador program: Sam Lee')
    expect(mail.text).toContain('State or territory: Ohio')
  })

  it('answers bad input with 400 and one message per field, keeping what was typed', async () => {
    const result = await submitForm({
      payload,
      definition: contact,
      source: { name: 'Alex', email: 'not-an-address', topic: '', message: 'short' },
      ip: '203.0.113.3',
    })
    expect(result.httpStatus).toBe(400)
    expect(result.status).toBe('invalid')
    expect(Object.keys(result.fieldErrors ?? {})).toEqual(['email', 'topic', 'message'])
    expect(result.values).toMatchObject({ name: 'Alex', email: 'not-an-address', message: 'short' })
    expect(await submissionsBy('not-an-address')).toHaveLength(0)
  })

  it('never fails with a server error on hostile input types', async () => {
    const result = await submitForm({
      payload,
      definition: volunteer,
      source: {
        name: { $ne: 1 },
        email: ['a@b.org', 'c@d.org'],
        interests: 'Events',
        consent: 'maybe',
      },
      ip: '203.0.113.4',
    })
    expect(result.httpStatus).toBe(400)
    expect(result.fieldErrors).toHaveProperty('name')
    expect(result.fieldErrors).toHaveProperty('consent')
  })

  it('drops a submission whose honeypot is filled but answers as if it worked', async () => {
    const email = 'bot@example.org'
    const result = await submitForm({
      payload,
      definition: contact,
      source: { ...goodContact, email, website: 'https://spam.example' },
      ip: '203.0.113.5',
    })
    expect(result.status).toBe('success')
    expect(await submissionsBy(email)).toHaveLength(0)
  })

  it('limits submissions per IP and form, and says how long to wait', async () => {
    const ip = '198.51.100.7'
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) {
      const r = await submitForm({ payload, definition: contact, source: {}, ip })
      expect(r.httpStatus).toBe(400)
    }
    const blocked = await submitForm({ payload, definition: contact, source: goodContact, ip })
    expect(blocked).toMatchObject({ status: 'rate-limited', httpStatus: 429 })
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0)
    expect(blocked.message).toMatch(
      /^Rate limited\. Please wait \d+ seconds before trying again\.$/,
    )
    expect(blocked.values).toMatchObject({ name: goodContact.name })
    // Another address, or another form from the same address, is not affected.
    const other = await submitForm({ payload, definition: contact, source: {}, ip: '198.51.100.8' })
    expect(other.httpStatus).toBe(400)
    const otherForm = await submitForm({ payload, definition: volunteer, source: {}, ip })
    expect(otherForm.httpStatus).toBe(400)
  })

  it('counts an IPv6 client by its /64, so new addresses in it get no fresh budget', async () => {
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) {
      const ip = `2001:db8:7:1::${(i + 1).toString(16)}`
      const r = await submitForm({ payload, definition: contact, source: {}, ip })
      expect(r.httpStatus).toBe(400)
    }
    const sameNetwork = '2001:db8:7:1:ffff:ffff:ffff:fffe'
    const blocked = await submitForm({ payload, definition: contact, source: {}, ip: sameNetwork })
    expect(blocked).toMatchObject({ status: 'rate-limited', httpStatus: 429 })
    const otherNetwork = '2001:db8:7:2::1'
    const other = await submitForm({ payload, definition: contact, source: {}, ip: otherNetwork })
    expect(other.httpStatus).toBe(400)
  })
})

describe('who can see submissions', () => {
  it('a visitor can neither list nor create submissions', async () => {
    await expect(
      payload.find({ collection: 'form-submissions', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'form-submissions',
        data: { form: 'contact', status: 'new', name: 'x' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.find({ collection: 'newsletter-subscribers', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('a team member reads them but cannot forge one through the API', async () => {
    const user = await payload.findByID({ collection: 'users', id: staff.id, overrideAccess: true })
    const list = await payload.find({ collection: 'form-submissions', overrideAccess: false, user })
    expect(list.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'form-submissions',
        data: { form: 'contact', status: 'new', name: 'forged' },
        overrideAccess: false,
        user,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('the private notification address is hidden from visitors', async () => {
    const visible = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(visible.notificationEmail).toBeUndefined()
    expect(visible.submissionRetentionDays).toBeUndefined()
  })
})

describe('staff tools', () => {
  const endpoint = async (path: string) => {
    const { FormSubmissions } = await import('../../collections/FormSubmissions')
    return FormSubmissions.endpoints
      ? FormSubmissions.endpoints.find((e) => e.path === path)!
      : (undefined as never)
  }
  const request = async (url: string, withUser: boolean) =>
    ({
      payload,
      url,
      // Payload's request carries the URL's parsed query (createPayloadRequest).
      searchParams: new URL(url).searchParams,
      headers: new Headers(),
      user: withUser
        ? await payload.findByID({ collection: 'users', id: staff.id, overrideAccess: true })
        : null,
    }) as unknown as PayloadRequest

  it('exports submissions as CSV for the team only, defusing spreadsheet formulas', async () => {
    await submitForm({
      payload,
      definition: contact,
      source: {
        ...goodContact,
        email: 'csv@example.org',
        message: '=HYPERLINK("x") and, "quotes"',
      },
      ip: '203.0.113.9',
    })
    const exportCsv = await endpoint('/export.csv')
    const denied = await exportCsv.handler(
      await request('http://x/api/form-submissions/export.csv', false),
    )
    expect(denied.status).toBe(401)

    const res = await exportCsv.handler(
      await request('http://x/api/form-submissions/export.csv?form=contact', true),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="form-submissions-contact-/,
    )
    const csv = (await res.text()).replace(/^\uFEFF/, '')
    const [header, ...rows] = csv.trim().split('\r\n')
    expect(header).toBe('id,submitted_at (America/New_York),form,status,name,email,topic,message')
    const row = rows.find((r) => r.includes('csv@example.org'))
    expect(row).toContain(`"'=HYPERLINK(""x"") and, ""quotes"""`)
    expect(rows.every((r) => r.includes(',Contact,'))).toBe(true)
  })

  it('deletes submissions older than the retention setting', async () => {
    const old = await payload.create({
      collection: 'form-submissions',
      data: { form: 'contact', status: 'done', name: 'Old', email: 'old@example.org' },
      overrideAccess: true,
    })
    const days = 400
    await payload.db.updateOne({
      collection: 'form-submissions',
      id: old.id,
      data: { createdAt: new Date(Date.now() - days * 86_400_000).toISOString() },
    })
    const purge = await endpoint('/purge')
    expect(
      (await purge.handler(await request('http://x/api/form-submissions/purge', false))).status,
    ).toBe(401)
    const res = await purge.handler(await request('http://x/api/form-submissions/purge', true))
    expect(await res.json()).toMatchObject({ retentionDays: 365 })
    expect(await submissionsBy('old@example.org')).toHaveLength(0)
    expect((await submissionsBy(goodContact.email)).length).toBeGreaterThan(0)
  })
})

describe('POST /api/forms/:kind', () => {
  const post = async (kind: string, body: unknown, ip = '192.0.2.10') => {
    const { formsEndpoint } = await import('../../endpoints/forms')
    return formsEndpoint.handler({
      payload,
      routeParams: { kind },
      headers: new Headers({ 'content-type': 'application/json', 'x-forwarded-for': ip }),
      json: async () => body,
    } as unknown as PayloadRequest)
  }

  it('answers 400 with field errors as JSON, 200 when valid, 404 for unknown forms', async () => {
    const bad = await post('contact', { email: 'nope' })
    expect(bad.status).toBe(400)
    const body = await bad.json()
    expect(body).toMatchObject({ ok: false, errors: { name: 'Enter your name.' } })
    expect(body.errors.email).toMatch(/name@example\.org/)

    const ok = await post('silhouette', {
      name: 'Jo Park',
      email: 'jo.park@example.org',
      audience: 'A workplace',
      message: 'For our team training next month.',
    })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ ok: true, redirectTo: '/project-silhouette-thank-you' })

    expect((await post('payroll', {})).status).toBe(404)
    expect((await post('contact', 'just a string')).status).toBe(400)
  })

  it('sends Retry-After with 429', async () => {
    const ip = '192.0.2.99'
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) await post('newsletter', {}, ip)
    const res = await post('newsletter', { email: 'limited@example.org' }, ip)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
