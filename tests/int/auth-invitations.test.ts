import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashLinkToken } from '@domain/auth/tokens'
import { INVITATION_TTL_MS } from '@domain/constants'
import { resetRateLimits } from '@domain/rate-limit'
import { testSmtp } from '../helpers/int-smtp'
import type { SmtpCatcher } from '../helpers/smtp-catcher'
import { testPayload } from '../helpers/payload'

/** Invitations end to end through the REST handler, with the e-mail caught on loopback. */
let payload: Payload
let config: Promise<SanitizedConfig>
let smtp: SmtpCatcher
let adminCookie: string
let editorCookie: string
const SITE = 'http://localhost:3000'
const run = Math.random().toString(36).slice(2, 8)

async function rest(
  method: string,
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
) {
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: {
      Origin: SITE,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  }
}

async function member(name: string, role: 'admin' | 'editor') {
  const email = `${name}-${run}@example.org`
  await payload.create({
    collection: 'users',
    data: { name, email, password: `${name}-password-1`, role },
    overrideAccess: true,
  })
  const res = await rest('POST', '/api/users/login', {
    body: { email, password: `${name}-password-1` },
  })
  return (res.headers.get('set-cookie') ?? '').split(';')[0]
}

const tokenFrom = (text: string) => text.match(/\/onboarding\?token=([A-Za-z0-9_-]{43})/)?.[1]

async function invite(name: string, role: 'admin' | 'editor' = 'editor') {
  const email = `${name}-${run}@example.org`
  const res = await rest('POST', '/api/auth/invitations', {
    body: { name, email, role },
    cookie: adminCookie,
  })
  expect(res.status).toBe(201)
  const mail = await smtp.waitFor((m) => m.to.includes(email) && Boolean(tokenFrom(m.text)))
  return { email, res, mail, token: tokenFrom(mail.text)! }
}

beforeAll(async () => {
  smtp = await testSmtp()
  payload = await testPayload()
  config = (await import('../../payload.config')).default
  adminCookie = await member('inviting-admin', 'admin')
  editorCookie = await member('inviting-editor', 'editor')
})

beforeEach(() => {
  resetRateLimits()
})

describe('inviting', () => {
  it('e-mails a single-use link and stores only a hash of its token', async () => {
    const { email, res, mail, token } = await invite('new-editor')
    expect(res.json.emailSent).toBe(true)
    expect(res.json.inviteUrl).toBeUndefined()
    expect(mail.subject).toMatch(/invited/i)
    expect(mail.text).toContain('new-editor')

    const stored = await payload.find({
      collection: 'invitations',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0].tokenHash).toBe(hashLinkToken(token))
    expect(JSON.stringify(stored.docs[0])).not.toContain(token)
    const expires = Date.parse(stored.docs[0].expiresAt ?? '')
    expect(Math.abs(expires - (Date.now() + INVITATION_TTL_MS))).toBeLessThan(60_000)
  })

  it('is for admins only: 401 without a session, 403 for an editor', async () => {
    const body = { name: 'Nope', email: `nope-${run}@example.org`, role: 'admin' }
    expect((await rest('POST', '/api/auth/invitations', { body })).status).toBe(401)
    expect(
      (await rest('POST', '/api/auth/invitations', { body, cookie: editorCookie })).status,
    ).toBe(403)
  })

  it('explains bad input field by field, including an address that already has an account', async () => {
    const bad = await rest('POST', '/api/auth/invitations', {
      body: { name: '', email: 'not-an-address', role: 'owner' },
      cookie: adminCookie,
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.fieldErrors).sort()).toEqual(['email', 'name', 'role'])

    const taken = await rest('POST', '/api/auth/invitations', {
      body: { name: 'Again', email: `inviting-editor-${run}@example.org`, role: 'editor' },
      cookie: adminCookie,
    })
    expect(taken.status).toBe(400)
    expect(taken.json.fieldErrors.email).toMatch(/already has an account/)
  })

  it('replaces an older link when the same address is invited again', async () => {
    const first = await invite('twice')
    smtp.messages.length = 0
    const second = await invite('twice')
    expect(second.token).not.toBe(first.token)
    expect(
      (await rest('POST', '/api/auth/invitations/check', { body: { token: first.token } })).json
        .status,
    ).toBe('invalid')
    expect(
      (await rest('POST', '/api/auth/invitations/check', { body: { token: second.token } })).json
        .status,
    ).toBe('valid')
  })
})

describe('accepting', () => {
  it('sets the password, signs the new member in with their role, and works only once', async () => {
    const { email, token } = await invite('joiner', 'editor')
    const check = await rest('POST', '/api/auth/invitations/check', { body: { token } })
    expect(check.json).toMatchObject({ status: 'valid', email, name: 'joiner', role: 'editor' })

    const short = await rest('POST', '/api/auth/invitations/accept', {
      body: { token, password: 'short' },
    })
    expect(short.status).toBe(400)
    expect(short.json.fieldErrors.password).toBeTruthy()

    const accepted = await rest('POST', '/api/auth/invitations/accept', {
      body: { token, password: 'joiner-chosen-password' },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.json.user).toMatchObject({ email, role: 'editor' })
    expect(accepted.json.redirect).toBe('/admin/dashboard')
    const cookie = (accepted.headers.get('set-cookie') ?? '').split(';')[0]
    expect(accepted.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const me = await rest('GET', '/api/auth/me', { cookie })
    expect(me.status).toBe(200)
    expect(me.json.user.email).toBe(email)

    const reused = await rest('POST', '/api/auth/invitations/accept', {
      body: { token, password: 'someone-elses-password' },
    })
    expect(reused.status).toBe(410)
    expect(reused.json.code).toBe('used')
    expect(reused.json.error).toMatch(/already been used/)
    expect(
      (await rest('POST', '/api/auth/invitations/check', { body: { token } })).json.status,
    ).toBe('used')
  })

  it('refuses an expired link with a message that says so', async () => {
    const { email, token } = await invite('late')
    const [doc] = (
      await payload.find({
        collection: 'invitations',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs
    await payload.db.updateOne({
      collection: 'invitations',
      id: doc.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const check = await rest('POST', '/api/auth/invitations/check', { body: { token } })
    expect(check.json.status).toBe('expired')
    const accept = await rest('POST', '/api/auth/invitations/accept', {
      body: { token, password: 'late-chosen-password' },
    })
    expect(accept.status).toBe(410)
    expect(accept.json.error).toMatch(/expired/)
    const users = await payload.count({ collection: 'users', where: { email: { equals: email } } })
    expect(users.totalDocs).toBe(0)
  })

  it('refuses a made-up link', async () => {
    const accept = await rest('POST', '/api/auth/invitations/accept', {
      body: { token: 'x'.repeat(43), password: 'made-up-password-1' },
    })
    expect(accept.status).toBe(404)
    expect(accept.json.code).toBe('invalid')
  })
})
