import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveFormDefinition } from '@domain/forms/definitions'
import { resetRateLimits } from '@domain/rate-limit'
import { env } from '../../src/lib/env'
import { emailAdapter } from '../../src/lib/email/adapter'
import { testPayload } from '../helpers/payload'

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

beforeAll(async () => {
  payload = await testPayload()
  // The int files share one Payload, configured with the run's mail catcher: this file installs
  // the adapter payload.config builds when SMTP_HOST is unset, as Payload's init does, and puts
  // the SMTP one back after.
  withSmtp = { email: payload.email, sendEmail: payload.sendEmail }
  const logOnly = emailAdapter({ ...env, SMTP_HOST: undefined })({ payload })
  payload.email = logOnly
  payload.sendEmail = (message) => logOnly.sendEmail(message)
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
  it('keeps a newsletter confirmation whole, and the visitor is not told a link was sent', async () => {
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
    expect(docs[0].text).toContain('/newsletter/confirm?token=')

    // The texts carry one-time links: admins read them, editors and visitors do not.
    const [adminUser, editor] = await Promise.all(
      (['admin', 'editor'] as const).map((role) =>
        payload.create({
          collection: 'users',
          data: {
            email: `outbox-${role}-${run}@example.org`,
            password: `outbox-${role}-${run}`,
            name: `Outbox ${role}`,
            role,
          },
          overrideAccess: true,
        }),
      ),
    )
    const readAs = (user?: typeof editor) =>
      payload.find({
        collection: 'outbox',
        where: { to: { equals: email } },
        overrideAccess: false,
        ...(user ? { user } : {}),
      })
    expect((await readAs(adminUser)).docs).toHaveLength(1)
    await expect(readAs(editor)).rejects.toThrow()
    await expect(readAs()).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'outbox',
        data: { to: email, subject: 'Forged', status: 'sent' },
        overrideAccess: false,
        user: adminUser,
      }),
    ).rejects.toThrow()
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
