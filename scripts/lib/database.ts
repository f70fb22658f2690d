import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

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
  /** Process id of a separately running embedded database (tests pause it to simulate an outage). */
  pid?: number
  /** Pool size the app must use with this database. */
  poolMax: number
  embedded: boolean
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/**
 * What the app (payload.config.ts via src/lib/env.ts) needs to know about its database.
 * EMBEDDED_DB switches Payload's transactions off: see payload.config.ts for why.
 */
export function databaseEnv(db: Database): Record<string, string> {
  return {
    DATABASE_URL: db.url,
    DATABASE_POOL_MAX: String(db.poolMax),
    EMBEDDED_DB: db.embedded ? '1' : '',
  }
}

/**
 * Embedded Postgres: PGlite (Postgres in WASM) served over the wire protocol on loopback, so
 * the app uses the same adapter and migrations as with a real server. Local use only.
 * PGlite is a single Postgres session, so the app must talk to it over exactly one working
 * connection: the pool is 2 because the adapter keeps one client idle forever, and a second
 * working connection would let the socket server interleave two clients' extended-protocol
 * messages (`unnamed prepared statement does not exist`).
 */
export async function startEmbeddedDatabase(
  dataDir: string | undefined,
  fixedPort?: number,
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  let db: InstanceType<typeof PGlite>
  try {
    db = await PGlite.create(dataDir ? { dataDir } : {})
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err)
    throw new Error(
      `The embedded database in ${dataDir ? shownPath(dataDir) : 'memory'} could not be opened (${reason}); its files are probably damaged.`,
    )
  }
  const port = fixedPort || (await freePort())
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 4 })
  await server.start()
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    poolMax: 2,
    embedded: true,
    stop: async () => {
      await server.stop()
      await db.close()
    },
  }
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

/** A new, empty database on the server of `baseUrl`, dropped again by `stop`. */
export async function createFreshDatabase(baseUrl: string, label: string): Promise<Database> {
  const name = `${label}_${Date.now()}_${process.pid}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase()
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    poolMax: 10,
    embedded: false,
    stop: async () => {
      const c = new pg.Client({ connectionString: baseUrl })
      await c.connect()
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      } finally {
        await c.end()
      }
    },
  }
}

/** An in-memory embedded database in a child process (see scripts/embedded-db-server.ts). */
export async function spawnEmbeddedDatabase(dataDir?: string, port?: number): Promise<Database> {
  // `node --import tsx` (not the tsx binary, which forks) so that `pid` is the database itself.
  const args = [
    '--import',
    'tsx',
    'scripts/embedded-db-server.ts',
    dataDir ?? '',
    String(port ?? ''),
  ]
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve((JSON.parse(line) as { url: string }).url)
    })
    child.once('exit', (code) => reject(new Error(`embedded database exited with ${code}`)))
    child.once('error', reject)
  })
  return {
    url,
    pid: child.pid,
    poolMax: 2,
    embedded: true,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGCONT')
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** A test database: fresh on the Postgres of DATABASE_URL, or an in-memory embedded one. */
export async function createTestDatabase(label: string): Promise<Database> {
  const base = process.env.DATABASE_URL
  return base ? createFreshDatabase(base, label) : spawnEmbeddedDatabase()
}

/** The secret of the embedded mode: generated once, kept under .data/ (never committed). */
export function localSecret(): string {
  const file = path.join(DATA_DIR, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(DATA_DIR, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}
