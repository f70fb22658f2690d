import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveFormDefinition } from '@domain/forms/definitions'
import { resetRateLimits } from '@domain/rate-limit'
import { env } from '../../src/lib/env'
import { emailAdapter } from '../../src/lib/email/adapter'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'
import { OUTBOX_HIDDEN } from '@domain/outbox'

/**
 * Without a mail server (no SMTP_HOST: e-mail is only written to the log), a submission never
 * claims the team was e-mailed: it records that nobody was notified and why, and the dashboard
 * says mail is not set up and how many submissions nobody heard about.
 */
let payload: Payload
let submitForm: typeof import('../../src/lib/cms/forms/submit').submitForm
let admin: typeof import('../../src/lib/cms/admin')
const run = Math.random().toString(36).slice(2, 8)

let withSmtp: Pick<Payload, 'email' | 'sendEmail'>
/** Every message's text as it was handed to the adapter, links and all. */
const sentTexts: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  // The int files share one Payload, configured with the run's mail catcher: this file installs
  // the adapter payload.config builds when SMTP_HOST is unset, as Payload's init does, and puts
  // the SMTP one back after.
  withSmtp = { email: payload.email, sendEmail: payload.sendEmail }
  const logOnly = emailAdapter({ ...env, SMTP_HOST: undefined })({ payload })
  payload.email = logOnly
  payload.sendEmail = (message) => {
    if (typeof message.text === 'string') sentTexts.push(message.text)
    return logOnly.sendEmail(message)
  }
  ;({ submitForm } = await import('../../src/lib/cms/forms/submit'))
  admin = await import('../../src/lib/cms/admin')
  const { seed } = await import('../../src/seed')
  await seed(payload, { adminEmail: 'seed-admin@example.org', adminPassword: 'seed-password-1' })
  resetRateLimits()
})

afterAll(() => {
  Object.assign(payload, withSmtp)
})

describe('team notification without a mail server', () => {
  it('records that nobody was notified, never a "Team e-mailed at" time', async () => {
    expect((payload.email as { name?: string }).name).toBe('log')
    const email = `log-only-${run}@example.org`
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: `log-only-editor-${run}@example.org`,
        password: `log-only-editor-${run}`,
        name: 'Log Editor',
        role: 'editor',
      },
      overrideAccess: true,
    })
    const before = await admin.readNotificationOverview(payload, editor)
    const result = await submitForm({
      payload,
      definition: resolveFormDefinition('contact'),
      source: { name: 'Lee Logged', email, topic: 'Press', message: 'Nobody will get this one.' },
      ip: '192.0.2.77',
    })
    expect(result.status).toBe('success')

    const [stored] = (
      await payload.find({
        collection: 'form-submissions',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs
    expect(stored.staffNotification).toBe('log-only')
    expect(stored.staffNotifiedAt ?? null).toBeNull()

    const after = await admin.readNotificationOverview(payload, editor)
    expect(after).toMatchObject({ mailConfigured: false })
    expect(after!.notNotified).toBe((before?.notNotified ?? 0) + 1)
    expect(after!.listHref).toBe(
      '/admin/collections/form-submissions?where%5BstaffNotification%5D%5Bin%5D=log-only%2Cfailed%2Csending',
    )
    // The filter the dashboard links to finds exactly these submissions.
    const listed = await payload.find({
      collection: 'form-submissions',
      where: { staffNotification: { in: ['log-only', 'failed', 'sending'] } },
      overrideAccess: false,
      user: editor,
      limit: 0,
    })
    expect(listed.docs.map((d) => d.email)).toContain(email)
  })

  it('the sentence shown with such a submission says nobody was notified and where to look', async () => {
    const { staffNotificationSentence, MAIL_SETUP_HREF } =
      await import('@domain/forms/notification')
    expect(staffNotificationSentence('log-only')).toMatch(
      /^Nobody was notified: e-mail is not set up/,
    )
    expect(staffNotificationSentence('log-only')).toContain('Integrations → Email')
    expect(MAIL_SETUP_HREF).toBe('/admin/integrations')
    expect(staffNotificationSentence('failed', 'The mail server refused a@b.org.')).toBe(
      'Nobody was notified: the notification e-mail could not be sent (The mail server refused a@b.org). Check the mail settings under Integrations → Email.',
    )
  })
})

