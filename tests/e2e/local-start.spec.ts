import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * `npm start` as a new user runs it: no DATABASE_URL, no SERVER_URL, no .env. Runs in the
 * `own-servers` project (playwright.config.ts), after a build exists. The first start prints the
 * generated admin password. A second start on the same data refuses in one line. A start killed
 * with -9 leaves nothing that blocks the next one, which keeps the content (nothing acknowledged
 * is lost) and points at the login file instead of printing the password. Two starts in all: a
 * start is the slowest thing in the e2e tier (a stop with Ctrl-C is the `finally` below).
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 7

function startApp(dataDir: string, onPort = port): { child: ChildProcess; output: () => string } {
  let out = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(onPort),
      LOCAL_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVER_URL: '',
      PAYLOAD_SECRET: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()))
  return { child, output: () => out }
}

async function waitReady(app: ReturnType<typeof startApp>) {
  try {
    await expect
      .poll(
        () => {
          if (app.child.exitCode !== null) throw new Error(`npm start exited:\n${app.output()}`)
          return app.output().includes('▶ Ready at')
        },
        { timeout: 180_000, intervals: [500] },
      )
      .toBe(true)
  } catch (error) {
    // What it printed says where it stopped.
    throw new Error(`npm start was not ready in time; it printed:\n${app.output()}`, {
      cause: error,
    })
  }
}

async function exitOf(app: ReturnType<typeof startApp>): Promise<number | null> {
  if (app.child.exitCode === null) await new Promise((r) => app.child.once('exit', r))
  return app.child.exitCode
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGINT')
  await exited
}

test('npm start: sign-in works from every local address; killed with -9, the next start takes over and keeps the content', async ({
  playwright,
}) => {
  test.setTimeout(420_000)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'local-start-'))
  const label = `About ${Date.now().toString(36)}`
  let app = startApp(dataDir)
  const contexts: APIRequestContext[] = []
  try {
    await waitReady(app)
    const first = app.output()
    expect(first).toMatch(/▶ Database: starting embedded PostgreSQL/)
    const email = first.match(/First admin user created: (\S+)/)?.[1]
    const password = first.match(/Generated password \(shown once\): (\S+)/)?.[1]
    expect(email && password, first).toBeTruthy()

    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const origin = `http://${host}:${port}`
      const api = await playwright.request.newContext({
        baseURL: origin,
        extraHTTPHeaders: { Origin: origin },
      })
      contexts.push(api)
      const login = await api.post('/api/users/login', { data: { email, password } })
      expect(login.status(), `sign-in at ${origin}`).toBe(200)
    }
    const foreign = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      extraHTTPHeaders: { Origin: 'http://example.com' },
    })
    contexts.push(foreign)
    const refused = await foreign.post('/api/users/login', { data: { email, password } })
    expect(refused.status()).toBe(403)

    const api = contexts[1]
    const menus = await api.get('/api/menus?where[key][equals]=about&depth=0')
    const menu = ((await menus.json()) as { docs: { id: number }[] }).docs[0]
    const saved = await api.patch(`/api/menus/${menu.id}`, { data: { buttonLabel: label } })
    expect(saved.status(), await saved.text()).toBe(200)

    // A second start on the same data, on another port: one line, exit 1, nothing touched.
    const other = startApp(dataDir, port + 1)
    expect(await exitOf(other)).toBe(1)
    expect(other.output().trim()).toBe(
      `✖ The data in ${dataDir}/ is in use by another start (pid ${app.child.pid}, port ${port}): stop it first, or give this one its own folder with LOCAL_DATA_DIR.`,
    )
    expect((await api.get('/api/health')).status()).toBe(200)

    // Killed with -9 right after an acknowledged save: its server stops with it, and its database
    // server is left running until the next start takes the data over and stops it first. That
    // start keeps the content, the save acknowledged last included, and points at the login file
    // instead of printing the password again.
    const killedLabel = `${label} (before kill -9)`
    const beforeKill = await api.patch(`/api/menus/${menu.id}`, {
      data: { buttonLabel: killedLabel },
    })
    expect(beforeKill.status()).toBe(200)
    app.child.kill('SIGKILL')
    await exitOf(app)
    app = startApp(dataDir)
    await waitReady(app)
    const second = app.output()
    expect(second).toContain('Admin login: see')
    expect(second).toContain(path.join(dataDir, 'admin-login.txt'))
    expect(second).not.toContain(password!)
    const after = await api.get('/api/menus?where[key][equals]=about&depth=0')
    expect(((await after.json()) as { docs: { buttonLabel: string }[] }).docs[0].buttonLabel).toBe(
      killedLabel,
    )
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()))
    await stop(app.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
})
