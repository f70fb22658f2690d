import { createLocalReq, handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES,
  LOGIN_ACCOUNT_MINUTE_MAX_FAILURES,
  LOGIN_ACCOUNT_MINUTE_MS,
  LOGIN_ACCOUNT_SLOW_AFTER,
  LOGIN_BURST_ATTEMPTS,
  LOGIN_IP_SLOW_AFTER,
  LOGIN_MAX_DELAY_MS,
} from '@domain/constants'
import { addressGroup, rateLimitCount, resetRateLimits } from '@domain/rate-limit'
import { loginDelayMs, loginKeys } from '../../collections/Users/guards'
import { REPORT_SIGN_IN_BURST_TASK } from '../../collections/Users/tasks'
import { readSignInAlerts } from '../../src/lib/cms/admin'
import { runDueJobs } from '../../src/lib/jobs/run-due'
import { testSmtp } from '../helpers/int-smtp'
import { CURRENT_PASSWORD_INCORRECT, SIGN_IN_UNAVAILABLE } from '../../collections/Users/hooks'
import { cutDatabase } from '../helpers/outage'
import { testPayload } from '../helpers/payload'

/**
 * Issues 39 and 58 — sign-in that attackers cannot turn against the team, through Payload's real
 * REST handler (what /api/* runs in production) on a real database: throttling per address (/64
 * for IPv6) and per account, exact under concurrency, that never refuses the owner's right
 * password from a new address for more than a minute nor a member behind an address another
 * client fails from; the owner told of a burst; one answer and one timing for known and unknown
 * addresses, the current password for one's own credentials, 503 while the database is gone,
 * and hostile login bodies.
 */
let payload: Payload
let config: Promise<SanitizedConfig>
const SITE = 'http://localhost:3000'
const run = Math.random().toString(36).slice(2, 8)
let ipCounter = 0
/** A fresh client address per call, so one test's counts never touch another's. */
const nextIp = () => {
  const n = ipCounter++
  return `10.39.${Math.floor(n / 250)}.${(n % 250) + 1}`
}
const LOGIN = '/api/users/login'

// A parsed answer of any shape: each test reads the parts it asserts on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any
type Answer = { status: number; headers: Headers; text: string; json: Json; ms: number }

async function send(
  method: string,
  path: string,
  { body, raw, headers = {} }: { body?: unknown; raw?: BodyInit; headers?: Record<string, string> },
): Promise<Answer> {
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: {
      Origin: SITE,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
  })
  const started = performance.now()
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  const ms = performance.now() - started
  let json: Json = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  return { status: response.status, headers: response.headers, text, json, ms }
}

const login = (email: unknown, password: unknown, ip: string) =>
  send('POST', LOGIN, { body: { email, password }, headers: { 'X-Forwarded-For': ip } })

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

async function signIn(email: string, password: string) {
  return signInFrom(email, password, nextIp())
}

async function signInFrom(email: string, password: string, ip: string) {
  const res = await login(email, password, ip)
  expect(res.status, res.text).toBe(200)
  return cookieOf(res.headers)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('../../payload.config')).default
})

beforeEach(() => {
  resetRateLimits()
})

afterEach(() => {
  vi.useRealTimers()
})

/** Moves the clock the throttles read (Date only; timers stay real) past the minute window. */
function pastTheMinute() {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + LOGIN_ACCOUNT_MINUTE_MS + 1000)
}

