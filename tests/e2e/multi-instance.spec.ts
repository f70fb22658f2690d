import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import { migrate, seed, serve, waitForHealth } from '../../scripts/lib/app'
import { createTestDatabase, databaseEnv, type Database } from '../../scripts/lib/database'

/**
 * Two production instances on one fresh database and a private Redis (its own redis-server, so
 * the test can stop it), as docker-compose.yml's production profile runs them behind a proxy:
 * an edit on A shows on B within 2 s, the sign-in limits count across both, an image
 * uploaded through A is served by B from S3-compatible storage (s3rver), and with Redis gone both
 * keep serving (health: degraded) and recover without a restart.
 *
 * Its servers, database, Redis and bucket are its own: nothing it changes shows on the e2e
 * server, so none of its tests is @shared (playwright.config.ts runs it with the specs that
 * start servers of their own). Its tests run in order, on the servers beforeAll starts.
 */
const base = Number(process.env.E2E_PORT ?? 3100)
const portA = base + 11
const portB = base + 12
const redisPort = base + 13
const s3Port = base + 14
const BUCKET = 'site-media'
const A = `http://127.0.0.1:${portA}`
const B = `http://127.0.0.1:${portB}`
const PROPAGATION_LIMIT_MS = 2000

test.describe.configure({ mode: 'serial' })
test.skip(
  !process.env.DATABASE_URL,
  'several instances need a Postgres server: the embedded database is one session for one process',
)

let db: Database | undefined
let redis: ChildProcess | undefined
let s3: { close: () => Promise<void> } | undefined
/** Made in beforeAll: the runner also loads this file to list the tests, and runs no afterAll there. */
let s3Dir = ''
const servers: ChildProcess[] = []
/** The admin's session cookie (Payload sends no token to scripts); with A's Origin for CSRF. */
let cookie = ''

function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000
    const probe = () => {
      const socket = createConnection(redisPort, '127.0.0.1')
      socket.once('connect', () => {
        socket.end()
        resolve(child)
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`redis-server did not start on ${redisPort}`))
        else setTimeout(probe, 100)
      })
    }
    probe()
  })
}

function stopRedis(): Promise<void> {
  const child = redis
  redis = undefined
  if (!child || child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

const text = async (url: string) => (await fetch(url)).text()
const json = async (url: string) => (await fetch(url)).json() as Promise<Record<string, unknown>>

async function api(method: string, url: string, data?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: A },
    body: data === undefined ? undefined : JSON.stringify(data),
  })
  const body = (await res.json()) as Record<string, unknown>
  expect(res.ok, `${method} ${url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`).toBe(true)
  return body
}

async function findOne(collection: string, where: string): Promise<Record<string, unknown>> {
  const body = await api('GET', `${A}/api/${collection}?${where}&depth=0&limit=1`)
  const docs = body.docs as Record<string, unknown>[]
  expect(docs.length, `${collection} ${where}`).toBe(1)
  return docs[0]
}

/**
 * Warms B's caches for `path` (Next's page cache in Redis, B's micro cache), runs `edit` on A and
 * polls B until `expected` shows. Returns the milliseconds from A's answer to B's fresh page.
 */
async function propagation(
  what: string,
  path: string,
  expected: string,
  edit: () => Promise<void>,
) {
  for (let i = 0; i < 3; i++) expect(await text(B + path)).not.toContain(expected)
  await edit()
  const saved = performance.now()
  let html = ''
  while (performance.now() - saved < 10_000) {
    html = await text(B + path)
    if (html.includes(expected)) break
    await new Promise((r) => setTimeout(r, 20))
  }
  const ms = Math.round(performance.now() - saved)
  console.log(`propagation A → B, ${what} (${path}): ${ms} ms`)
  expect(html, `${what} on B`).toContain(expected)
  expect(ms, `${what}: B fresh within ${PROPAGATION_LIMIT_MS} ms`).toBeLessThan(
    PROPAGATION_LIMIT_MS,
  )
  return ms
}

