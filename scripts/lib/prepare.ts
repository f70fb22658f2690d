import { existsSync } from 'node:fs'
import path from 'node:path'
import { migrate, seed } from './app'
import {
  connectExternalDatabase,
  DATA_DIR,
  databaseEnv,
  localSecret,
  shownPath,
  startEmbeddedDatabase,
  type Database,
} from './database'
import type { SupervisorEvents } from './embedded-supervisor'
import { info, runStep, step, StepError } from './log'
import { DataInUseError, lockDataDir } from './start-lock'

/** The embedded cluster's folder, and the one the PGlite database of earlier versions used. */
const CLUSTER_DIR = path.join(DATA_DIR, 'postgres')
const OLD_PGLITE_DIR = path.join(DATA_DIR, 'pglite')

/**
 * Without DATABASE_URL: take the data folder for this start before anything touches it. A second
 * start on the same folder says so in one line (which pid and port hold it) and exits 1.
 */
export async function lockLocalData(port: number): Promise<void> {
  if (process.env.DATABASE_URL) return
  try {
    await lockDataDir(DATA_DIR, port, CLUSTER_DIR, `${shownPath(DATA_DIR)}/`)
  } catch (err) {
    if (!(err instanceof DataInUseError)) throw err
    console.error(`✖ ${err.message}`)
    process.exit(1)
  }
}

/**
 * Shared first steps of `npm start` and `npm run dev`: the configuration, the database
 * (DATABASE_URL, or the embedded one under .data/), the environment the app needs, migrations
 * and the seed. Each step that fails throws a StepError saying what failed and what to do.
 */
export async function prepare(
  port: number,
  supervision?: SupervisorEvents,
): Promise<{ database: Database; env: NodeJS.ProcessEnv; serverUrl: string; localMode: boolean }> {
  const external = Boolean(process.env.DATABASE_URL)
  const data = shownPath(DATA_DIR)
  if (external && !process.env.PAYLOAD_SECRET) {
    step('Configuration: checking the settings a real database needs')
    throw new StepError(
      'Configuration',
      'DATABASE_URL is set but PAYLOAD_SECRET is not.',
      'set PAYLOAD_SECRET in .env (see .env.example), e.g. the output of `openssl rand -hex 32`; or unset DATABASE_URL to use the embedded database.',
    )
  }
  const database = await runStep(
    external
      ? 'Database: connecting to DATABASE_URL'
      : `Database: starting embedded PostgreSQL in ${data}/postgres`,
    external
      ? 'check that the Postgres of DATABASE_URL is running and reachable from here, and that its host, port, user, password and database name are right.'
      : `read the server's last words above. If its files are damaged, move the folder away (\`mv ${data}/postgres ${data}/postgres.broken\`) and start again for fresh demo content — local edits stay only in the moved folder — or set DATABASE_URL to a real Postgres.`,
    async (): Promise<Database> =>
      external
        ? connectExternalDatabase(
            process.env.DATABASE_URL!,
            Number(process.env.DATABASE_POOL_MAX ?? 10),
          )
        : startEmbeddedDatabase(CLUSTER_DIR, supervision),
  )
  if (!external) {
    info('Embedded mode is for local use; production uses DATABASE_URL (see README).')
    if (existsSync(OLD_PGLITE_DIR)) explainOldPglite(data)
  }
  // Where the app is reached: SERVER_URL when given, else local mode on every loopback address.
  const explicit = process.env.SERVER_URL?.trim()
  const serverUrl = explicit || `http://localhost:${port}`
  const localMode = !explicit
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...databaseEnv(database),
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || localSecret(),
    SERVER_URL: serverUrl,
    LOCAL_MODE: localMode ? '1' : '',
    ADMIN_LOGIN_FILE: external ? '' : path.join(DATA_DIR, 'admin-login.txt'),
  }
  await runStep(
    'Migrations: applying pending database migrations',
    'read the error above; `npm run migrate` repeats this step alone.',
    () => migrate(env),
  )
  await runStep(
    'Seed: loading the demo content where it is missing',
    'read the error above; `npm run seed` repeats this step alone.',
    () => seed(env),
  )
  return { database, env, serverUrl, localMode }
}

/**
 * Versions before 2026-11-27 kept the embedded database in PGlite (.data/pglite), which lost
 * writes (docs/decisions/0008-embedded-postgres.md). Its content is not carried over; it is left
 * where it is, and the newcomer is told so every start until they move it.
 */
function explainOldPglite(data: string) {
  info(
    `Note: ${data}/pglite holds the database of an earlier version (PGlite), which this version no longer uses. ` +
      `This start uses ${data}/postgres with the demo content; local edits made before stay in ${data}/pglite, untouched. ` +
      'To carry them over, redo them in the admin (or start the earlier version, `git checkout 3146e28 && npm ci && npm start`, and copy them by hand); ' +
      `then remove ${data}/pglite to stop this note.`,
  )
}
