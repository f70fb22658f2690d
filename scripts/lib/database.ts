import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { keptSecret, startCluster, startTemporaryCluster } from './embedded-postgres'
import { superviseEmbedded, type SupervisorEvents } from './embedded-supervisor'

/** Local data of `npm start` without DATABASE_URL; LOCAL_DATA_DIR moves it (tests use a temporary one). */
export const DATA_DIR = path.resolve(process.env.LOCAL_DATA_DIR || '.data')

/** A path as short as it can be shown: relative inside the checkout, absolute outside it. */
export function shownPath(p: string): string {
  const rel = path.relative('.', p)
  return rel && !rel.startsWith('..') ? rel : path.resolve(p)
}

/** How long `npm start` waits for DATABASE_URL's server before it says it is unreachable. */
export const CONNECT_TIMEOUT_MS = 10_000

export type Database = {
  url: string
  /** Pool size the app must use with this database. */
  poolMax: number
  embedded: boolean
  stop: () => Promise<void>
}

/** What the app (payload.config.ts via src/lib/env.ts) needs to know about its database. */
export function databaseEnv(db: Database): Record<string, string> {
  return { DATABASE_URL: db.url, DATABASE_POOL_MAX: String(db.poolMax) }
}

/**
 * `npm start`'s embedded PostgreSQL in `clusterDir` (see ./embedded-postgres.ts); with `events`,
 * restarted whenever its process ends on its own (./embedded-supervisor.ts).
 */
export async function startEmbeddedDatabase(
  clusterDir: string,
  events?: SupervisorEvents,
): Promise<Database> {
  const cluster = await startCluster(clusterDir)
  const stop = events ? superviseEmbedded(clusterDir, cluster, events).stop : cluster.stop
  return { url: cluster.url, poolMax: 10, embedded: true, stop }
}

/** DATABASE_URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(DATABASE_URL is not a valid URL)'
  }
}

/** DATABASE_URL's Postgres, after proving it answers within CONNECT_TIMEOUT_MS. */
export async function connectExternalDatabase(url: string, poolMax: number): Promise<Database> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  })
  // A server that accepts the connection but never answers must not hold the start forever.
  const silent = setTimeout(() => void client.end().catch(() => undefined), CONNECT_TIMEOUT_MS)
  try {
    await client.connect()
    await client.query('select 1')
  } catch (err) {
    // A missing database is fine: the adapter creates it on first connect.
    if ((err as { code?: string }).code !== '3D000') {
      const reason = err instanceof Error ? err.message || err.name : String(err)
      throw new Error(
        `Could not connect to ${redactedUrl(url)} (waited up to ${CONNECT_TIMEOUT_MS / 1000} s): ${reason}`,
      )
    }
  } finally {
    clearTimeout(silent)
    await client.end().catch(() => undefined)
  }
  return { url, poolMax, embedded: false, stop: async () => undefined }
}

/** One statement on the server of `url`, on a connection of its own. */
async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A new, empty database on the server of `baseUrl`, dropped again by `stop`. */
export async function createFreshDatabase(baseUrl: string, label: string): Promise<Database> {
  const name = `${label}_${Date.now()}_${process.pid}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase()
  await onServer(baseUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    poolMax: 10,
    embedded: false,
    stop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}

/**
 * A test database: fresh on the Postgres of DATABASE_URL, or on a throwaway embedded cluster
 * (the same server `npm start` runs) when none is set. Both have an admin connection
 * (`adminUrl`, the server's `postgres` database) that tests use to cut the database off.
 */
export async function createTestDatabase(label: string): Promise<Database & { adminUrl: string }> {
  const base = process.env.DATABASE_URL
  if (base) return { ...(await createFreshDatabase(base, label)), adminUrl: base }
  const cluster = await startTemporaryCluster()
  const db = await createFreshDatabase(cluster.url, label)
  return {
    ...db,
    embedded: true,
    adminUrl: cluster.url,
    stop: async () => {
      await db.stop().catch(() => undefined)
      await cluster.stop()
    },
  }
}

/** The secret of the embedded mode: generated once, kept under .data/ (never committed). */
export function localSecret(): string {
  mkdirSync(DATA_DIR, { recursive: true })
  return keptSecret(path.join(DATA_DIR, 'payload-secret'), 32)
}
