import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { migrate, seed, serve, waitForHealth } from '../../scripts/lib/app'
import { createFreshDatabase, databaseEnv } from '../../scripts/lib/database'
import { startCluster, type EmbeddedCluster } from '../../scripts/lib/embedded-postgres'

/**
 * A full disk during a page save, on the embedded PostgreSQL (whose data sits on the same disk
 * as everything else a small install has): the page stays whole — the last good save, or the new
 * one entirely — the site keeps serving it, and once there is room the next save works. The
 * cluster lives on a small filesystem of its own (tmpfs), which needs root to mount.
 */
const ADMIN = { email: 'full-disk@example.org', password: 'full-disk-password-1' }
const port = Number(process.env.E2E_PORT ?? 3100) + 21
const base = `http://127.0.0.1:${port}`

function canMount(): boolean {
  if (userInfo().uid !== 0) return false
  const probe = mkdtempSync(path.join(tmpdir(), 'mount-probe-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' })
    execFileSync('umount', [probe])
    return true
  } catch {
    return false
  } finally {
    rmSync(probe, { recursive: true, force: true })
  }
}

test('a full disk during a page save: the page stays whole and the next save works', async () => {
  test.skip(!canMount(), 'needs root and a tmpfs mount for a filesystem that can fill up')
  test.setTimeout(240_000)
  const mnt = mkdtempSync(path.join(tmpdir(), 'full-disk-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256m,mode=755', 'tmpfs', mnt])
  const filler = path.join(mnt, 'filler')
  let cluster: EmbeddedCluster | undefined
  let server: ChildProcess | undefined
  try {
    cluster = await startCluster(path.join(mnt, 'data', 'postgres'))
    const db = await createFreshDatabase(cluster.url, 'full_disk')
    const env = {
      ...process.env,
      ...databaseEnv(db),
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SERVER_URL: base,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_HOST: '',
    }
    await migrate(env)
    await seed(env)
    server = serve({ ...env, HOSTNAME: '127.0.0.1' }, port)
    await waitForHealth(base, server)
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(base + url, {
        method,
        headers: { Origin: base, Cookie: cookie, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: res.status, json: (await res.json()) as Record<string, unknown> }
    }
    const found = await call('GET', '/api/pages?where[slug][equals]=about&depth=0&limit=1')
    const about = (found.json.docs as Record<string, unknown>[])[0]
    const blocks = (about.layout as { blockType: string }[]).map((b) => b.blockType)

    // Fill the filesystem to the last byte.
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=1024'], {
        stdio: 'ignore',
      })
    } catch {
      // dd stops with "No space left on device": that is the point.
    }
    // Every block twice: new rows in the blocks' tables and in the versions'.
    const layout = [
      ...(about.layout as Record<string, unknown>[]),
      ...(about.layout as Record<string, unknown>[]),
    ].map((block) => JSON.parse(JSON.stringify(block, (k, v) => (k === 'id' ? undefined : v))))
    const onFullDisk = await call('PATCH', `/api/pages/${about.id}?locale=en`, {
      title: 'About, saved on a full disk',
      layout,
      _status: 'published',
    })
    // Saved whole, or refused with 503 and what to do: never a 500.
    expect([200, 503], JSON.stringify(onFullDisk.json)).toContain(onFullDisk.status)
    if (onFullDisk.status === 503)
      expect(JSON.stringify(onFullDisk.json)).toContain('Nothing was saved; please try again')
    const during = (await call('GET', `/api/pages/${about.id}?locale=en&depth=0`)).json
    if (onFullDisk.status === 200) {
      expect(during.title).toBe('About, saved on a full disk')
      expect((during.layout as unknown[]).length).toBe(blocks.length * 2)
    } else {
      expect(during.title, 'the last good save').toBe(about.title)
      expect((during.layout as { blockType: string }[]).map((b) => b.blockType)).toEqual(blocks)
    }
    expect((await fetch(`${base}/about`)).status).toBe(200)

    rmSync(filler)
    const withRoom = await call('PATCH', `/api/pages/${about.id}?locale=en`, {
      title: 'About, saved with room again',
      _status: 'published',
    })
    expect(withRoom.status, JSON.stringify(withRoom.json)).toBe(200)
    const after = (await call('GET', `/api/pages/${about.id}?locale=en&depth=0`)).json
    expect(after.title).toBe('About, saved with room again')
    expect((after.layout as unknown[]).length).toBe((during.layout as unknown[]).length)
    await expect
      .poll(async () => (await (await fetch(`${base}/about`)).text()).includes('saved with room'))
      .toBe(true)
  } finally {
    server?.kill('SIGTERM')
    await cluster?.stop().catch(() => undefined)
    execFileSync('umount', ['-l', mnt])
    rmSync(mnt, { recursive: true, force: true })
  }
})
