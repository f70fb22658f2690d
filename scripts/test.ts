/**
 * `npm test`: every tier in turn — unit, integration (fresh database), end-to-end (fresh
 * database + the production build). Uses DATABASE_URL's Postgres when set, else a throwaway
 * embedded PostgreSQL (the server `npm start` runs). The default install is tested too: the
 * fault specs run on both databases, and local-start.spec.ts runs `npm start` itself (embedded
 * database, local mode, the e2e server's build — never a second build).
 * Runs all tiers even when one fails, then reports each and exits non-zero on any failure.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, readFileSync } from 'node:fs'
import { run } from './lib/app'
import { E2E_PORT, e2eServerEnv } from './lib/e2e-env'
import { info, step } from './lib/log'
import { assertSupportedNode } from './lib/node-version'

assertSupportedNode()

const bin = (name: string) => `node_modules/.bin/${name}`
const base: NodeJS.ProcessEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

type Tier = { name: string; cmd: string; args: string[]; env?: NodeJS.ProcessEnv }
const tiers: Tier[] = [
  { name: 'unit', cmd: bin('vitest'), args: ['run', '--project', 'unit'] },
  { name: 'integration', cmd: bin('vitest'), args: ['run', '--project', 'int'] },
  {
    name: 'end-to-end',
    cmd: bin('playwright'),
    args: ['test'],
    env: { ...base, E2E_SERVER_STARTED: '1' },
  },
]

const only = process.argv.slice(2)
const selected = tiers.filter((t) => !only.length || only.includes(t.name))

/**
 * The e2e server (scripts/e2e-server.ts: fresh database, migrate, seed, build if stale, serve)
 * starts now, beside the unit and integration tiers, which leave a core mostly idle; Playwright
 * then finds it running (E2E_SERVER_STARTED) instead of preparing it with the tier's clock
 * stopped. Its output goes to a file, printed when the e2e tier fails.
 */
const serverLog = 'test-results/e2e-server.log'
const origin = `http://localhost:${E2E_PORT}`
let server: ChildProcess | undefined
if (selected.some((t) => t.name === 'end-to-end') && !process.env.BASE_URL) {
  mkdirSync('test-results', { recursive: true })
  const out = openSync(serverLog, 'w')
  server = spawn(bin('tsx'), ['scripts/e2e-server.ts'], {
    env: { ...base, ...e2eServerEnv() },
    stdio: ['ignore', out, out],
  })
  step(`Preparing the e2e server in the background (${serverLog})`)
  // Stopped on the way out however `npm test` ends: it drops its database (or embedded cluster).
  process.on('exit', () => server?.kill('SIGTERM'))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1))
}

/** Resolves when the server answers its health check; rejects if it exits first. */
async function serverReady(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15 * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the e2e server exited (${child.exitCode ?? child.signalCode})`)
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error('the e2e server was not ready within 15 minutes')
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))])
}

type Result = { name: string; ok: boolean; seconds: number }

/**
 * The unit tier runs beside the integration tier (it needs no database and its tests are mostly
 * waits on processes and sockets): its output is kept and printed whole after the integration
 * tier's, which streams undisturbed.
 */
function runQuietly({ name, cmd, args, env = base }: Tier): Promise<Result> {
  const started = Date.now()
  const logFile = `test-results/${name}.log`
  mkdirSync('test-results', { recursive: true })
  const out = openSync(logFile, 'w')
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', out, out] })
    const done = (ok: boolean) =>
      resolve({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
    child.on('error', () => done(false))
    child.on('exit', (code) => done(code === 0))
  })
}

async function runTier({ name, cmd, args, env = base }: Tier): Promise<Result> {
  step(`Tests: ${name}`)
  const started = Date.now()
  let ok = true
  try {
    if (name === 'end-to-end' && server) {
      await serverReady(server)
      info(`e2e server ready after ${Math.round((Date.now() - started) / 1000)} s of this tier`)
    }
    await run(cmd, args, env)
  } catch (err) {
    ok = false
    if (name === 'end-to-end' && server) {
      console.error(String(err))
      console.error(`\n--- ${serverLog} ---\n${readFileSync(serverLog, 'utf8')}`)
    }
  }
  if (name === 'end-to-end' && server) await stopServer(server)
  return { name, ok, seconds: Math.round((Date.now() - started) / 1000) }
}

const results: Result[] = []
const beside = selected.some((t) => t.name === 'integration')
  ? selected.find((t) => t.name === 'unit')
  : undefined
const unitDone = beside && runQuietly(beside)
for (const tier of selected) {
  if (tier === beside) continue
  results.push(await runTier(tier))
  if (tier.name === 'integration' && unitDone) {
    const unit = await unitDone
    step(`Tests: ${unit.name} (ran beside integration; test-results/${unit.name}.log)`)
    process.stdout.write(readFileSync(`test-results/${unit.name}.log`, 'utf8'))
    results.unshift(unit)
  }
}

console.log('\nTest tiers:')
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds}s)`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