/** Runs the queued jobs as the job ticker does, until none is due (other files queue some too). */
async function runQueuedJobs() {
  for (let i = 0; i < 10; i++) {
    const { ran, failed } = await runDueJobs(await createLocalReq({}, payload))
    if (ran + failed === 0) return
  }
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

describe('an attacker cannot lock the owner out', () => {
  it('after many failures from one address, the owner signs in from another address', async () => {
    const owner = await makeUser('owner')
    const attacker = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES + 5; i++) {
      statuses.push((await login(owner.email, `guess-${i}-password`, attacker)).status)
    }
    expect(statuses).not.toContain(423)
    expect(statuses.slice(0, LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES)).toEqual(
      Array(LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES).fill(401),
    )
    expect(statuses.slice(LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES)).toEqual(Array(5).fill(429))

    const res = await login(owner.email, owner.password, nextIp())
    expect(res.status).toBe(200)
    expect(cookieOf(res.headers)).toMatch(/^payload-token=/)
  })

  it('150 concurrent wrong passwords from one address: exactly the cap is checked, the rest 429', async () => {
    const owner = await makeUser('flood-one')
    const attacker = nextIp()
    const statuses = (
      await Promise.all(
        Array.from({ length: 150 }, (_, i) => login(owner.email, `guess-${i}-password`, attacker)),
      )
    ).map((r) => r.status)
    expect(count(statuses, 401)).toBe(LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES)
    expect(count(statuses, 429)).toBe(150 - LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES)
    const keys = loginKeys(attacker, owner.email)
    expect(await rateLimitCount(keys.accountFromIp!)).toBe(LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES)
    expect(await rateLimitCount(keys.account!)).toBe(LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES)
    expect(await rateLimitCount(keys.attempts!)).toBe(150)
    // Not refused anywhere else: five failures in all are under the account's own cap.
    expect((await login(owner.email, owner.password, nextIp())).status).toBe(200)
  })

  it('150 concurrent wrong passwords from 25 addresses: counted exactly; a new address waits at most a minute, a known one not at all; the owner is told once', async () => {
    const smtp = await testSmtp()
    const owner = await makeUser('flood-many')
    const home = nextIp()
    await signInFrom(owner.email, owner.password, home)
    const addresses = Array.from({ length: 25 }, nextIp)
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        login(owner.email, `guess-${i}-password`, addresses[i % 25]),
      ),
    )
    const statuses = answers.map((r) => r.status)
    // Five failures on the account, then one more a minute: six checked, every other one refused.
    const checked = LOGIN_ACCOUNT_SLOW_AFTER + LOGIN_ACCOUNT_MINUTE_MAX_FAILURES
    expect(count(statuses, 401)).toBe(checked)
    expect(count(statuses, 429)).toBe(150 - checked)
    expect(await rateLimitCount(loginKeys(home, owner.email).account!)).toBe(checked)
    for (const r of answers.filter((a) => a.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    }

    // The owner: from home (signed in there before) at once; from a new address, refused for
    // what is left of the minute (never longer), then in.
    expect((await login(owner.email, owner.password, home)).status).toBe(200)
    const away = await login(owner.email, owner.password, nextIp())
    expect(away.status).toBe(429)
    expect(Number(away.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    pastTheMinute()
    const later = await login(owner.email, owner.password, nextIp())
    expect(later.status, later.text).toBe(200)
    // Slowed by the account's failures (its next place's delay), not refused.
    expect(later.ms).toBeGreaterThanOrEqual(
      loginDelayMs(checked + 1, LOGIN_ACCOUNT_SLOW_AFTER) - 20,
    )

    // The burst was reported once (the LOGIN_BURST_ATTEMPTS-th attempt queued one job), and the
    // job put an alert on the owner's dashboard and e-mailed them.
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: REPORT_SIGN_IN_BURST_TASK } },
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
    const mine = jobs.docs.filter((j) => (j.input as { email?: string }).email === owner.email)
    expect(mine).toHaveLength(1)
    expect((mine[0].input as { attempts: number }).attempts).toBe(LOGIN_BURST_ATTEMPTS)
    vi.useRealTimers()
    await runQueuedJobs()
    const alerts = await payload.find({
      collection: 'sign-in-alerts',
      where: { user: { equals: owner.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(alerts.docs).toHaveLength(1)
    expect(alerts.docs[0].attempts).toBe(LOGIN_BURST_ATTEMPTS)
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email))
    expect(mail.subject).toMatch(/many sign-in attempts/i)

    // On the owner's dashboard, and nobody else's; nobody writes alerts through the API.
    const shown = await readSignInAlerts(payload, { ...owner, collection: 'users' })
    expect(shown.total).toBe(1)
    expect(shown.alerts[0].summary).toMatch(new RegExp(`^${LOGIN_BURST_ATTEMPTS} sign-in attempts`))
    const bystander = await makeUser('bystander')
    expect((await readSignInAlerts(payload, { ...bystander, collection: 'users' })).total).toBe(0)
    const cookie = await signIn(bystander.email, bystander.password)
    const forged = await send('POST', '/api/sign-in-alerts', {
      body: { user: bystander.id, attempts: 1, summary: 'forged' },
      headers: { Cookie: cookie },
    })
    expect(forged.status).toBe(403)
    const peek = await send('GET', `/api/sign-in-alerts/${alerts.docs[0].id}`, {
      headers: { Cookie: cookie },
    })
    expect(peek.status).toBe(404)
  })

  it('a burst on an address without an account queues the same job, which then does nothing', async () => {
    const nobody = `nobody-burst-${run}@example.org`
    const ip = nextIp()
    const answers = await Promise.all(
      Array.from({ length: LOGIN_BURST_ATTEMPTS }, (_, i) =>
        login(nobody, `guess-${i}-password`, ip),
      ),
    )
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401, 429]))
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: REPORT_SIGN_IN_BURST_TASK } },
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
    expect(
      queued.docs.filter((j) => (j.input as { email?: string }).email === nobody),
    ).toHaveLength(1)
    const before = await payload.count({ collection: 'sign-in-alerts', overrideAccess: true })
    await runQueuedJobs()
    const after = await payload.count({ collection: 'sign-in-alerts', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })
})

