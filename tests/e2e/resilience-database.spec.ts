import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { migrate, seed, serve, waitForHealth } from '../../scripts/lib/app'
import { createFreshDatabase, databaseEnv } from '../../scripts/lib/database'
import { startCluster, type EmbeddedCluster } from '../../scripts/lib/embedded-postgres'

/**
 * A database server this test owns (the embedded PostgreSQL, data on disk), a second production
 * server on it, and a real outage: the database server is stopped and started again.
 */
test('pages and crisis help keep serving while the database is down, and all recovers', async () => {
  test.setTimeout(240_000)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outage-db-'))
  const clusterDir = path.join(dataDir, 'postgres')
  const dbPort = 20_000 + Math.floor(Math.random() * 10_000)
  const appPort = 3400 + Math.floor(Math.random() * 100)
  const base = `http://127.0.0.1:${appPort}`
  let cluster: EmbeddedCluster = await startCluster(clusterDir, dbPort)
  const db = await createFreshDatabase(cluster.url, 'outage')
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

    await cluster.stop()
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

    cluster = await startCluster(clusterDir, dbPort)
    await expect
      .poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 60_000 })
      .toBe(200)
    expect((await fetch(`${base}/services`)).status).toBe(200)
  } finally {
    server?.kill('SIGTERM')
    await cluster.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
