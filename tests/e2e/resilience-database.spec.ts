import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { migrate, seed, serve, waitForHealth } from '../../scripts/lib/app'
import { databaseEnv, spawnEmbeddedDatabase, type Database } from '../../scripts/lib/database'

/**
 * A database this test owns (embedded Postgres in its own process, data on disk), a second
 * production server on it, and a real outage: the database process is stopped and started.
 */
test('pages and crisis help keep serving while the database is down, and all recovers', async () => {
  test.setTimeout(240_000)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outage-db-'))
  const dbPort = 20_000 + Math.floor(Math.random() * 10_000)
  const appPort = 3400 + Math.floor(Math.random() * 100)
  const base = `http://127.0.0.1:${appPort}`
  let db: Database = await spawnEmbeddedDatabase(dataDir, dbPort)
  const env = {
    ...process.env,
    ...databaseEnv(db),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SERVER_URL: base,
  }
  let server: ReturnType<typeof serve> | undefined
  try {
    await migrate(env)
    await seed(env)
    server = serve({ ...env, HOSTNAME: '127.0.0.1' }, appPort)
    await waitForHealth(base, server)
    for (const p of ['/', '/about', '/crisis']) expect((await fetch(base + p)).status, p).toBe(200)

    await db.stop()
    // The server shares one health answer for 250 ms (src/server/micro-cache.mjs).
    await expect
      .poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 5_000 })
      .toBe(503)
    const health = await fetch(`${base}/api/health`)
    expect(await health.json()).toMatchObject({ status: 'unhealthy' })
    for (const p of ['/', '/about']) {
      const res = await fetch(base + p)
      expect(res.status, `${p} while the database is down`).toBe(200)
    }
    const crisis = await fetch(`${base}/crisis`)
    expect(crisis.status).toBe(200)
    const html = await crisis.text()
    expect(html).toContain('988')
    expect(html).toContain('tel:18664887386')

    db = await spawnEmbeddedDatabase(dataDir, dbPort)
    await expect
      .poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 60_000 })
      .toBe(200)
    expect((await fetch(`${base}/services`)).status).toBe(200)
  } finally {
    server?.kill('SIGTERM')
    await db.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
