/**
 * `npm run bench`: build (if stale), start the production server on a fresh, seeded database
 * (DATABASE_URL's Postgres, or embedded), then measure with real tools and write
 * bench/results/<time>.{json,md}:
 *   - Lighthouse mobile per public route, observed (`--throttling-method=devtools`: slow 4G and
 *     4× CPU on a real load; Debian Chromium, median of 3): FCP, LCP, TBT, CLS and the quality
 *     categories; Lighthouse's simulated score beside them, one run, never a budget; and the
 *     page's main-thread CPU time from a trace (bench/lighthouse.ts, scripts/lib/cpu-tbt.ts);
 *   - bytes per route, gzip: the HTML, its stylesheets and its first-load scripts, from the
 *     build's files the pages name (bench/first-load.ts);
 *   - wrk (1 thread, 50 connections, 15 s) on /, a content page, /crisis, /api/health and the
 *     public API reads (with /crisis at least half of / in req/s: bench/load.ts);
 *   - server RSS before and after the whole load.
 * Observed figures stretch when something else uses the CPU, so each run waits for a quiet CPU
 * (bench/quiet.ts) and the report says how busy it was; beside them, main-thread CPU time and TBT
 * from the tasks' CPU time (scripts/lib/cpu-tbt.ts), which load elsewhere does not inflate.
 * Each figure is checked against BUDGET (bench/budget.ts); the misses are listed
 * (bench/report.ts), and `--strict` exits 1 when there is one.
 * Options (bench/options.ts): --routes=/,/crisis  --runs=3  --skip-lighthouse  --skip-wrk  --strict
 *   --layers (each layer of server.mjs on and off, instead of the budgets: bench/layers.ts)
 *   --flood (only the floods: one client's random searches, story pages, unknown addresses, query
 *   strings, Accept-Encoding headers and feed requests while a visitor loads `/crisis` every
 *   0.2 s, p90 budget 100 ms and no failure: bench/flood.ts; ~2.5 min)
 *   --soak[=minutes] (only memory over a long mixed run, 60 min by default: visitors, editor
 *   saves and image uploads, RSS each round: bench/soak.ts)
 *   --quiet-wait=90 (s per run)  --quiet-wait-total=900 (s for the whole bench)
 *   --cpu-slowdown=N  (Lighthouse's default mobile setting is 4x, and the budget is on it;
 *   --cpu-slowdown=calibrated uses Lighthouse's calculator for this host instead)
 */
import { randomBytes } from 'node:crypto'
import { LOCALES, localePrefix } from '@domain/i18n/locales'
import { build, buildIsStale, migrate, seed, serve, waitForHealth, type AppEnv } from './lib/app'
import { createTestDatabase, databaseEnv } from './lib/database'
import { step } from './lib/log'
import { budgetMisses } from './bench/budget'
import { soak, soakMarkdown } from './bench/soak'
import { pageBytes } from './bench/first-load'
import { floodMarkdown, floodMisses, measureFloods } from './bench/flood'
import { measureLayers } from './bench/layers'
import { measureLighthouse } from './bench/lighthouse'
import { measureLoad, rssMb } from './bench/load'
import { benchOptions, missingTool, type BenchOptions } from './bench/options'
import { quietWait, type QuietWait } from './bench/quiet'
import { benchMarkdown, writeResults, type Measurements } from './bench/report'

/** The production server on env's database while `run` measures it (given its pid), then stopped. */
async function withServer(env: AppEnv, options: BenchOptions, run: (pid: number) => Promise<void>) {
  const server = serve({ ...env, HOSTNAME: '127.0.0.1' }, options.port)
  try {
    await waitForHealth(options.base, server)
    await run(server.pid!)
  } finally {
    server.kill('SIGTERM')
  }
}

/** The budgets: every figure, the report and its misses. */
const measureBudgets = (
  env: AppEnv,
  options: BenchOptions,
  quiet: QuietWait,
  database: Measurements['database'],
) =>
  withServer(env, options, async (pid) => {
    const { base, routes } = options
    for (const r of routes) await fetch(base + r) // first visits render and cache the pages
    const rssBeforeMb = rssMb(pid)
    const date = new Date().toISOString()
    const bytes = await pageBytes(base, routes)
    const lighthouse = options.skipLighthouse ? undefined : await measureLighthouse(options, quiet)
    const wrk = options.skipWrk ? undefined : await measureLoad(base)
    const measured: Measurements = {
      date,
      database,
      rssBeforeMb,
      bytes,
      ...lighthouse,
      wrk,
      rssAfterMb: rssMb(pid),
    }
    const report = { ...measured, budgetMisses: budgetMisses(measured) }
    writeResults(report, benchMarkdown(report))
    if (options.strict && report.budgetMisses.length) {
      console.error(`\n${report.budgetMisses.length} budget miss(es); --strict exits 1.`)
      process.exitCode = 1
    }
  })

/** `--flood`: the floods alone, with their misses; `--strict` exits 1 on one. */
const measureFloodsOnly = (env: AppEnv, options: BenchOptions, database: string) =>
  withServer(env, options, async (pid) => {
    const { base } = options
    for (const prefix of LOCALES.map(localePrefix))
      for (const r of ['/', '/crisis', '/about', '/no-such-page']) await fetch(base + prefix + r)
    const rssBeforeMb = rssMb(pid)
    const floods = await measureFloods(base)
    const misses = floodMisses(floods)
    const rssAfterMb = rssMb(pid)
    const md = [
      `# Floods ${new Date().toISOString()}`,
      '',
      `Database: ${database}. RSS ${rssBeforeMb} MB before, ${rssAfterMb} MB after.`,
      '',
      floodMarkdown(floods),
      '',
      misses.length ? `Misses:\n${misses.map((m) => `- ${m}`).join('\n')}` : 'No misses.',
    ].join('\n')
    writeResults({ database, rssBeforeMb, rssAfterMb, floods, misses }, md, '-flood')
    if (options.strict && misses.length) process.exitCode = 1
  })

/** `--soak`: the soak alone, its RSS series written as the report. */
const measureSoak = (env: AppEnv, options: BenchOptions, database: string) =>
  withServer(env, options, async (pid) => {
    const result = await soak(options.base, env.SERVER_URL!, pid, options.soakMinutes ?? 60, {
      email: env.ADMIN_EMAIL!,
      password: env.ADMIN_PASSWORD!,
    })
    writeResults({ database, ...result }, soakMarkdown(result, database), '-soak')
  })

async function bench(options: BenchOptions) {
  const quiet = quietWait(options.quietWaitS, options.quietWaitTotalS)
  const db = await createTestDatabase('bench')
  const database = db.embedded ? 'embedded' : 'postgres'
  const env: AppEnv = {
    ...process.env,
    ...databaseEnv(db),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SERVER_URL: `http://localhost:${options.port}`,
    // The seeded admin: the soak's editor signs in with it.
    ADMIN_EMAIL: 'bench-admin@example.org',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  }
  try {
    step('Bench: database, migrations, seed')
    await migrate(env)
    await seed(env)
    if (buildIsStale()) {
      step('Bench: building')
      await build(env)
    }
    if (options.soakMinutes) await measureSoak(env, options, database)
    else if (options.flood) await measureFloodsOnly(env, options, database)
    else if (options.layers) await measureLayers(env, options, quiet, database)
    else await measureBudgets(env, options, quiet, database)
  } finally {
    await db.stop().catch(() => undefined)
  }
}

const options = benchOptions(process.argv, process.env)
const missing = missingTool(options)
if (missing) {
  console.error(missing)
  process.exit(1)
}
await bench(options)
process.exit(process.exitCode ?? 0)
