import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NEWSLETTER_CONFIRM_TTL_MS, NEWSLETTER_RESEND_INTERVAL_MS } from '@domain/constants'
import { resolveFormDefinition } from '@domain/forms/definitions'
import { formWordsFor } from '@domain/forms/words'
import { resetRateLimits } from '@domain/rate-limit'
import { testSmtp } from '../helpers/int-smtp'
import type { CaughtMessage, SmtpCatcher } from '../helpers/smtp-catcher'
import { testPayload } from '../helpers/payload'

type Newsletter = typeof import('../../src/lib/cms/forms/newsletter')

let payload: Payload
let smtp: SmtpCatcher
let newsletter: Newsletter
let submitForm: typeof import('../../src/lib/cms/forms/submit').submitForm

const definition = resolveFormDefinition('newsletter')

const signUp = (email: string, now = Date.now()) =>
  submitForm({ payload, definition, source: { email }, ip: '203.0.113.50', now })

const subscriber = async (email: string) =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email.toLowerCase() } },
      overrideAccess: true,
    })
  ).docs

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email.toLowerCase()))

const linkIn = (mail: CaughtMessage, path: string) => {
  const match = mail.text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`)
  return new URL(match[0])
}

beforeAll(async () => {
  smtp = await testSmtp()
  payload = await testPayload()
  newsletter = await import('../../src/lib/cms/forms/newsletter')
  ;({ submitForm } = await import('../../src/lib/cms/forms/submit'))
  const { seed } = await import('../../src/seed')
  await seed(payload, { adminEmail: 'seed-admin@example.org', adminPassword: 'seed-password-1' })
})

beforeEach(() => resetRateLimits())

describe('newsletter double opt-in', () => {
  it('keeps a sign-up pending until the e-mailed link is used, once', async () => {
    const email = 'first.reader@example.org'
    const result = await signUp(email)
    expect(result).toMatchObject({ status: 'success', message: definition.confirmationMessage })
    // With a mail server, the outbox records the real delivery, without the text (its link).
    const outbox = await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      overrideAccess: true,
    })
    expect(outbox.docs.map((d) => [d.status, d.text ?? null])).toEqual([['sent', null]])

    const [pending] = await subscriber(email)
    expect(pending.status).toBe('pending')
    // Even the team never sees the token hash.
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: 'nl-editor@example.org',
        password: 'nl-editor-password-1',
        name: 'E',
        role: 'editor',
      },
      overrideAccess: true,
    })
    const asTeam = await payload.findByID({
      collection: 'newsletter-subscribers',
      id: pending.id,
      overrideAccess: false,
      user: editor,
    })
    expect(asTeam.email).toBe(email)
    expect(asTeam).not.toHaveProperty('tokenHash')
    expect(asTeam).not.toHaveProperty('tokenExpiresAt')

    const mail = await smtp.waitFor((m) => m.to.includes(email))
    expect(mail.subject).toMatch(/^Please confirm your subscription/)
    const link = linkIn(mail, '/newsletter/confirm')
    expect(link.origin).toBe('http://localhost:3000')
    const token = link.searchParams.get('token')!
    // Only a hash of the token is stored.
    const raw = await payload.findByID({
      collection: 'newsletter-subscribers',
      id: pending.id,
      overrideAccess: true,
    })
    expect(raw.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(raw.tokenHash).not.toContain(token)

    expect(await newsletter.confirmSubscription(payload, token)).toEqual({
      status: 'confirmed',
      email,
    })
    const [confirmed] = await subscriber(email)
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.confirmedAt).toBeTruthy()

    // The same link a second time does nothing.
    expect(await newsletter.confirmSubscription(payload, token)).toEqual({ status: 'invalid' })
  })

  it('rejects an expired link and leaves the address pending', async () => {
    const email = 'late.reader@example.org'
    const start = Date.now()
    await signUp(email, start)
    const token = linkIn(
      await smtp.waitFor((m) => m.to.includes(email)),
      '/newsletter/confirm',
    ).searchParams.get('token')!
    expect(
      await newsletter.confirmSubscription(
        payload,
        token,
        start + NEWSLETTER_CONFIRM_TTL_MS + 1000,
      ),
    ).toEqual({ status: 'expired' })
    expect((await subscriber(email))[0].status).toBe('pending')
    expect(await newsletter.confirmSubscription(payload, 'x'.repeat(43))).toEqual({
      status: 'invalid',
    })
    expect(await newsletter.confirmSubscription(payload, 'short')).toEqual({ status: 'invalid' })
  })

  it('never duplicates a subscriber and answers the same whether or not the address is known', async () => {
    const email = 'Repeat.Reader@Example.org'
    const start = Date.now()
    const first = await signUp(email, start)
    await smtp.waitFor((m) => m.to.includes(email.toLowerCase()))
    const token = linkIn(mailsTo(email)[0], '/newsletter/confirm').searchParams.get('token')!

    // Again while the first link is fresh: same answer, no second e-mail.
    const again = await signUp(email.toLowerCase(), start + 1000)
    expect(again.message).toBe(first.message)
    expect(again.status).toBe('success')
    expect(await subscriber(email)).toHaveLength(1)
    expect(mailsTo(email)).toHaveLength(1)

    // After the resend interval: a fresh link, and the old one stops working.
    await signUp(email, start + NEWSLETTER_RESEND_INTERVAL_MS + 1000)
    await smtp.waitFor((m) => mailsTo(email).length === 2 && m.to.includes(email.toLowerCase()))
    expect(await newsletter.confirmSubscription(payload, token)).toEqual({ status: 'invalid' })
    const fresh = linkIn(mailsTo(email)[1], '/newsletter/confirm').searchParams.get('token')!
    expect((await newsletter.confirmSubscription(payload, fresh)).status).toBe('confirmed')

    // Once confirmed: same neutral answer, still one record, no e-mail.
    const known = await signUp(email, start + 2 * NEWSLETTER_RESEND_INTERVAL_MS)
    expect(known.message).toBe(first.message)
    expect(await subscriber(email)).toHaveLength(1)
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('unsubscribes through the signed link only', async () => {
    const email = 'leaving.reader@example.org'
    await signUp(email)
    const mail = await smtp.waitFor((m) => m.to.includes(email))
    const link = linkIn(mail, '/newsletter/unsubscribe')
    const id = link.searchParams.get('id')!
    const sig = link.searchParams.get('sig')!

    const other = (await subscriber('first.reader@example.org'))[0]
    expect(await newsletter.unsubscribe(payload, String(other.id), sig)).toBe('invalid')
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`
    expect(await newsletter.unsubscribe(payload, id, tampered)).toBe('invalid')
    expect((await subscriber(email))[0].status).toBe('pending')

    expect(await newsletter.unsubscribe(payload, id, sig)).toBe('unsubscribed')
    expect(await newsletter.unsubscribe(payload, id, sig)).toBe('unsubscribed')
    const [gone] = await subscriber(email)
    expect(gone.status).toBe('unsubscribed')
    expect(gone.unsubscribedAt).toBeTruthy()

    // Signing up again needs a new confirmation.
    await signUp(email)
    await smtp.waitFor(() => mailsTo(email).length === 2)
    expect((await subscriber(email))[0].status).toBe('pending')
  })

  it('writes to a Spanish sign-up in Spanish, with links to the Spanish pages', async () => {
    const email = 'lectora@example.org'
    const spanish = resolveFormDefinition('newsletter', null, formWordsFor('es'))
    const result = await submitForm({
      payload,
      definition: spanish,
      source: { email, name: 'Ana' },
      ip: '203.0.113.51',
    })
    expect(result).toMatchObject({ status: 'success', message: spanish.confirmationMessage })
    const [pending] = await subscriber(email)
    expect(pending).toMatchObject({ status: 'pending', language: 'es' })

    const mail = await smtp.waitFor((m) => m.to.includes(email))
    expect(mail.subject).toMatch(/^Confirma tu suscripción al boletín de /)
    expect(mail.text).toMatch(/^Hola, Ana:/)
    expect(mail.text).toContain('El enlace sirve durante 48 horas.')
    const confirm = linkIn(mail, '/es/newsletter/confirm')
    const leave = linkIn(mail, '/es/newsletter/unsubscribe')
    expect(confirm.pathname).toBe('/es/newsletter/confirm')
    expect(leave.pathname).toBe('/es/newsletter/unsubscribe')
    // The same token and signature as an English link: only the page's language differs.
    expect(
      await newsletter.confirmSubscription(payload, confirm.searchParams.get('token')!),
    ).toEqual({ status: 'confirmed', email })
    expect(
      await newsletter.unsubscribe(
        payload,
        leave.searchParams.get('id')!,
        leave.searchParams.get('sig')!,
      ),
    ).toBe('unsubscribed')

    // An English sign-up keeps English links, and a later sign-up's language wins.
    await signUp(email)
    const english = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith('Please'),
    )
    expect(linkIn(english, '/newsletter/confirm').pathname).toBe('/newsletter/confirm')
    expect((await subscriber(email))[0].language).toBe('en')
  })
})
