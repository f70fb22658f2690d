import {
  AuthenticationError,
  createLocalReq,
  handleEndpoints,
  type Payload,
  type SanitizedConfig,
} from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  FORGOT_PASSWORD_IP_MAX,
  LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES,
  LOGIN_IP_SLOW_AFTER,
  PASSWORD_MIN_LENGTH,
} from '@domain/constants'
import { addressGroup, rateLimitCount, resetRateLimits } from '@domain/rate-limit'
import { loginKeys } from '../../collections/Users/guards'
import { runDueJobs } from '../../src/lib/jobs/run-due'
import { testSmtp } from '../helpers/int-smtp'
import type { SmtpCatcher } from '../helpers/smtp-catcher'
import { testPayload } from '../helpers/payload'

/**
 * Sign-in security through the real REST handler (what /api/* runs in production): no lockout,
 * per-IP limits (throttling in detail: auth-throttle.test.ts), CSRF, the session cookie, /api/auth/me, and password reset by e-mail.
 */
let payload: Payload
let config: Promise<SanitizedConfig>
let smtp: SmtpCatcher
const SITE = 'http://localhost:3000'
const run = Math.random().toString(36).slice(2, 8)
let ipCounter = 0
/** A fresh client address per test, so per-IP limits of one test never touch another. */
const nextIp = () => `198.51.100.${++ipCounter}`

async function rest(
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
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

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0]

async function makeUser(name: string, role: 'admin' | 'editor' = 'editor') {
  const email = `${name}-${run}@example.org`
  const password = `${name}-password-1`
  const user = await payload.create({
    collection: 'users',
    data: { name, email, password, role },
    overrideAccess: true,
  })
  return { ...user, email, password }
}

async function signIn(email: string, password: string, ip = nextIp()) {
  const res = await rest('POST', '/api/users/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': ip },
  })
  expect(res.status).toBe(200)
  return cookieOf(res.headers)
}

beforeAll(async () => {
  smtp = await testSmtp()
  payload = await testPayload()
  config = (await import('../../payload.config')).default
})

beforeEach(() => {
  resetRateLimits()
})

describe('no account lockout (the throttles of auth-throttle.test.ts replace it)', () => {
  it('the right password still signs in after many failures (Local API: nothing is locked)', async () => {
    const user = await makeUser('lockout-local')
    for (let i = 0; i < 8; i++) {
      await expect(
        payload.login({
          collection: 'users',
          data: { email: user.email, password: 'wrong-password-123' },
        }),
      ).rejects.toBeInstanceOf(AuthenticationError)
    }
    const ok = await payload.login({
      collection: 'users',
      data: { email: user.email, password: user.password },
    })
    expect(ok.user?.email).toBe(user.email)
  })

  it(`over HTTP never answers 423: after ${LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES} failures that address waits (429), another gets in`, async () => {
    const user = await makeUser('lockout-rest')
    const ip = nextIp()
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES; i++) {
      const res = await rest('POST', '/api/users/login', {
        body: { email: user.email, password: 'wrong-password-123' },
        headers: { 'X-Forwarded-For': ip },
      })
      expect(res.status).toBe(401)
    }
    const limited = await rest('POST', '/api/users/login', {
      body: { email: user.email, password: user.password },
      headers: { 'X-Forwarded-For': ip },
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('set-cookie')).toBeNull()
    expect(await signIn(user.email, user.password, nextIp())).toMatch(/^payload-token=/)
  })
})

