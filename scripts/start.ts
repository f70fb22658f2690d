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
import { GIVE_UP_AFTER_MS } from './lib/embedded-supervisor'
import { reportFailure, runStep, step, StepError } from './lib/log'
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
  const { database, env, serverUrl, localMode } = await prepare(port, {
    // The embedded database went down: said in one line, and told to the server, whose
    // /api/health then says what is wrong (endpoints/health.ts) until it runs again.
    down: (how) => {
      console.warn(`  ! The embedded database stopped (${how}); restarting it`)
      running.server?.send({
        databaseNotice: `The embedded database stopped (${how}) and is being restarted.`,
      })
    },
    up: (seconds) => {
      console.log(`  ✓ The embedded database is running again (after ${seconds} s)`)
      running.server?.send({ databaseNotice: null })
    },
    gaveUp: (reason) => {
      reportFailure(
        new StepError(
          'Database',
          `The embedded database stopped and could not be restarted for ${GIVE_UP_AFTER_MS / 60_000} minutes: ${reason}`,
          "free disk space if it is full (`df -h`), read the server's last words above, then start again.",
        ),
      )
      void shutdown(1)
    },
  })
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