describe('throttling', () => {
  it('random e-mails from one address are counted exactly and slow it down, but never stop a member behind it', async () => {
    const office = nextIp()
    const member = await makeUser('office')
    const regular = await makeUser('office-regular')
    await signInFrom(regular.email, regular.password, office)
    const failures = LOGIN_IP_SLOW_AFTER + 10
    const statuses = (
      await Promise.all(
        Array.from({ length: failures }, (_, i) =>
          login(`nobody-office-${i}-${run}@example.org`, 'whatever-123', office),
        ),
      )
    ).map((r) => r.status)
    expect(statuses).toEqual(Array(failures).fill(401))
    expect(await rateLimitCount(loginKeys(office, null).ip)).toBe(failures)

    // A member who never signed in from there: slowed (the address's next delay), let in.
    const delay = loginDelayMs(failures + 1, LOGIN_IP_SLOW_AFTER)
    expect(delay).toBe(LOGIN_MAX_DELAY_MS)
    const res = await login(member.email, member.password, office)
    expect(res.status).toBe(200)
    expect(res.ms).toBeGreaterThanOrEqual(delay - 20)
    // One who did: not slowed by the address at all (and nothing counted for either).
    expect((await login(regular.email, regular.password, office)).status).toBe(200)
    expect(await rateLimitCount(loginKeys(office, null).ip)).toBe(failures)
  })

  it(`one account from one address: ${LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES} failures, then 429 with Retry-After (known and unknown alike)`, async () => {
    const user = await makeUser('per-account')
    for (const email of [user.email, `nobody-per-account-${run}@example.org`]) {
      const ip = nextIp()
      for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES; i++) {
        expect((await login(email, `wrong-${i}-password`, ip)).status).toBe(401)
      }
      const limited = await login(email, user.password, ip)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(limited.json.errors[0].message).toMatch(/too many failed sign-ins for this account/i)
      expect(limited.headers.get('set-cookie')).toBeNull()
    }
  })

  it('one IPv6 /64 counts as one address', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await login(
        `nobody-v6-${i}-${run}@example.org`,
        'whatever-123',
        `2001:db8:39:1::${(i + 1).toString(16)}`,
      )
      expect(res.status).toBe(401)
    }
    const other = await login(`nobody-v6-x-${run}@example.org`, 'whatever-123', '2001:db8:39:2::1')
    expect(other.status).toBe(401)
    expect(await rateLimitCount(loginKeys(addressGroup('2001:db8:39:1::ff'), null).ip)).toBe(3)
    expect(await rateLimitCount(loginKeys(addressGroup('2001:db8:39:2::ff'), null).ip)).toBe(1)
  })
})

describe('unknown and known addresses look the same', () => {
  it('same status and body for a wrong password, and about the same time', async () => {
    const known = await makeUser('timing')
    const unknown = `nobody-timing-${run}@example.org`
    const times = { known: [] as number[], unknown: [] as number[] }
    const bodies = new Set<string>()
    const statuses = new Set<number>()
    // Warm up both paths (first query plans, first PBKDF2).
    await login(known.email, 'warm-up-password', nextIp())
    await login(unknown, 'warm-up-password', nextIp())
    for (let i = 0; i < 7; i++) {
      for (const [kind, email] of [
        ['known', known.email],
        ['unknown', unknown],
      ] as const) {
        resetRateLimits() // time the answer, not the throttle
        const res = await login(email, `wrong-${i}-password`, nextIp())
        statuses.add(res.status)
        bodies.add(res.text)
        times[kind].push(res.ms)
      }
    }
    expect([...statuses]).toEqual([401])
    expect(bodies.size).toBe(1)
    const k = median(times.known)
    const u = median(times.unknown)
    console.info(
      `sign-in timing, median of 7: known ${k.toFixed(0)} ms, unknown ${u.toFixed(0)} ms`,
    )
    // Without the equalising hash the unknown address answered in ~10 ms against ~230 ms.
    expect(Math.abs(k - u)).toBeLessThan(Math.max(80, 0.35 * k))
  })
})

