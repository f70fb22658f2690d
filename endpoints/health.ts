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

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/** GET /api/health — status, database, uptime (s), memory (MB). */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const connected = await databaseConnected(req.payload)
    const mem = process.memoryUsage()
    const body = {
      status: connected ? 'healthy' : 'unhealthy',
      database: connected ? 'connected' : 'disconnected',
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
