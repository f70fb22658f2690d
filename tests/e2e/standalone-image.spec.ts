import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'
import { waitForHealth } from '../../scripts/lib/app'
import { createTestDatabase, type Database } from '../../scripts/lib/database'

/**
 * The Docker image, without a Docker engine: the runtime stage's COPY lines of the Dockerfile are
 * carried out as written (from this checkout's build, which is standalone output) into an empty
 * folder, and its CMD runs there with the environment docker-compose.yml gives `app`, against a
 * fresh Postgres with SEED=1. Nothing else of the checkout is reachable from that folder: what
 * the image lacks, this test lacks.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 15
const url = `http://127.0.0.1:${port}`
const ADMIN = {
  email: 'image-admin@example.org',
  password: `image-${randomBytes(8).toString('hex')}`,
}

test.skip(
  !process.env.DATABASE_URL,
  'the image runs against Postgres (docker-compose.yml): needs DATABASE_URL',
)

type Stage = { copies: { from: string; to: string }[]; env: Record<string, string>; cmd: string[] }

/** The runtime stage of the Dockerfile: its COPY --from=build lines, ENV and CMD. */
function runtimeStage(): Stage {
  const lines = readFileSync('Dockerfile', 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
  const start = lines.findIndex((l) => /^FROM .* AS runtime$/i.test(l))
  expect(start, 'Dockerfile has a runtime stage').toBeGreaterThan(-1)
  const stage: Stage = { copies: [], env: {}, cmd: [] }
  for (const line of lines.slice(start + 1)) {
    if (/^FROM /i.test(line)) break
    const copy = /^COPY --from=build(?: --chown=\S+)? (\S+) (\S+)$/.exec(line)
    if (copy) stage.copies.push({ from: copy[1], to: copy[2] })
    else if (/^COPY /.test(line)) throw new Error(`unexpected COPY in the runtime stage: ${line}`)
    const env = /^ENV (.+)$/.exec(line)
    if (env) for (const [, k, v] of env[1].matchAll(/(\w+)=(\S+)/g)) stage.env[k] = v
    const cmd = /^CMD (\[.*\])$/.exec(line)
    if (cmd) stage.cmd = JSON.parse(cmd[1]) as string[]
  }
  return stage
}

/**
 * What docker-compose.yml's `app` service sets in `environment:` (besides .env), with the
 * compose variables filled in. A small reader for the file's own two-space layout.
 */
function composeAppEnv(vars: Record<string, string>): Record<string, string> {
  const lines = readFileSync('docker-compose.yml', 'utf8').split('\n')
  const app = lines.indexOf('  app:')
  expect(app, 'docker-compose.yml has an app service').toBeGreaterThan(-1)
  const envAt = lines.findIndex((l, i) => i > app && l === '    environment:')
  const env: Record<string, string> = {}
  for (const line of lines.slice(envAt + 1)) {
    const m = /^ {6}(\w+): (.*)$/.exec(line)
    if (!m) break
    env[m[1]] = m[2]
      .replace(/^'(.*)'$/, '$1')
      .replace(/\$\{(\w+)(?:[:?-][^}]*)?\}/g, (_, name: string) => vars[name] ?? '')
  }
  expect(Object.keys(env)).toContain('DATABASE_URL')
  return env
}

let db: Database | undefined
let server: ChildProcess | undefined
let dir = ''

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r))
    server.kill('SIGTERM')
    await exited
  }
  await db?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('the image starts on a fresh Postgres: migrations, seed, pages, sign-in, uploads', async () => {
  test.setTimeout(240_000)
  expect(
    existsSync('.next/standalone/server.js'),
    'the build is standalone output (next.config.ts)',
  ).toBe(true)
  const stage = runtimeStage()
  dir = mkdtempSync(path.join(tmpdir(), 'image-'))
  for (const { from, to } of stage.copies) {
    const source = path.resolve(from.replace(/^\/app\/?/, '') || '.')
    cpSync(source, path.resolve(dir, to), { recursive: true, dereference: false })
  }
  expect(stage.cmd[0]).toBe('node')

  db = await createTestDatabase('image')
  const password = new URL(db.url).password
  const database = new URL(db.url)
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH ?? '',
    HOME: dir,
    ...stage.env,
    ...composeAppEnv({ POSTGRES_PASSWORD: password }),
    // The compose file's database is the `db` service; here it is the fresh one.
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SERVER_URL: url,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    SEED: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }
  expect(env.NODE_ENV).toBe('production')
  const [, ...args] = stage.cmd
  // With an IPC channel, as `serve` gives it: server.mjs says when it listens.
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
  server = child
  await waitForHealth(url, child, 120_000)

  const health = (await (await fetch(`${url}/api/health`)).json()) as Record<string, unknown>
  expect(health).toMatchObject({ status: 'healthy', database: 'connected', cache: 'local' })

  // Every migration of the checkout ran at start.
  const migrations = readdirSync('src/migrations').filter(
    (f) => f.endsWith('.ts') && f !== 'index.ts',
  ).length
  const client = new pg.Client({ connectionString: database.toString() })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from payload_migrations where batch > 0 and name <> 'dev'",
    )
    expect(Number(rows[0].n)).toBe(migrations)
  } finally {
    await client.end()
  }

  // SEED=1 loaded the demo content: the crisis lines and the home page.
  const crisis = await fetch(`${url}/crisis`)
  expect(crisis.status).toBe(200)
  expect(await crisis.text()).toContain('988')
  const home = await fetch(`${url}/`)
  expect(home.status).toBe(200)
  expect(home.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/)

  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(login.status).toBe(200)
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c.startsWith('payload-token='))
    .join('; ')
  const admin = await fetch(`${url}/admin`, { headers: { Cookie: cookie } })
  expect(admin.status).toBe(200)

  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image-test.png')
  form.append('_payload', JSON.stringify({ alt: 'Uploaded to the image' }))
  const upload = await fetch(`${url}/api/media`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: url },
    body: form,
  })
  const created = (await upload.json()) as { doc: { url: string; filename: string } }
  expect(upload.status, JSON.stringify(created).slice(0, 300)).toBe(201)
  const file = await fetch(new URL(created.doc.url, url))
  expect(file.status).toBe(200)
  expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true)
  // In the image's own media folder (the compose file's `media` volume), not the checkout's.
  expect(existsSync(path.join(dir, 'media', created.doc.filename))).toBe(true)
})