describe('the outbox without a mail server', () => {
  it('keeps a newsletter confirmation, and the visitor is not told a link was sent', async () => {
    const email = `outbox-${run}@example.org`
    const result = await submitForm({
      payload,
      definition: resolveFormDefinition('newsletter'),
      source: { email },
      ip: '192.0.2.78',
    })
    expect(result.status).toBe('success')
    expect(result.message).toBe(
      "Thanks! Your sign-up is saved, but this site can't send email yet, so no confirmation link has gone out. Please try again later.",
    )
    expect(result.message).not.toMatch(/we've sent|check your inbox/i)

    const { docs } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'not-sent' })
    expect(docs[0].subject).toMatch(/confirm/i)
    expect(docs[0].text).toContain(`/newsletter/confirm?token=${OUTBOX_HIDDEN}`)
  })
})

describe('the outbox for the whole team, without its links’ secrets', () => {
  const ip = (() => {
    let n = 0
    return () => `192.0.2.${100 + (++n % 100)}`
  })()
  const members = {} as Record<'admin' | 'editor', { user: { id: number }; cookie: string }>
  const contactEmail = `outbox-contact-${run}@example.org`
  const readerEmail = `outbox-reader-${run}@example.org`
  const inviteEmail = `outbox-invitee-${run}@example.org`
  /** The secrets the sent messages carried: a token, a signature (each 16+ characters). */
  let secrets: string[] = []
  let submissionId: number
  let subscriberId: number

  const get = (path: string, cookie?: string) =>
    api('GET', path, { headers: { Origin: SITE, ...(cookie ? { Cookie: cookie } : {}) } })

  beforeAll(async () => {
    for (const role of ['admin', 'editor'] as const) {
      const email = `outbox-team-${role}-${run}@example.org`
      const password = `outbox-team-${role}-${run}`
      const user = await payload.create({
        collection: 'users',
        data: { email, password, name: `Outbox ${role}`, role },
        overrideAccess: true,
      })
      const login = await api('POST', '/api/users/login', {
        body: { email, password },
        headers: { 'X-Forwarded-For': ip(), Origin: SITE },
      })
      expect(login.status).toBe(200)
      members[role] = { user, cookie: cookieOf(login.headers) }
    }
    const before = sentTexts.length
    for (const [kind, source] of [
      [
        'contact',
        {
          name: 'Olive Outbox',
          email: contactEmail,
          topic: 'Press',
          message: 'Please call me back.',
        },
      ],
      ['newsletter', { email: readerEmail }],
    ] as const) {
      const result = await submitForm({
        payload,
        definition: resolveFormDefinition(kind),
        source,
        ip: ip(),
      })
      expect(result.status).toBe('success')
    }
    await payload.create({
      collection: 'invitations',
      data: { name: 'Ivy Invitee', email: inviteEmail, role: 'editor' },
      overrideAccess: false,
      user: members.admin.user,
    })
    secrets = sentTexts
      .slice(before)
      .flatMap((text) => [...text.matchAll(/[?&](?:token|sig)=([^&\s]+)/g)].map((m) => m[1]))
    expect(secrets.length).toBeGreaterThanOrEqual(3)
    submissionId = (
      await payload.find({
        collection: 'form-submissions',
        where: { email: { equals: contactEmail } },
        overrideAccess: true,
      })
    ).docs[0].id
    subscriberId = (
      await payload.find({
        collection: 'newsletter-subscribers',
        where: { email: { equals: readerEmail } },
        overrideAccess: true,
      })
    ).docs[0].id
  })

  const recipients = () => [readerEmail, inviteEmail].map(encodeURIComponent).join(',')

  it('an editor reads the Outbox; no role, through REST or the Local API, reads a link’s secret', async () => {
    for (const role of ['admin', 'editor'] as const) {
      const res = await get(
        `/api/outbox?where[to][in]=${recipients()}&depth=0`,
        members[role].cookie,
      )
      expect(res.status, role).toBe(200)
      const docs = (res.json?.docs ?? []) as { text?: string }[]
      expect(docs, role).toHaveLength(2)
      expect(
        docs.every((d) => d.text?.includes(`?token=${OUTBOX_HIDDEN}`)),
        role,
      ).toBe(true)
      for (const secret of secrets) expect(res.text, role).not.toContain(secret)

      const local = await payload.find({
        collection: 'outbox',
        where: { to: { in: [readerEmail, inviteEmail] } },
        overrideAccess: false,
        user: members[role].user as never,
      })
      expect(local.docs, role).toHaveLength(2)
      for (const secret of secrets) expect(JSON.stringify(local.docs), role).not.toContain(secret)
    }
    // Not even the server's own read holds them: they were never stored.
    const stored = await payload.find({ collection: 'outbox', overrideAccess: true, limit: 0 })
    for (const secret of secrets) expect(JSON.stringify(stored.docs)).not.toContain(secret)
    // Visitors read nothing, and nobody writes to it through the API.
    expect((await get('/api/outbox')).status).toBe(403)
    await expect(
      payload.create({
        collection: 'outbox',
        data: { to: readerEmail, subject: 'Forged', status: 'sent' },
        overrideAccess: false,
        user: members.admin.user as never,
      }),
    ).rejects.toThrow()
  })

  it('filtering or sorting on the message never reveals a secret', async () => {
    const [secret] = secrets
    for (const query of [
      `where[text][contains]=${encodeURIComponent(secret)}`,
      `where[text][like]=${encodeURIComponent(`token=${secret.slice(0, 4)}`)}`,
      `where[or][0][text][contains]=${encodeURIComponent(secret.slice(0, 6))}`,
      `where[text][equals]=${encodeURIComponent(secret)}`,
    ]) {
      const res = await get(`/api/outbox?${query}&depth=0`, members.editor.cookie)
      expect(res.status, query).toBeLessThan(500)
      expect(res.json?.totalDocs ?? 0, query).toBe(0)
    }
    // Sorted by the message, the answer is the same redacted texts.
    const sorted = await get(
      `/api/outbox?where[to][in]=${recipients()}&sort=-text&depth=0`,
      members.editor.cookie,
    )
    expect(sorted.status).toBeLessThan(500)
    for (const s of secrets) expect(sorted.text).not.toContain(s)
  })

  it('a submission and a subscriber list the e-mails sent about them', async () => {
    const submission = await get(
      `/api/form-submissions/${submissionId}?depth=0`,
      members.editor.cookie,
    )
    expect(submission.status).toBe(200)
    const aboutSubmission = (submission.json?.emails as { docs: number[] }).docs
    expect(aboutSubmission).toHaveLength(1)
    const notification = await payload.findByID({
      collection: 'outbox',
      id: aboutSubmission[0],
      overrideAccess: true,
    })
    expect(notification.subject).toContain('Olive Outbox')

    const subscriber = await get(
      `/api/newsletter-subscribers/${subscriberId}?depth=0`,
      members.editor.cookie,
    )
    const aboutSubscriber = (subscriber.json?.emails as { docs: number[] }).docs
    expect(aboutSubscriber).toHaveLength(1)
    const confirmation = await payload.findByID({
      collection: 'outbox',
      id: aboutSubscriber[0],
      overrideAccess: true,
    })
    expect(confirmation.to).toBe(readerEmail)
  })
})

