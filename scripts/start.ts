/**
 * `npm start`: port check → database → migrations → seed (if empty) → build (if needed) →
 * serve. Without DATABASE_URL it runs an embedded PostgreSQL with data under .data/, one start
 * per data folder.
 * A failing step says what failed and what to do, and the process exits non-zero.
 */
import {
  assertPortFree,
  build,
  buildIsStale,
  defaultListenHost,
  serve,
  waitForHealth,
} from './lib/app'
import type { Database } from './lib/database'
import { loadDotEnv } from './lib/env-file'
import { reportFailure, runStep, step } from './lib/log'
import { assertSupportedNode } from './lib/node-version'
import { lockLocalData, prepare } from './lib/prepare'

assertSupportedNode()
loadDotEnv()
const port = Number(process.env.PORT ?? 3000)
const running: { database?: Database; server?: ReturnType<typeof serve> } = {}

async function shutdown(code: number) {
  running.server?.kill('SIGTERM')
  await running.database?.stop().catch(() => undefined)
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

await lockLocalData(port)
try {
  const host = process.env.HOSTNAME || (await defaultListenHost())
  await runStep(
    `Port: checking that ${port} is free`,
    `stop the program that uses port ${port}, or start on another port: \`PORT=3001 npm start\`.`,
    () => assertPortFree(port, host),
  )
  const { database, env, serverUrl, localMode } = await prepare(port)
  running.database = database
  if (buildIsStale()) {
    await runStep(
      'Build: compiling the site and admin (1–2 minutes the first time; longer on a busy machine)',
      'read the build error above; `npm run build` repeats this step alone.',
      () => build(env),
    )
  } else {
    step('Build: up to date, skipping')
  }
  const server = serve({ ...env, HOSTNAME: host }, port)
  running.server = server
  await runStep(
    `Server: starting on port ${port}`,
    `read the server output above; check that port ${port} is free (\`PORT=3001 npm start\` uses another).`,
    () => waitForHealth(`http://127.0.0.1:${port}`, server),
  )
  step(`Ready at ${serverUrl}  — site: ${serverUrl}/  admin: ${serverUrl}/admin`)
  if (localMode) {
    const alt = (h: string) => serverUrl.replace('localhost', h)
    console.log(
      `  Also at ${alt('127.0.0.1')} and ${alt('[::1]')} (local mode: any of them can sign in).`,
    )
  }
  server.on('exit', (code) => void shutdown(code ?? 1))
} catch (err) {
  reportFailure(err)
  await shutdown(1)
}