describe('changing one’s own e-mail or password needs the current password', () => {
  const patch = (id: number | string, cookie: string, body: unknown) =>
    send('PATCH', `/api/users/${id}`, {
      body,
      headers: { Cookie: cookie, 'X-Forwarded-For': nextIp() },
    })
  const fieldErrors = (res: Answer) =>
    (res.json?.errors?.[0]?.data?.errors ?? []) as { message: string; path: string }[]

  it('wrong or missing → 400 naming the currentPassword field; right → 200', async () => {
    const user = await makeUser('self-change')
    const cookie = await signIn(user.email, user.password)
    const newEmail = `self-changed-${run}@example.org`
    for (const body of [
      { email: newEmail },
      { email: newEmail, currentPassword: 'not-my-password' },
      { email: newEmail, currentPassword: '' },
      { email: newEmail, currentPassword: { equals: user.password } },
      { password: 'a-new-password-1' },
      { password: 'a-new-password-1', currentPassword: 'not-my-password' },
    ]) {
      const res = await patch(user.id, cookie, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(fieldErrors(res)).toEqual([
        { message: CURRENT_PASSWORD_INCORRECT, path: 'currentPassword' },
      ])
    }
    const unchanged = await payload.findByID({ collection: 'users', id: user.id })
    expect(unchanged.email).toBe(user.email)

    resetRateLimits() // six wrong tries from six new addresses: the account's minute is spent
    const emailChanged = await patch(user.id, cookie, {
      email: newEmail,
      currentPassword: user.password,
    })
    expect(emailChanged.status, emailChanged.text).toBe(200)
    expect(emailChanged.json.doc.email).toBe(newEmail)
    expect(emailChanged.json.doc.currentPassword).toBeUndefined()

    resetRateLimits() // the wrong tries above counted like failed sign-ins
    const passwordChanged = await patch(user.id, cookie, {
      password: 'a-new-password-1',
      currentPassword: user.password,
    })
    expect(passwordChanged.status, passwordChanged.text).toBe(200)
    await signIn(newEmail, 'a-new-password-1')
  })

  it('saving other fields, or one’s unchanged e-mail, needs no current password', async () => {
    const user = await makeUser('self-name')
    const cookie = await signIn(user.email, user.password)
    const res = await patch(user.id, cookie, { name: 'New name', email: user.email.toUpperCase() })
    expect(res.status, res.text).toBe(200)
    expect(res.json.doc.name).toBe('New name')
  })

  it('wrong current passwords are throttled like failed sign-ins', async () => {
    const user = await makeUser('self-guess')
    const cookie = await signIn(user.email, user.password)
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES + 1; i++) {
      const res = await send('PATCH', `/api/users/${user.id}`, {
        body: { password: 'a-new-password-1', currentPassword: `guess-${i}-password` },
        headers: { Cookie: cookie, 'X-Forwarded-For': '198.18.0.39' },
      })
      statuses.push(res.status)
    }
    expect(statuses.at(-1)).toBe(429)
  })

  it('an admin sets another member’s password without theirs, and that member’s sessions end', async () => {
    const admin = await makeUser('pw-admin', 'admin')
    const member = await makeUser('pw-member')
    const adminCookie = await signIn(admin.email, admin.password)
    const memberCookie = await signIn(member.email, member.password)
    const me = () => send('GET', '/api/users/me', { headers: { Cookie: memberCookie } })
    expect((await me()).json.user?.email).toBe(member.email)

    const res = await patch(member.id, adminCookie, { password: 'set-by-the-admin-1' })
    expect(res.status, res.text).toBe(200)
    expect((await me()).json.user).toBeNull()
    await signIn(member.email, 'set-by-the-admin-1')
  })

  it('an editor cannot change another member’s credentials, nor anyone’s in bulk', async () => {
    const editor = await makeUser('pw-editor')
    const other = await makeUser('pw-other')
    const cookie = await signIn(editor.email, editor.password)
    const res = await patch(other.id, cookie, { password: 'taken-over-pass-1' })
    expect([403, 404]).toContain(res.status)
    const bulk = await send('PATCH', `/api/users?where[id][equals]=${editor.id}`, {
      body: { password: 'bulk-password-1', currentPassword: editor.password },
      headers: { Cookie: cookie },
    })
    expect(bulk.status).toBe(403)
    await signIn(editor.email, editor.password)
  })
})