async function editCrisisLine(label: string) {
  const line = await findOne('crisis-resources', 'where[slug][equals]=trans-lifeline')
  await propagation('crisis line', '/crisis', label, async () => {
    await api('PATCH', `${A}/api/crisis-resources/${line.id}`, {
      description: `${line.description as string} ${label}`,
      _status: 'published',
    })
  })
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  redis = await startRedis()
  // s3rver has no types; it takes S3RVER/S3RVER as its credentials.
  const S3rver = createRequire(import.meta.url)('s3rver') as new (o: object) => {
    run: () => Promise<unknown>
    close: () => Promise<void>
  }
  s3Dir = mkdtempSync(path.join(tmpdir(), 'multi-s3-'))
  const server = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: s3Dir })
  await server.run()
  s3 = server
  db = await createTestDatabase('multi')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...databaseEnv(db),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SERVER_URL: A,
    CSRF_ORIGINS: B,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The test stands in for the proxy: it gives each request a client address of its own.
    TRUSTED_PROXIES: 'loopback',
    REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
    REDIS_KEY_PREFIX: `cn-test-${randomBytes(4).toString('hex')}:`,
    HOSTNAME: '127.0.0.1',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  await migrate(env)
  await seed(env)
  servers.push(serve(env, portA), serve(env, portB))
  await Promise.all([waitForHealth(A, servers[0]), waitForHealth(B, servers[1])])
  const login = await fetch(`${A}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  expect(login.ok).toBe(true)
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c.startsWith('payload-token='))
    .join('; ')
  expect(cookie).not.toBe('')
})

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.exitCode !== null) return resolve()
          s.once('exit', () => resolve())
          s.kill('SIGTERM')
        }),
    ),
  )
  await stopRedis()
  await s3?.close()
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true })
  await db?.stop()
})

test('both instances share the cache through Redis: a crisis line, a menu label and a page edited on A are fresh on B within 2 s', async () => {
  for (const url of [A, B])
    expect(await json(`${url}/api/health`)).toMatchObject({ cache: 'shared' })
  await editCrisisLine(`Edited-on-A-${Date.now().toString(36)}`)

  const menu = await findOne('menus', 'where[key][equals]=about')
  const sections = structuredClone(menu.sections) as { items: { name: string; href: string }[] }[]
  const item = sections.flatMap((s) => s.items)[0]
  const label = `Menu-${Date.now().toString(36)}`
  item.name = label
  await propagation('menu label', '/services', label, async () => {
    await api('PATCH', `${A}/api/menus/${menu.id}`, { sections })
  })

  const page = await findOne('pages', 'where[slug][equals]=about')
  const title = `About us ${Date.now().toString(36)}`
  await propagation('page', '/about', title, async () => {
    await api('PATCH', `${A}/api/pages/${page.id}`, { title, _status: 'published' })
  })
})

test('an image uploaded through A is stored in S3 and served by B', async () => {
  const png = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 180, g: 40, b: 120 } },
  })
    .png()
    .toBuffer()
  const name = `multi-${randomBytes(4).toString('hex')}.png`
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'Uploaded through instance A' }))
  const res = await fetch(`${A}/api/media`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: A },
    body: form,
  })
  const created = (await res.json()) as {
    doc: {
      id: number
      filename: string
      url: string
      sizes: Record<string, { filename: string }>
    }
  }
  expect(res.status, JSON.stringify(created).slice(0, 300)).toBe(201)
  const { doc } = created
  // Not on this checkout's disk (A and B share it here): in the bucket.
  expect(existsSync(path.resolve('media', doc.filename))).toBe(false)
  // At media/<filename>, where uploads were kept before the official plugin: old buckets still serve.
  const stored = readdirSync(path.join(s3Dir, BUCKET), { recursive: true }).map(String)
  expect(stored.some((f) => f.split(path.sep).join('/').startsWith(`media/${doc.filename}`))).toBe(
    true,
  )

  expect(new URL(doc.url, B).pathname).toBe(`/api/media/file/${doc.filename}`)
  expect(new URL(doc.url, B).search, 'our own address, no storage prefix').toBe('')
  const original = await fetch(`${B}${new URL(doc.url, B).pathname}`)
  expect(original.status).toBe(200)
  expect(original.headers.get('content-type')).toBe('image/png')
  expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)
  const thumb = await fetch(`${B}/api/media/file/${doc.sizes.thumbnail.filename}`)
  expect(thumb.status).toBe(200)
  expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(400)
  expect((await fetch(`${B}/api/media/file/missing-${name}`)).status).toBe(404)

  await api('DELETE', `${A}/api/media/${doc.id}`)
  expect((await fetch(`${B}/api/media/file/${doc.filename}`)).status).toBe(404)
  const left = readdirSync(path.join(s3Dir, BUCKET), { recursive: true }).map(String)
  expect(left.filter((f) => f.includes(doc.filename.replace(/\.png$/, '')))).toEqual([])
})

test('sign-in failures for one account spread over A and B are refused at the same count as on one', async () => {
  const attempt = (url: string, ip: string, email: string) =>
    fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    }).then((r) => r.status)

  /** The attempt (1-based) first answered 429, alternating over `urls`. */
  async function limitedAt(urls: string[], ip: string, email: string): Promise<number> {
    for (let n = 1; n <= 20; n++) {
      const status = await attempt(urls[n % urls.length], ip, email)
      if (status === 429) return n
      expect(status).toBe(401)
    }
    return Infinity
  }
  // The counters of domain/rate-limit.ts, in Redis: per account and address, and per account.
  const email = (n: number) => `nobody-${n}-${randomBytes(4).toString('hex')}@example.org`
  const one = await limitedAt([A], '198.51.100.1', email(1))
  const spreadEmail = email(2)
  const two = await limitedAt([A, B], '198.51.100.2', spreadEmail)
  console.log(`sign-in failures before 429: one instance ${one - 1}, spread over two ${two - 1}`)
  expect(one).toBeLessThan(Infinity)
  expect(two).toBe(one)
  // Refused on both instances now, not only on the one that counted the last failure.
  expect(await attempt(A, '198.51.100.2', spreadEmail)).toBe(429)
  expect(await attempt(B, '198.51.100.2', spreadEmail)).toBe(429)
})

test('with Redis stopped both instances serve pages (health: degraded); back, propagation resumes', async () => {
  test.setTimeout(120_000)
  await stopRedis()
  for (const url of [A, B]) {
    await expect
      .poll(async () => (await json(`${url}/api/health`)).cache, { timeout: 15_000 })
      .toBe('degraded')
    const health = await fetch(`${url}/api/health`)
    expect(health.status).toBe(200)
    for (const path of ['/', '/crisis', '/about', '/services']) {
      const res = await fetch(url + path)
      expect(res.status, `${url}${path} without Redis`).toBe(200)
    }
    expect(await text(`${url}/crisis`)).toContain('988')
  }
  // Edits still work (their caches are local meanwhile), and sign-in is still limited per process.
  const line = await findOne('crisis-resources', 'where[slug][equals]=trans-lifeline')
  const during = `During-outage-${Date.now().toString(36)}`
  await api('PATCH', `${A}/api/crisis-resources/${line.id}`, {
    description: `${line.description as string} ${during}`,
    _status: 'published',
  })
  await expect.poll(async () => text(`${A}/crisis`), { timeout: 5_000 }).toContain(during)

  redis = await startRedis()
  for (const url of [A, B]) {
    await expect
      .poll(async () => (await json(`${url}/api/health`)).cache, { timeout: 15_000 })
      .toBe('shared')
  }
  // B dropped its own caches when Redis came back, so A's change made during the outage shows.
  await expect.poll(async () => text(`${B}/crisis`), { timeout: 5_000 }).toContain(during)
  await editCrisisLine(`After-restart-${Date.now().toString(36)}`)
})
