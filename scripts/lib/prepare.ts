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
import { info, runStep, step, StepError } from './log'

/** Where the app is reached: SERVER_URL when given, else local mode on every loopback address. */
export function siteAddress(port: number): { serverUrl: string; localMode: boolean } {
  const explicit = process.env.SERVER_URL?.trim()
  return explicit
    ? { serverUrl: explicit, localMode: false }
    : { serverUrl: `http://localhost:${port}`, localMode: true }
}

/**
 * Shared first steps of `npm start` and `npm run dev`: the configuration, the database
 * (DATABASE_URL, or the embedded one under .data/), the environment the app needs, migrations
 * and the seed. Each step that fails throws a StepError saying what failed and what to do.
 */
export async function prepare(
  port: number,
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
      : `Database: starting embedded Postgres (PGlite) in ${data}/`,
    external
      ? 'check that the Postgres of DATABASE_URL is running and reachable from here, and that its host, port, user, password and database name are right.'
      : `move the damaged folder away (\`mv ${data}/pglite ${data}/pglite.broken\`) and start again for fresh demo content — local edits stay only in the moved folder — or set DATABASE_URL to a real Postgres.`,
    async (): Promise<Database> =>
      external
        ? connectExternalDatabase(
            process.env.DATABASE_URL!,
            Number(process.env.DATABASE_POOL_MAX ?? 10),
          )
        : startEmbeddedDatabase(path.join(DATA_DIR, 'pglite')),
  )
  if (!external) info('Embedded mode is for local use; production uses DATABASE_URL (see README).')
  const { serverUrl, localMode } = siteAddress(port)
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