describe('per-IP limits (sign-in throttles: auth-throttle.test.ts)', () => {
  it('successful sign-ins take no place in the throttles', async () => {
    const user = await makeUser('many-logins')
    const ip = nextIp()
    for (let i = 0; i < LOGIN_IP_SLOW_AFTER + 2; i++) await signIn(user.email, user.password, ip)
    const keys = loginKeys(addressGroup(ip), user.email.toLowerCase())
    for (const key of [keys.ip, keys.account!, keys.accountFromIp!]) {
      expect(await rateLimitCount(key), key).toBe(0)
    }
  })

  it(`limits forgot-password requests to ${FORGOT_PASSWORD_IP_MAX} per address`, async () => {
    const ip = nextIp()
    for (let i = 0; i < FORGOT_PASSWORD_IP_MAX; i++) {
      const res = await rest('POST', '/api/users/forgot-password', {
        body: { email: `nobody-${i}-${run}@example.org` },
        headers: { 'X-Forwarded-For': ip },
      })
      expect(res.status).toBe(200)
    }
    const limited = await rest('POST', '/api/users/forgot-password', {
      body: { email: `nobody-z-${run}@example.org` },
      headers: { 'X-Forwarded-For': ip },
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('session cookie and CSRF', () => {
  it('sign-in sets an HttpOnly SameSite cookie and never returns the token', async () => {
    const user = await makeUser('cookie')
    const res = await rest('POST', '/api/users/login', {
      body: { email: user.email, password: user.password },
      headers: { 'X-Forwarded-For': nextIp(), Origin: SITE },
    })
    expect(res.status).toBe(200)
    expect(res.json.token).toBeUndefined()
    expect(res.json.user.email).toBe(user.email)
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^payload-token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
  })

  it('refuses a sign-in posted from another site', async () => {
    const user = await makeUser('login-csrf')
    const res = await rest('POST', '/api/users/login', {
      body: { email: user.email, password: user.password },
      headers: { 'X-Forwarded-For': nextIp(), Origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('ignores the session cookie on a request with a foreign Origin', async () => {
    const user = await makeUser('csrf', 'admin')
    const cookie = await signIn(user.email, user.password)

    const trusted = await rest('GET', '/api/users/me', {
      headers: { Cookie: cookie, Origin: SITE },
    })
    expect(trusted.json.user?.email).toBe(user.email)

    const foreign = await rest('GET', '/api/users/me', {
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    })
    expect(foreign.json.user).toBeNull()

    const write = await rest('POST', '/api/pages', {
      body: {
        title: 'Injected',
        slug: `injected-${run}`,
        layout: [{ blockType: 'faq', items: [{ question: 'Q?', answer: 'A.' }] }],
      },
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    })
    expect(write.status).toBe(403)
    const injected = await payload.count({
      collection: 'pages',
      where: { slug: { equals: `injected-${run}` } },
    })
    expect(injected.totalDocs).toBe(0)
  })
})

describe('GET /api/auth/me', () => {
  it('answers 401 without a session and the user with one, also at the spec’s double-prefix path', async () => {
    expect((await rest('GET', '/api/auth/me')).status).toBe(401)
    const user = await makeUser('me')
    const cookie = await signIn(user.email, user.password)
    for (const path of ['/api/auth/me', '/api/api/auth/me']) {
      const res = await rest('GET', path, { headers: { Cookie: cookie, Origin: SITE } })
      expect(res.status).toBe(200)
      expect(res.json.user.email).toBe(user.email)
      expect(res.json.user.hash).toBeUndefined()
      expect(res.json.token).toBeUndefined()
    }
  })

  it('stops answering once every session of the user has been ended elsewhere', async () => {
    const user = await makeUser('invalidated')
    const browser = await signIn(user.email, user.password)
    const elsewhere = await signIn(user.email, user.password)
    const out = await rest('POST', '/api/users/logout?allSessions=true', {
      headers: { Cookie: elsewhere, Origin: SITE },
    })
    expect(out.status).toBe(200)
    const me = await rest('GET', '/api/auth/me', { headers: { Cookie: browser, Origin: SITE } })
    expect(me.status).toBe(401)
  })
})

describe('password reset', () => {
  it('e-mails a link to /reset-password that sets a new password once', async () => {
    const user = await makeUser('reset')
    const res = await rest('POST', '/api/users/forgot-password', {
      body: { email: user.email },
      headers: { 'X-Forwarded-For': nextIp(), Origin: SITE },
    })
    expect(res.status).toBe(200)
    // Sent by the job the request queued (tests/int/auth-forgot-password.test.ts).
    await runDueJobs(await createLocalReq({}, payload))
    const mail = await smtp.waitFor((m) => m.to.includes(user.email))
    expect(mail.subject).toMatch(/reset your .* password/i)
    const link = mail.text.match(/http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9]+)/)
    expect(link).not.toBeNull()
    const token = link![1]

    const tooShort = await rest('POST', '/api/users/reset-password', {
      body: { token, password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) },
      headers: { Origin: SITE },
    })
    expect(tooShort.status).toBe(400)

    const done = await rest('POST', '/api/users/reset-password', {
      body: { token, password: 'a-brand-new-password' },
      headers: { Origin: SITE },
    })
    expect(done.status).toBe(200)
    expect(done.headers.get('set-cookie')).toMatch(/^payload-token=/)
    expect(done.json.token).toBeUndefined()
    // The session list stays on the server (docs/security.md), as in the sign-in answer.
    expect(done.json.user.email).toBe(user.email)
    expect(done.json.user.sessions).toBeUndefined()
    expect(JSON.stringify(done.json)).not.toMatch(/sessions|expiresAt/)

    const again = await rest('POST', '/api/users/reset-password', {
      body: { token, password: 'another-new-password' },
      headers: { Origin: SITE },
    })
    expect(again.status).toBe(403)
    await signIn(user.email, 'a-brand-new-password')
  })
})
