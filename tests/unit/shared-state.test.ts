import { spawn, type ChildProcess } from 'node:child_process'
import { createConnection } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimit, resetRateLimits } from '@domain/rate-limit'
import { setSharedState } from '@domain/process-bridge.mjs'
import { createSharedState, type SharedState } from '../../src/server/shared-state.mjs'

/** A private redis-server (this test stops it), on a port of the run's own range. */
const port = Number(process.env.E2E_PORT ?? 3100) + 16
let redis: ChildProcess | undefined
const states: SharedState[] = []

async function startRedis() {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = createConnection(port, '127.0.0.1')
      s.once('connect', () => (s.end(), resolve(true)))
      s.once('error', () => (s.destroy(), resolve(false)))
    })
    if (up) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('redis-server did not start')
}

async function stopRedis() {
  const child = redis
  redis = undefined
  if (!child || child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

function instance(prefix: string) {
  const state = createSharedState({ url: `redis://127.0.0.1:${port}/0`, prefix, log: () => {} })
  states.push(state)
  return state
}

beforeAll(startRedis)
afterAll(async () => {
  await Promise.all(states.map((s) => s.close()))
  setSharedState(undefined)
  await stopRedis()
})

describe('shared state in Redis (several instances)', () => {
  it('counts hits from two instances atomically in one window', async () => {
    const [a, b] = [instance('t1:'), instance('t1:')]
    await until(() => a.status === 'shared' && b.status === 'shared')
    const hits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit('login:203.0.113.9', 60_000)),
    )
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    )
    for (const h of hits) expect(h.resetInMs).toBeGreaterThan(59_000)
    expect(await b.peek('login:203.0.113.9')).toMatchObject({ count: 60 })
    expect(await a.peek('login:198.51.100.1')).toBeNull()
  })

  it('takes places under a cap from two instances exactly, never over it, and gives them back', async () => {
    const [a, b] = [instance('t1t:'), instance('t1t:')]
    await until(() => a.status === 'shared' && b.status === 'shared')
    const takes = await Promise.all(
      Array.from({ length: 150 }, (_, i) => (i % 2 ? a : b).take('acct:x', 5, 60_000)),
    )
    expect(takes.filter((t) => t.taken)).toHaveLength(5)
    expect(
      takes
        .filter((t) => t.taken)
        .map((t) => t.count)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5])
    expect(await a.peek('acct:x')).toMatchObject({ count: 5 })
    await b.giveBack('acct:x')
    expect((await a.take('acct:x', 5, 60_000)).taken).toBe(true)
    expect((await a.take('acct:x', 5, 60_000)).taken).toBe(false)
    await a.giveBack('acct:none')
    expect(await a.peek('acct:none')).toBeNull()
  })

  it('delivers every tag event to every instance, the sender included', async () => {
    const [a, b] = [instance('t2:'), instance('t2:')]
    await until(() => a.status === 'shared' && b.status === 'shared')
    const seen: string[][] = [[], []]
    a.onInvalidate((tags) => seen[0].push(...tags))
    b.onInvalidate((tags) => seen[1].push(...tags))
    expect(await a.publish(['crisis-resources', 'page:about'])).toBe(true)
    await until(() => seen[0].length === 2 && seen[1].length === 2)
    expect(seen).toEqual([
      ['crisis-resources', 'page:about'],
      ['crisis-resources', 'page:about'],
    ])
    // Another prefix (another site or test run on the same Redis) hears nothing of it.
    const other = instance('t2-other:')
    const heard: string[] = []
    other.onInvalidate((tags) => heard.push(...tags))
    await until(() => other.status === 'shared')
    await a.publish(['menus'])
    await until(() => seen[1].includes('menus'))
    expect(heard.filter((t) => t !== '*')).toEqual([])
  })

  it('rate limits share the window, fall back to memory without Redis, and recover', async () => {
    const a = instance('t3:')
    await until(() => a.status === 'shared')
    setSharedState(a)
    resetRateLimits()
    for (let i = 0; i < 3; i++) expect(await rateLimit('form:x', 3, 60_000)).toEqual({ ok: true })
    expect(await a.peek('form:x')).toMatchObject({ count: 3 })
    expect(await rateLimit('form:x', 3, 60_000)).toMatchObject({ ok: false })

    const replayed: string[] = []
    a.setReplay(async (tag) => {
      replayed.push(tag)
    })
    const events: string[] = []
    a.onInvalidate((tags) => events.push(...tags))
    await stopRedis()
    await until(() => a.status === 'degraded')
    // Memory now: a fresh count, never an exception.
    expect(await rateLimit('form:x', 3, 60_000)).toEqual({ ok: true })
    // A change while Redis is away is kept and replayed when it is back; local caches start over.
    expect(await a.publish(['crisis-resources'])).toBe(false)

    await startRedis()
    await until(() => a.status === 'shared')
    await until(() => events.includes('*'))
    expect(replayed).toEqual(['crisis-resources'])
    expect(events).toContain('crisis-resources')
  })
})
