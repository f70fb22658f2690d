import type { Endpoint, Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

const PING_TIMEOUT_MS = 2000
const startedAt = Date.now()

async function pingDatabase(payload: Payload): Promise<boolean> {
  const db = payload.db as unknown as { drizzle?: { execute: (q: unknown) => Promise<unknown> } }
  if (!db.drizzle) return false
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      db.drizzle.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS)
      }),
    ])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Concurrent health checks share one ping: under load (a monitor, a load balancer and visitors'
 * status checks at once) the endpoint costs one `select 1`, not one pooled connection each.
 * Nothing is cached between pings, so an outage shows on the very next check.
 */
let inFlight: Promise<boolean> | null = null
function databaseConnected(payload: Payload): Promise<boolean> {
  inFlight ??= pingDatabase(payload).finally(() => {
    inFlight = null
  })
  return inFlight
}

/**
 * The cache shared by several instances (src/server/shared-state.mjs, present when REDIS_URL is
 * set): 'shared' while Redis answers, 'degraded' while this instance serves from its own caches
 * and counts limits alone; 'local' for a single instance without Redis.
 */
const SHARED_STATE = Symbol.for('community-network.shared-state')
function cacheState(): 'local' | 'shared' | 'degraded' {
  const shared = (globalThis as Record<symbol, { status: 'shared' | 'degraded' } | undefined>)[
    SHARED_STATE
  ]
  return shared ? shared.status : 'local'
}

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/**
 * GET /api/health — status, database, cache, uptime (s), memory (MB). 503 only when the database
 * does not answer; a cache without Redis still serves every page, so it is 'degraded' with 200.
 */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const connected = await databaseConnected(req.payload)
    const mem = process.memoryUsage()
    const cache = cacheState()
    const body = {
      status: !connected ? 'unhealthy' : cache === 'degraded' ? 'degraded' : 'healthy',
      database: connected ? 'connected' : 'disconnected',
      cache,
      uptime: Math.round((Date.now() - startedAt) / 1000),
      memory: { used: toMb(mem.heapUsed), total: toMb(mem.heapTotal) },
      timestamp: new Date().toISOString(),
    }
    return Response.json(body, {
      status: connected ? 200 : 503,
      headers: { 'Cache-Control': 'no-store' },
    })
  },
}
