import path from 'node:path'
import { migrate, seed } from './app'
import {
  DATA_DIR,
  databaseEnv,
  localSecret,
  startEmbeddedDatabase,
  type Database,
} from './database'
import { info, runStep, StepError } from './log'

/**
 * Shared first steps of `npm start` and `npm run dev`: the database (DATABASE_URL, or the
 * embedded one under .data/), the environment the app needs, migrations and the seed.
 */
export async function prepare(
  serverUrl: string,
): Promise<{ database: Database; env: NodeJS.ProcessEnv }> {
  const external = Boolean(process.env.DATABASE_URL)
  const database = await runStep(
    external
      ? 'Database: connecting to DATABASE_URL'
      : `Database: starting embedded Postgres (PGlite) in ${path.relative('.', DATA_DIR)}/`,
    external
      ? 'check that DATABASE_URL points at a running Postgres you can connect to.'
      : 'delete .data/pglite if it is corrupt (this erases local content), or set DATABASE_URL to a real Postgres.',
    async (): Promise<Database> =>
      external
        ? {
            url: process.env.DATABASE_URL!,
            poolMax: Number(process.env.DATABASE_POOL_MAX ?? 10),
            embedded: false,
            stop: async () => undefined,
          }
        : startEmbeddedDatabase(path.join(DATA_DIR, 'pglite')),
  )
  if (!external) info('Embedded mode is for local use; production uses DATABASE_URL (see README).')
  if (external && !process.env.PAYLOAD_SECRET) {
    throw new StepError(
      'Configuration',
      'PAYLOAD_SECRET is not set.',
      'set PAYLOAD_SECRET in .env (see .env.example), e.g. `openssl rand -hex 32`.',
    )
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...databaseEnv(database),
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? localSecret(),
    SERVER_URL: serverUrl,
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
  return { database, env }
}