describe('the dashboard names pages by title, never by address', () => {
  it('lists an untitled draft as such, and an English-only page by its English title', async () => {
    const user = (
      await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
    ).docs[0]
    const untitled = await payload.create({
      collection: 'pages',
      draft: true,
      // A title of blanks only: what a page saved before drafts were validated may have.
      data: {
        title: '   ',
        slug: `untitled-${run}`,
        layout: [{ blockType: 'hero', heading: 'Draft' }],
        _status: 'draft',
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const english = await payload.create({
      collection: 'pages',
      data: {
        title: `English only ${run}`,
        slug: `english-only-${run}`,
        layout: [{ blockType: 'hero', heading: 'Only in English' }],
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const edits = await admin.readRecentEdits(payload, user, 50)
      const untitledEdit = edits.find((e) => e.href.endsWith(`/pages/${untitled.id}`))
      expect(untitledEdit?.title).toBe('Untitled draft page')
      expect(edits.every((e) => e.title && !e.title.startsWith('/'))).toBe(true)

      const missing = await admin.readUntranslated(payload, user)
      const pages = missing.filter((m) => m.kind === 'Page')
      expect(pages.find((m) => m.id === english.id)?.name).toBe(`English only ${run}`)
      expect(pages.find((m) => m.id === untitled.id)?.name).toBe('Untitled draft page')
      expect(pages.filter((m) => m.name.startsWith('/') || m.name.includes('null'))).toEqual([])
    } finally {
      await payload.delete({ collection: 'pages', id: untitled.id, overrideAccess: true })
      await payload.delete({ collection: 'pages', id: english.id, overrideAccess: true })
    }
  })
})
