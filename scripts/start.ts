/**
 * `npm start`: database → migrations → seed (if empty) → build (if needed) → serve.
 * Without DATABASE_URL it runs an embedded Postgres (PGlite) with data under .data/.
 */
import path from 'node:path'
import { build, buildIsStale, migrate, seed, serve, waitForHealth } from './lib/app'
import { DATA_DIR, localSecret, startEmbeddedDatabase, type Database } from './lib/database'
import { loadDotEnv } from './lib/env-file'
import { info, runStep, step, StepError } from './lib/log'

loadDotEnv()
const port = Number(process.env.PORT ?? 3000)
const serverUrl = process.env.SERVER_URL ?? `http://localhost:${port}`

let database: Database | undefined
let server: ReturnType<typeof serve> | undefined

async function shutdown(code: number) {
  server?.kill('SIGTERM')
  await database?.stop().catch(() => undefined)
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  const external = Boolean(process.env.DATABASE_URL)
  database = await runStep(
    external
      ? 'Database: connecting to DATABASE_URL'
      : `Database: starting embedded Postgres (PGlite) in ${path.relative('.', DATA_DIR)}/`,
    external
      ? 'check that DATABASE_URL points at a running Postgres you can connect to.'
      : 'delete .data/pglite if it is corrupt (this erases local content), or set DATABASE_URL to a real Postgres.',
    async () =>
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
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: String(database.poolMax),
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? localSecret(),
    SERVER_URL: serverUrl,
    EMBEDDED_DB: database.embedded ? '1' : '',
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

  if (buildIsStale()) {
    await runStep(
      'Build: compiling the site and admin (takes about 3 minutes the first time)',
      'read the build error above; `npm run build` repeats this step alone.',
      () => build(env),
    )
  } else {
    step('Build: up to date, skipping')
  }

  server = serve(env, port)
  const srv = server
  await runStep(
    `Server: starting on port ${port}`,
    `check that port ${port} is free (PORT=3001 npm start uses another).`,
    () => waitForHealth(`http://127.0.0.1:${port}`, srv),
  )
  step(`Ready at ${serverUrl}  — site: ${serverUrl}/  admin: ${serverUrl}/admin`)
  server.on('exit', (code) => void shutdown(code ?? 1))
} catch (err) {
  if (!(err instanceof StepError)) console.error(err)
  await shutdown(1)
}