describe('hostile sign-in bodies answer 400 or 401, never 500', () => {
  const user = { email: '', password: '' }
  beforeAll(async () => Object.assign(user, await makeUser('hostile')))

  const json = (raw: string, contentType = 'application/json') => ({
    raw,
    headers: { 'Content-Type': contentType },
  })
  const cases: [
    string,
    () => { body?: unknown; raw?: BodyInit; headers?: Record<string, string> },
  ][] = [
    ['__proto__ as email', () => ({ body: { email: '__proto__', password: 'whatever-123' } })],
    ['constructor as email', () => ({ body: { email: 'constructor', password: 'x-123' } })],
    ['toString as password', () => ({ body: { email: user.email, password: 'toString' } })],
    [
      'a __proto__ key holding the credentials',
      () => json(`{"__proto__":{"email":"${user.email}","password":"${user.password}"}}`),
    ],
    [
      'constructor.prototype keys',
      () => json(`{"constructor":{"prototype":{"email":"${user.email}"}},"password":"x-123"}`),
    ],
    [
      'an operator object as email',
      () => ({ body: { email: { equals: user.email }, password: 'x' } }),
    ],
    [
      'an operator object as password',
      () => ({ body: { email: user.email, password: { ne: '' } } }),
    ],
    ['arrays', () => ({ body: { email: [user.email, 'b@example.org'], password: ['a', 'b'] } })],
    ['numbers and null', () => ({ body: { email: 12345, password: null } })],
    [
      'a huge email',
      () => ({ body: { email: `${'a'.repeat(1_000_000)}@example.org`, password: 'x-123' } }),
    ],
    ['a huge password', () => ({ body: { email: user.email, password: 'p'.repeat(1_000_000) } })],
    [
      'NUL in the email',
      () => ({ body: { email: `${user.email}\u0000`, password: user.password } }),
    ],
    ['NUL in the password', () => ({ body: { email: user.email, password: 'wrong\u0000pass' } })],
    [
      'repeated fields (the last wins, a wrong one)',
      () => json(`{"email":"${user.email}","password":"${user.password}","password":"wrong-123"}`),
    ],
    ['lone surrogates', () => json('{"email":"\\ud800@example.org","password":"\\udfff"}')],
    [
      'percent-encoded email',
      () => ({ body: { email: encodeURIComponent(user.email), password: user.password } }),
    ],
    ['broken JSON', () => json('{"email":')],
    ['JSON null', () => json('null')],
    ['a JSON array', () => json('[1,2,3]')],
    ['a JSON string', () => json('"hello"')],
    ['no body', () => ({ headers: { 'Content-Type': 'application/json' } })],
    [
      'form-urlencoded',
      () =>
        json(
          `email=${encodeURIComponent(user.email)}&password=wrong-123`,
          'application/x-www-form-urlencoded',
        ),
    ],
    [
      'text/plain JSON',
      () => json(`{"email":"${user.email}","password":"wrong-123"}`, 'text/plain'),
    ],
    [
      'UTF-16 bytes called JSON',
      () => ({
        raw: new Uint8Array(Buffer.from(`{"email":"${user.email}","password":"x"}`, 'utf16le')),
        headers: { 'Content-Type': 'application/json; charset=utf-16' },
      }),
    ],
    [
      'a multipart _payload',
      () => {
        const form = new FormData()
        form.set('_payload', JSON.stringify({ email: user.email, password: 'wrong-123' }))
        form.append('_payload', JSON.stringify({ email: '__proto__', password: 'x' }))
        return { raw: form }
      },
    ],
    ['garbage multipart', () => json('--x\r\nnope', 'multipart/form-data; boundary=x')],
  ]

  it.each(cases)('%s', async (_name, make) => {
    const { body, raw, headers } = make()
    const res = await send('POST', LOGIN, {
      body,
      raw,
      headers: { 'X-Forwarded-For': nextIp(), ...headers },
    })
    expect([400, 401], `${res.status} ${res.text.slice(0, 300)}`).toContain(res.status)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(({} as Record<string, unknown>).email).toBeUndefined()
  })

  it('the right credentials still work afterwards', async () => {
    await signIn(user.email, user.password)
  })
})

describe('database outage', () => {
  it('sign-in answers 503 with a clear message (right and wrong password), then recovers', async () => {
    const user = await makeUser('outage')
    const outage = await cutDatabase()
    try {
      for (const password of [user.password, 'wrong-password-1']) {
        const res = await login(user.email, password, nextIp())
        expect(res.status, res.text).toBe(503)
        expect(res.json.errors[0].message).toBe(SIGN_IN_UNAVAILABLE)
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
        expect(res.headers.get('set-cookie')).toBeNull()
      }
    } finally {
      await outage.restore()
    }
    await expect
      .poll(async () => (await login(user.email, user.password, nextIp())).status, {
        timeout: 20_000,
      })
      .toBe(200)
  })
})

afterAll(() => {
  resetRateLimits()
})
