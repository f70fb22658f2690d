import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resolveFormDefinition } from '@domain/forms/definitions'
import { resetRateLimits } from '@domain/rate-limit'
import { testSmtp } from '../helpers/int-smtp'
import type { SmtpCatcher } from '../helpers/smtp-catcher'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * With a mail server (the SMTP catcher): a submission records that the team was e-mailed only
 * because the server accepted the message. The two CSV exports (one form's submissions,
 * confirmed newsletter subscribers) through the real REST route: access control, formula
 * defusing, and hostile query strings answered 400 without widening the export.
 */
let payload: Payload
let smtp: SmtpCatcher
let submitForm: typeof import('../../src/lib/cms/forms/submit').submitForm
let admin: typeof import('../../src/lib/cms/admin')
let editorCookie: string
const run = Math.random().toString(36).slice(2, 8)
let ipCounter = 0
const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`

const contact = resolveFormDefinition('contact')
const volunteer = resolveFormDefinition('volunteer')

async function signIn(email: string, password: string) {
  const res = await api('POST', '/api/users/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': nextIp(), Origin: SITE },
  })
  expect(res.status).toBe(200)
  return cookieOf(res.headers)
}

const get = (path: string, cookie?: string) =>
  api('GET', path, { headers: { Origin: SITE, ...(cookie ? { Cookie: cookie } : {}) } })

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')

beforeAll(async () => {
  smtp = await testSmtp()
  payload = await testPayload()
  ;({ submitForm } = await import('../../src/lib/cms/forms/submit'))
  admin = await import('../../src/lib/cms/admin')
  const { seed } = await import('../../src/seed')
  await seed(payload, { adminEmail: 'seed-admin@example.org', adminPassword: 'seed-password-1' })
  const password = `delivery-editor-${run}`
  const email = `delivery-editor-${run}@example.org`
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Delivery Editor', role: 'editor' },
    overrideAccess: true,
  })
  editorCookie = await signIn(email, password)
})

beforeEach(() => {
  resetRateLimits()
})

const submission = async (email: string) =>
  (
    await payload.find({
      collection: 'form-submissions',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs[0]

describe('team notification with a mail server', () => {
  it('records "e-mailed" with its time only after the mail server accepted the message', async () => {
    const email = `accepted-${run}@example.org`
    const result = await submitForm({
      payload,
      definition: contact,
      source: { name: 'Ana Accepted', email, topic: 'Press', message: 'A message that is long.' },
      ip: nextIp(),
    })
    expect(result.status).toBe('success')
    await smtp.waitFor((m) => m.subject.includes('Ana Accepted'))
    const stored = await submission(email)
    expect(stored.staffNotification).toBe('sent')
    expect(stored.staffNotificationDetail ?? null).toBeNull()
    expect(Date.parse(String(stored.staffNotifiedAt))).toBeGreaterThan(Date.now() - 60_000)

    const overview = await admin.readNotificationOverview(
      payload,
      (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })).docs[0],
    )
    expect(overview?.mailConfigured).toBe(true)
  })

  it('a server that accepts no recipient is "failed", never "sent"', async () => {
    const { outcomeOf } = await import('../../src/lib/cms/forms/mail')
    expect(outcomeOf(payload, { accepted: [], rejected: ['team@example.org'] })).toEqual({
      status: 'failed',
      reason: 'The mail server refused team@example.org.',
    })
    expect(outcomeOf(payload, { accepted: ['team@example.org'], rejected: [] })).toEqual({
      status: 'sent',
      accepted: ['team@example.org'],
    })
    // nodemailer's log-only (JSON) transport answers without any accepted recipient.
    expect(outcomeOf(payload, { envelope: {}, messageId: '<x>', message: '{}' }).status).toBe(
      'failed',
    )
  })
})

describe('GET /api/form-submissions/export.csv', () => {
  beforeAll(async () => {
    await submitForm({
      payload,
      definition: contact,
      source: {
        name: 'Csv Contact',
        email: `csv-contact-${run}@example.org`,
        topic: 'Press',
        message: '=HYPERLINK("http://evil.example") please',
      },
      ip: nextIp(),
    })
    await submitForm({
      payload,
      definition: volunteer,
      source: {
        name: '+Vol Unteer',
        email: `csv-volunteer-${run}@example.org`,
        state: 'Ohio',
        track: 'ambassador',
        interests: ['Events'],
        availability: 'A few hours a month',
        consent: true,
      },
      ip: nextIp(),
    })
  })

  it('is for signed-in team members only', async () => {
    expect((await get('/api/form-submissions/export.csv')).status).toBe(401)
    expect((await get('/api/form-submissions/export.csv?form=contact')).status).toBe(401)
    const forged = await get('/api/form-submissions/export.csv', 'payload-token=not-a-token')
    expect(forged.status).toBe(401)
    expect(forged.text).not.toContain('csv-contact')
  })

  it('exports one form only, with its own columns and formulas defused', async () => {
    const res = await get('/api/form-submissions/export.csv?form=contact', editorCookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="form-submissions-contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...rows] = csvRows(res.text)
    expect(header).toBe('id,submitted_at (America/New_York),form,status,name,email,topic,message')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.includes(',Contact,'))).toBe(true)
    expect(res.text).not.toContain(`csv-volunteer-${run}`)
    const row = rows.find((r) => r.includes(`csv-contact-${run}`))
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"") please"`)

    const vol = await get('/api/form-submissions/export.csv?form=volunteer', editorCookie)
    expect(vol.status).toBe(200)
    expect(vol.text).not.toContain(`csv-contact-${run}`)
    const volRow = csvRows(vol.text).find((r) => r.includes(`csv-volunteer-${run}`))
    expect(volRow).toContain(`'+Vol Unteer`)

    const all = await get('/api/form-submissions/export.csv', editorCookie)
    expect(all.text).toContain(`csv-contact-${run}`)
    expect(all.text).toContain(`csv-volunteer-${run}`)
  })

  it('answers hostile or unknown form choices with 400 naming the field', async () => {
    const hostile = [
      'form=newsletter',
      'form=payroll',
      'form=__proto__',
      'form=constructor',
      'form=toString',
      'form=contact%00',
      `form=${'c'.repeat(20_000)}`,
      'form=contact&form=volunteer',
      'form=contact&form=contact',
    ]
    for (const query of hostile) {
      const res = await get(`/api/form-submissions/export.csv?${query}`, editorCookie)
      expect(res.status, query.slice(0, 40)).toBe(400)
      expect(res.text).not.toContain('csv-contact')
      // Ours ("Form: …") or the route guard's ("form: the value has a NUL character.").
      expect(String(res.json?.errors?.[0]?.message)).toMatch(/^form: /i)
    }
    // Keys that are not `form` change nothing: Payload's guard refuses prototype keys, and
    // anything else is ignored (the export is never widened or narrowed by it).
    for (const query of ['__proto__[form]=contact', 'constructor[prototype][x]=1']) {
      const res = await get(`/api/form-submissions/export.csv?${query}`, editorCookie)
      expect(res.status, query).toBeGreaterThanOrEqual(400)
      expect(res.status, query).toBeLessThan(500)
    }
    // Both narrow: the list's filter and the form asked for.
    const both = await get(
      '/api/form-submissions/export.csv?where[form][equals]=volunteer&form=contact',
      editorCookie,
    )
    expect(both.status).toBe(200)
    expect(both.text).not.toContain(`csv-volunteer-${run}`)
    expect(both.text).not.toContain(`csv-contact-${run}`)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(({} as Record<string, unknown>).form).toBeUndefined()
  })

  it('holds exactly what the admin list shows: its filters and its search', async () => {
    const byEmail = await get(
      `/api/form-submissions/export.csv?where[email][equals]=csv-contact-${run}@example.org`,
      editorCookie,
    )
    expect(byEmail.status).toBe(200)
    const [header, ...rows] = csvRows(byEmail.text)
    // One form in the file: that form's own columns.
    expect(header).toBe('id,submitted_at (America/New_York),form,status,name,email,topic,message')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain(`csv-contact-${run}`)
    // Its time as the team's clock showed it, in the zone the header names.
    const stored = await submission(`csv-contact-${run}@example.org`)
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/New_York',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(stored.createdAt))
    expect(rows[0].split(',')[1]).toBe(wall)

    // The topic is a column of its own: the list filters and sorts on it, and the file follows.
    const byTopic = await get(
      `/api/form-submissions/export.csv?where[topic][equals]=Press&search=csv-contact-${run}`,
      editorCookie,
    )
    expect(csvRows(byTopic.text).slice(1)).toHaveLength(1)
    const otherTopic = await get(
      `/api/form-submissions/export.csv?where[topic][equals]=Volunteering&search=csv-contact-${run}`,
      editorCookie,
    )
    expect(csvRows(otherTopic.text).slice(1)).toHaveLength(0)
    const listed = await get(
      `/api/form-submissions?where[topic][equals]=Press&where[email][equals]=csv-contact-${run}@example.org&sort=topic&depth=0`,
      editorCookie,
    )
    expect(listed.status).toBe(200)
    expect((listed.json?.docs as { topic?: string }[]).map((d) => d.topic)).toEqual(['Press'])

    // The list's search box matches the name, as the list does.
    const searched = await get(
      `/api/form-submissions/export.csv?search=${encodeURIComponent('+Vol Unteer')}`,
      editorCookie,
    )
    expect(csvRows(searched.text).slice(1)).toHaveLength(1)
    expect(searched.text).toContain(`csv-volunteer-${run}`)

    // A filter that shows nothing downloads nothing (not every submission kept).
    const none = await get(
      '/api/form-submissions/export.csv?where[createdAt][greater_than]=2999-01-01T00:00:00.000Z',
      editorCookie,
    )
    expect(none.status).toBe(200)
    expect(csvRows(none.text).slice(1)).toEqual([])
  })

  it('reads a date filter as whole days in the team’s time zone', async () => {
    // The day picked in the list's filter, as Payload sends it: noon UTC of that day.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(),
    )
    const picked = `${today}T12:00:00.000Z`
    const url = (operator: string) =>
      `/api/form-submissions/export.csv?where[createdAt][${operator}]=${picked}&search=csv-contact-${run}`
    for (const [operator, rows] of [
      ['equals', 1],
      ['greater_than_equal', 1],
      ['less_than_equal', 1],
      ['greater_than', 0],
      ['less_than', 0],
    ] as const) {
      const res = await get(url(operator), editorCookie)
      expect(res.status, operator).toBe(200)
      expect(csvRows(res.text).slice(1), operator).toHaveLength(rows)
    }
    // What the list itself shows follows the same days.
    const { totalDocs } = await payload.find({
      collection: 'form-submissions',
      where: { createdAt: { equals: picked }, email: { equals: `csv-contact-${run}@example.org` } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('answers filters it cannot read with 400, never more rows', async () => {
    for (const query of [
      'where[payroll][equals]=1',
      'where[email][nope]=x',
      'search=a&search=b',
      'search=%00',
      'where[email][equals]=%00',
      'where=everything',
    ]) {
      const res = await get(`/api/form-submissions/export.csv?${query}`, editorCookie)
      expect(res.status, query).toBe(400)
      expect(res.text).not.toContain(`csv-contact-${run}`)
    }
    for (const query of [
      'where[__proto__][form][equals]=contact',
      `search=${'x'.repeat(20_000)}`,
    ]) {
      const res = await get(`/api/form-submissions/export.csv?${query}`, editorCookie)
      expect(res.status, query.slice(0, 40)).toBeLessThan(500)
      expect(res.text).not.toContain(`csv-volunteer-${run}`)
    }
    expect(({} as Record<string, unknown>).form).toBeUndefined()
  })
})

describe('GET /api/newsletter-subscribers/export.csv', () => {
  beforeAll(async () => {
    const base = { language: 'en' as const }
    await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        ...base,
        email: `confirmed-${run}@example.org`,
        name: '=cmd|"/c calc"!A1',
        status: 'confirmed',
        confirmedAt: '2026-10-01T12:00:00.000Z',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { ...base, email: `pending-${run}@example.org`, status: 'pending' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        ...base,
        email: `gone-${run}@example.org`,
        status: 'unsubscribed',
        confirmedAt: '2026-09-01T12:00:00.000Z',
        unsubscribedAt: '2026-10-02T12:00:00.000Z',
      },
      overrideAccess: true,
    })
  })

  it('is for signed-in team members only', async () => {
    const res = await get('/api/newsletter-subscribers/export.csv')
    expect(res.status).toBe(401)
    expect(res.text).not.toContain(`confirmed-${run}`)
  })

  it('lists confirmed subscribers only, with their consent date, formulas defused', async () => {
    const res = await get('/api/newsletter-subscribers/export.csv', editorCookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...rows] = csvRows(res.text)
    expect(header).toBe('email,name,language,consent_confirmed_at (America/New_York)')
    const row = rows.find((r) => r.startsWith(`confirmed-${run}@`))
    expect(row).toBe(`confirmed-${run}@example.org,"'=cmd|""/c calc""!A1",en,2026-10-01 08:00:00`)
    expect(res.text).not.toContain(`pending-${run}`)
    expect(res.text).not.toContain(`gone-${run}`)
  })

  it('narrows to the list’s filters, never past confirmed subscribers', async () => {
    for (const query of [
      'where[status][equals]=pending',
      'where[or][0][status][equals]=unsubscribed',
    ]) {
      const res = await get(`/api/newsletter-subscribers/export.csv?${query}`, editorCookie)
      expect(res.status, query).toBe(200)
      expect(csvRows(res.text).slice(1), query).toEqual([])
    }
    const searched = await get(
      `/api/newsletter-subscribers/export.csv?search=confirmed-${run}`,
      editorCookie,
    )
    expect(csvRows(searched.text).slice(1)).toHaveLength(1)
  })

  it('ignores other parameters: a hostile query string neither widens nor breaks it', async () => {
    for (const query of [
      'status=pending&status=unsubscribed',
      'limit=1&depth=5',
      `q=${'x'.repeat(20_000)}`,
    ]) {
      const res = await get(`/api/newsletter-subscribers/export.csv?${query}`, editorCookie)
      expect(res.status, query.slice(0, 40)).toBe(200)
      expect(res.text).toContain(`confirmed-${run}`)
      expect(res.text).not.toContain(`pending-${run}`)
      expect(res.text).not.toContain(`gone-${run}`)
    }
    const nul = await get('/api/newsletter-subscribers/export.csv?q=%00', editorCookie)
    expect(nul.status).toBe(400)
    expect(nul.text).not.toContain(`confirmed-${run}`)
    const proto = await get(
      '/api/newsletter-subscribers/export.csv?__proto__[status]=pending',
      editorCookie,
    )
    expect(proto.status).toBeLessThan(500)
    expect(proto.text).not.toContain(`pending-${run}`)
    expect(({} as Record<string, unknown>).status).toBeUndefined()
  })
})
