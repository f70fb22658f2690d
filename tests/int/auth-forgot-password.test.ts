import pg from 'pg'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_IP_MAX, LOGIN_EMAIL_MAX_LENGTH } from '@domain/constants'
import { resetRateLimits } from '@domain/rate-limit'
import { RESET_UNAVAILABLE } from '../../collections/Users/hooks'
import { SEND_PASSWORD_RESET_TASK } from '../../collections/Users/tasks'
import { runDueJobs } from '../../src/lib/jobs/run-due'
import { testSmtp } from '../helpers/int-smtp'
import { cutDatabase } from '../helpers/outage'
import { createTeamMember, testPayload } from '../helpers/payload'
import { api, SITE } from '../helpers/rest'
import type { SmtpCatcher } from '../helpers/smtp-catcher'

/**
 * Issue 58 — forgot-password says nothing about who is on the team: Payload's own endpoint
 * looked the address up, wrote a token and sent the mail before answering, and did none of it
 * for an unknown address (172 ms against 58 ms). Now every request does the same work — one
 * queued job — and the e-mail goes out from the job, after the answer. Proved by what each
 * request does on the real database (the statements it sends, what it writes), not by timing
 * (docs/security.md has the measured times). Also: 503 with Retry-After while the database is
 * away (forgot and reset), and hostile bodies.
 */
let payload: Payload
let smtp: SmtpCatcher
const run = Math.random().toString(36).slice(2, 8)
let ip = 0
const nextIp = () => `203.0.113.${++ip}`
const FORGOT = '/api/users/forgot-password'

const forgot = (body: unknown, headers: Record<string, string> = {}) =>
  api('POST', FORGOT, {
    ...(typeof body === 'string' ? { raw: body } : { body }),
    headers: { Origin: SITE, 'X-Forwarded-For': nextIp(), ...headers },
  })

/**
 * Every statement the app sends to Postgres while `work` runs, by its first word (select,
 * insert, update, delete, begin, commit…): node-postgres's own Client.query, watched, not
 * replaced.
 */
async function statementsDuring<T>(work: () => Promise<T>) {
  const seen: string[] = []
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text
    seen.push(
      String(text ?? '')
        .trim()
        .split(/\s+/)[0]
        .toLowerCase(),
    )
    return (query as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof query
  try {
    const result = await work()
    return { result, statements: seen.sort() }
  } finally {
    pg.Client.prototype.query = query
  }
}

const resetJobsFor = async (email: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: SEND_PASSWORD_RESET_TASK } },
      overrideAccess: true,
      depth: 0,
      limit: 200,
    })
  ).docs.filter((job) => (job.input as { email?: string }).email === email)

async function runQueuedJobs() {
  for (let i = 0; i < 10; i++) {
    const { ran, failed } = await runDueJobs(await createLocalReq({}, payload))
    if (ran + failed === 0) return
  }
}

const tokenOf = async (id: number) =>
  (
    await payload.db.findOne<{ id: number; resetPasswordToken?: string | null }>({
      collection: 'users',
      where: { id: { equals: id } },
    })
  )?.resetPasswordToken ?? null

beforeAll(async () => {
  smtp = await testSmtp()
  payload = await testPayload()
})

beforeEach(() => resetRateLimits())
afterAll(() => resetRateLimits())

