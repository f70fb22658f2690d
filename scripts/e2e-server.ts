/**
 * The server every e2e spec runs against: a fresh database (new on DATABASE_URL's server, or
 * embedded), migrated and seeded, and the production build (rebuilt only when stale).
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build, buildIsStale, migrate, seed, serve, waitForHealth } from './lib/app'
import { createTestDatabase, databaseEnv } from './lib/database'
import { E2E_DATABASE_FILE } from './lib/e2e-env'
import { step } from './lib/log'
import { onShutdown } from './lib/on-shutdown'

const port = Number(process.env.E2E_PORT ?? 3100)
const db = await createTestDatabase('e2e')
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...databaseEnv(db),
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  SERVER_URL: `http://localhost:${port}`,
}

const running: { server?: ReturnType<typeof serve> } = {}
// Playwright, or `npm test`, stops this process with SIGTERM: the server stops, and the database
// is dropped (or the embedded cluster stopped and its folder removed).
onShutdown(async () => {
  rmSync(E2E_DATABASE_FILE, { force: true })
  running.server?.kill('SIGTERM')
  await db.stop()
})

step(`e2e: database ${db.embedded ? '(embedded)' : new URL(db.url).pathname.slice(1)}`)
await migrate(env)
await seed(env)
if (buildIsStale()) {
  step('e2e: building')
  await build(env)
}
running.server = serve(env, port)
await waitForHealth(`http://127.0.0.1:${port}`, running.server)
// For the specs that set the clock of a stored document forward instead of waiting for it
// (tests/helpers/e2e-database.ts); removed when this server stops.
mkdirSync(path.dirname(E2E_DATABASE_FILE), { recursive: true })
writeFileSync(E2E_DATABASE_FILE, db.url)
step(`e2e: serving ${env.SERVER_URL}`)
