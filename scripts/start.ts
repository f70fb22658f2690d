/**
 * `npm start`: database → migrations → seed (if empty) → build (if needed) → serve.
 * Without DATABASE_URL it runs an embedded Postgres (PGlite) with data under .data/.
 */
import { build, buildIsStale, serve, waitForHealth } from './lib/app'
import type { Database } from './lib/database'
import { loadDotEnv } from './lib/env-file'
import { runStep, step, StepError } from './lib/log'
import { prepare } from './lib/prepare'

loadDotEnv()
const port = Number(process.env.PORT ?? 3000)
const serverUrl = process.env.SERVER_URL ?? `http://localhost:${port}`
const running: { database?: Database; server?: ReturnType<typeof serve> } = {}

async function shutdown(code: number) {
  running.server?.kill('SIGTERM')
  await running.database?.stop().catch(() => undefined)
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  const { database, env } = await prepare(serverUrl)
  running.database = database
  if (buildIsStale()) {
    await runStep(
      'Build: compiling the site and admin (takes about 3 minutes the first time)',
      'read the build error above; `npm run build` repeats this step alone.',
      () => build(env),
    )
  } else {
    step('Build: up to date, skipping')
  }
  const server = serve(env, port)
  running.server = server
  await runStep(
    `Server: starting on port ${port}`,
    `check that port ${port} is free (PORT=3001 npm start uses another).`,
    () => waitForHealth(`http://127.0.0.1:${port}`, server),
  )
  step(`Ready at ${serverUrl}  — site: ${serverUrl}/  admin: ${serverUrl}/admin`)
  server.on('exit', (code) => void shutdown(code ?? 1))
} catch (err) {
  if (!(err instanceof StepError)) console.error(err)
  await shutdown(1)
}