describe('forgot-password answers the same, doing the same, for known and unknown addresses', () => {
  it('one queued job each, nothing else written, no mail before the job; the job mails the member only', async () => {
    const member = await createTeamMember('forgot', 'editor', run)
    const unknown = `nobody-forgot-${run}@example.org`
    // Warm both paths once (first query plans), then compare one request of each.
    await forgot({ email: `warm-${run}@example.org` })
    const known = await statementsDuring(() => forgot({ email: member.email }))
    const other = await statementsDuring(() => forgot({ email: unknown }))

    expect(known.result.status).toBe(200)
    expect(known.result.text).toBe(other.result.text)
    expect(known.result.json).toEqual({ message: 'Success' })
    expect([...known.result.headers.keys()].sort()).toEqual([...other.result.headers.keys()].sort())
    expect(known.statements).toEqual(other.statements)
    expect(known.statements.filter((s) => s === 'insert').length).toBeGreaterThan(0)
    expect(known.statements).not.toContain('update')

    // What the requests left: one job each, no token, no mail yet.
    expect(await resetJobsFor(member.email)).toHaveLength(1)
    expect(await resetJobsFor(unknown)).toHaveLength(1)
    expect(await tokenOf(member.id)).toBeNull()
    expect(smtp.messages.some((m) => m.to.includes(member.email))).toBe(false)

    // The job runner sends the member's mail (with a token), and nothing for the unknown one.
    await runQueuedJobs()
    const mail = await smtp.waitFor((m) => m.to.includes(member.email))
    expect(mail.subject).toMatch(/reset your .* password/i)
    expect(await tokenOf(member.id)).not.toBeNull()
    expect(mail.text).toContain(encodeURIComponent((await tokenOf(member.id))!))
    expect(smtp.messages.some((m) => m.to.includes(unknown))).toBe(false)
    expect(await resetJobsFor(member.email)).toHaveLength(0)
    expect(await resetJobsFor(unknown)).toHaveLength(0)
  })

  it(`counts against the address's limit (${FORGOT_PASSWORD_IP_MAX}) whether or not the address has an account`, async () => {
    const member = await createTeamMember('forgot-limit', 'editor', run)
    const from = nextIp()
    for (let i = 0; i < FORGOT_PASSWORD_IP_MAX; i++) {
      const email = i % 2 ? member.email : `nobody-limit-${i}-${run}@example.org`
      expect((await forgot({ email }, { 'X-Forwarded-For': from })).status).toBe(200)
    }
    const limited = await forgot({ email: member.email }, { 'X-Forwarded-For': from })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('refuses a request posted from another site', async () => {
    const res = await forgot(
      { email: `csrf-${run}@example.org` },
      { Origin: 'https://evil.example' },
    )
    expect(res.status).toBe(403)
    expect(await resetJobsFor(`csrf-${run}@example.org`)).toHaveLength(0)
  })
})

describe('hostile forgot-password bodies answer 400 or 200, never 500, and queue nothing odd', () => {
  const cases: [string, unknown, number][] = [
    ['no e-mail', {}, 400],
    ['an empty e-mail', { email: '' }, 400],
    ['an object as e-mail', { email: { equals: 'a@example.org' } }, 400],
    ['an array as e-mail', { email: ['a@example.org', 'b@example.org'] }, 400],
    ['a number', { email: 12345 }, 400],
    ['null', { email: null }, 400],
    ['NUL in the e-mail', { email: 'a\u0000@example.org' }, 400],
    ['a huge e-mail', { email: `${'a'.repeat(1_000_000)}@example.org` }, 400],
    ['one past the longest', { email: `${'a'.repeat(LOGIN_EMAIL_MAX_LENGTH)}@x.org` }, 400],
    ['a __proto__ key holding the e-mail', '{"__proto__":{"email":"a@example.org"}}', 400],
    ['constructor.prototype', '{"constructor":{"prototype":{"email":"a@example.org"}}}', 400],
    ['__proto__ as the e-mail', { email: '__proto__' }, 200],
    [
      'repeated keys (the last wins)',
      '{"email":"x@example.org","email":"rep-last@example.org"}',
      200,
    ],
    ['broken JSON', '{"email":', 400],
    ['JSON null', 'null', 400],
    ['a JSON array', '[1,2,3]', 400],
  ]

  it.each(cases)('%s', async (_name, body, status) => {
    const res = await forgot(body)
    expect([400, 200], `${res.status} ${res.text.slice(0, 300)}`).toContain(res.status)
    expect(res.status, res.text.slice(0, 300)).toBe(status)
    expect(({} as Record<string, unknown>).email).toBeUndefined()
  })

  it('the repeated key queued the last address only', async () => {
    expect(await resetJobsFor('rep-last@example.org')).toHaveLength(1)
    expect(await resetJobsFor('x@example.org')).toHaveLength(0)
    await runQueuedJobs()
  })
})

describe('hostile reset-password bodies answer 4xx, never 500, and hand out no session', () => {
  const reset = (body: unknown) =>
    api('POST', '/api/users/reset-password', {
      ...(typeof body === 'string' ? { raw: body } : { body }),
      headers: { Origin: SITE, 'X-Forwarded-For': nextIp() },
    })
  const cases: [string, unknown][] = [
    ['no token', { password: 'a-new-password-1' }],
    ['a wrong token', { token: 'f'.repeat(40), password: 'a-new-password-1' }],
    ['an object as token', { token: { not_equals: '' }, password: 'a-new-password-1' }],
    ['an array as token', { token: ['a', 'b'], password: 'a-new-password-1' }],
    ['NUL in the token', { token: 'ab\u0000cd', password: 'a-new-password-1' }],
    ['a huge token', { token: 'a'.repeat(1_000_000), password: 'a-new-password-1' }],
    ['a huge password', { token: 'f'.repeat(40), password: 'p'.repeat(1_000_000) }],
    ['an object as password', { token: 'f'.repeat(40), password: { length: 20 } }],
    ['a __proto__ key', '{"__proto__":{"token":"x","password":"a-new-password-1"}}'],
    ['repeated keys', `{"token":"x","token":"${'f'.repeat(40)}","password":"a-new-password-1"}`],
    ['broken JSON', '{"token":'],
  ]
  it.each(cases)('%s', async (_name, body) => {
    const res = await reset(body)
    expect(res.status, res.text.slice(0, 300)).toBeGreaterThanOrEqual(400)
    expect(res.status, res.text.slice(0, 300)).toBeLessThan(500)
    expect(res.headers.get('set-cookie') ?? '').not.toContain('payload-token=ey')
    expect(({} as Record<string, unknown>).token).toBeUndefined()
  })
})

describe('database outage', () => {
  it('forgot-password and reset-password answer 503 with Retry-After, then recover', async () => {
    const outage = await cutDatabase()
    try {
      const asked = await forgot({ email: `outage-${run}@example.org` })
      const reset = await api('POST', '/api/users/reset-password', {
        body: { token: 'a'.repeat(40), password: 'a-new-password-1' },
        headers: { Origin: SITE, 'X-Forwarded-For': nextIp() },
      })
      for (const res of [asked, reset]) {
        expect(res.status, res.text).toBe(503)
        expect(res.json?.errors?.[0]?.message).toBe(RESET_UNAVAILABLE)
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
      }
    } finally {
      await outage.restore()
    }
    await expect
      .poll(async () => (await forgot({ email: `after-${run}@example.org` })).status, {
        timeout: 20_000,
      })
      .toBe(200)
    await runQueuedJobs()
  })
})
