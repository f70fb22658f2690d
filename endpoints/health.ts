import type { Endpoint, Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { databaseNotice, getSharedState } from '@domain/process-bridge.mjs'
import { readCrisisResources } from '../src/lib/cms/queries'

const PING_TIMEOUT_MS = 2000
const startedAt = Date.now()

/** `work` within PING_TIMEOUT_MS, else a rejection naming `what`. */
async function inTime(work: () => Promise<unknown>, what: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} timed out`)), PING_TIMEOUT_MS)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

async function pingDatabase(payload: Payload): Promise<boolean> {
  const { drizzle } = payload.db as unknown as {
    drizzle?: { execute: (q: unknown) => Promise<unknown> }
  }
  if (!drizzle) return false
  return inTime(async () => drizzle.execute(sql`select 1`), 'database ping').then(
    () => true,
    () => false,
  )
}

/**
 * The read every visitor in crisis needs — the published crisis lines, as /crisis reads them
 * (src/lib/cms/queries, access control of an anonymous visitor) — so a process whose Payload
 * can no longer serve a read is reported unhealthy even while the database answers.
 */
async function contentReadable(payload: Payload): Promise<boolean> {
  try {
    await inTime(() => readCrisisResources(payload), 'content read')
    return true
  } catch (error) {
    payload.logger.error(`Health: the crisis lines could not be read: ${(error as Error).message}`)
    return false
  }
}

/**
 * Whether the shared prototypes are as the runtime made them. A property added to
 * Object.prototype (prototype pollution) changes how every object in the process behaves —
 * Payload's options, access results — so such a process must be replaced, not kept serving.
 */
export function prototypesIntact(): boolean {
  for (const proto of [Object.prototype, Array.prototype, Function.prototype, String.prototype]) {
    for (const key in proto) {
      void key
      return false
    }
  }
  return true
}

type Checks = { database: boolean; content: boolean; intact: boolean }

/** How long one set of checks answers every health request (monitors, visitors, balancers). */
export const HEALTH_CHECK_TTL_MS = 1000

/**
 * Concurrent health checks share one run, and a run's result answers for HEALTH_CHECK_TTL_MS:
 * under load (a monitor, a load balancer and visitors' status checks at once) the endpoint costs
 * one `select 1` and one content read a second, not a pooled connection each.
 */
let inFlight: Promise<Checks> | null = null
let last: { checks: Checks; at: number } | null = null
function runChecks(payload: Payload): Promise<Checks> {
  if (last && Date.now() - last.at < HEALTH_CHECK_TTL_MS) return Promise.resolve(last.checks)
  inFlight ??= (async () => {
    const intact = prototypesIntact()
    const database = await pingDatabase(payload)
    const content = database ? await contentReadable(payload) : false
    last = { checks: { database, content, intact }, at: Date.now() }
    return last.checks
  })().finally(() => {
    inFlight = null
  })
  return inFlight
}

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/**
 * GET /api/health — status, database, content, cache, uptime (s), memory (MB). 503 when the
 * database does not answer, the crisis lines cannot be read through Payload, or the process's
 * prototypes were tampered with: a supervisor or load balancer then replaces the process. A cache
 * without Redis still serves every page, so it is 'degraded' with 200.
 */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const { database, content, intact } = await runChecks(req.payload)
    const healthy = database && content && intact
    const mem = process.memoryUsage()
    // The cache shared by several instances (src/server/shared-state.mjs, present when REDIS_URL
    // is set): 'shared' while Redis answers, 'degraded' while this instance serves from its own
    // caches and counts limits alone; 'local' for a single instance without Redis.
    const cache = getSharedState()?.status ?? 'local'
    const body = {
      status: !healthy ? 'unhealthy' : cache === 'degraded' ? 'degraded' : 'healthy',
      database: database ? 'connected' : 'disconnected',
      // `npm start` restarting its embedded database: what happened, in its words.
      ...(!database && databaseNotice() ? { problem: databaseNotice() } : {}),
      content: content ? 'readable' : 'failing',
      ...(intact ? {} : { process: 'tampered' }),
      cache,
      uptime: Math.round((Date.now() - startedAt) / 1000),
      memory: { used: toMb(mem.heapUsed), total: toMb(mem.heapTotal) },
      timestamp: new Date().toISOString(),
    }
    return Response.json(body, {
      status: healthy ? 200 : 503,
      headers: { 'Cache-Control': 'no-store' },
    })
  },
}
