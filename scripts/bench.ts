/**
 * `npm run bench`: build (if stale), start the production server on a fresh, seeded database
 * (DATABASE_URL's Postgres, or embedded), then measure with real tools and write
 * bench/results/<time>.{json,md}:
 *   - Lighthouse mobile (Debian Chromium, median of 3) per public route;
 *   - First Load JS per route from the build manifests (gzip, as `next build` reports it);
 *   - wrk (1 thread, 50 connections, 15 s) on /, a content page and /api/health;
 *   - server RSS before and after the load.
 * Options: --routes=/,/crisis  --runs=3  --skip-lighthouse  --skip-wrk
 */
import { execFile, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { build, buildIsStale, migrate, seed, serve, waitForHealth } from './lib/app'
import { createTestDatabase } from './lib/database'
import { info, step } from './lib/log'
import { seedPages } from '../src/seed/content/pages'

const exec = promisify(execFile)
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const flag = (name: string) => process.argv.includes(`--${name}`)
const port = Number(process.env.BENCH_PORT ?? 3300)
const base = `http://127.0.0.1:${port}`
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const runs = Number(arg('runs') ?? 3)
const allRoutes = [
  ...seedPages.map((p) => (p.slug === 'home' ? '/' : `/${p.slug}`)),
  '/crisis',
  '/login',
]
const routes = arg('routes')?.split(',') ?? allRoutes

// Fetched on first use rather than kept in devDependencies: its dependency tree pins a
// dist-tag that breaks `npm ci` for everyone who never runs the benchmark.
const LIGHTHOUSE = 'lighthouse@12.2.3'

const BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0,
  firstLoadKb: 130,
  firstLoadKbCrisis: 110,
  pageP99Ms: 50,
  healthP99Ms: 20,
  rssMb: 300,
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

function rssMb(pid: number): number {
  // The server and any children it started.
  const out = spawnSync('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)], {
    encoding: 'utf8',
  }).stdout
  return Math.round(out.split('\n').reduce((s, l) => s + (Number(l.trim()) || 0), 0) / 1024)
}

function firstLoadJs(): Record<string, number> {
  const manifestPath = '.next/app-build-manifest.json'
  if (!existsSync(manifestPath)) return {}
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    pages: Record<string, string[]>
  }
  const size = (f: string) => gzipSync(readFileSync(path.join('.next', f))).length
  const out: Record<string, number> = {}
  for (const [route, files] of Object.entries(manifest.pages)) {
    if (!route.endsWith('/page')) continue
    const js = [...new Set(files.filter((f) => f.endsWith('.js')))]
    const path = route.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/'
    out[path] = Math.round((js.reduce((s, f) => s + size(f), 0) / 1024) * 10) / 10
  }
  return out
}

type LighthouseResult = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

async function lighthouse(url: string): Promise<LighthouseResult> {
  const results: LighthouseResult[] = []
  for (let i = 0; i < runs; i++) {
    const out = path.join(tmpdir(), `lh-${Date.now()}.json`)
    await exec(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    )
    const r = JSON.parse(readFileSync(out, 'utf8'))
    const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100)
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(r.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(r.audits['total-blocking-time'].numericValue),
      cls: Math.round(r.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    })
  }
  const key = <K extends keyof LighthouseResult>(k: K) => median(results.map((r) => r[k]))
  return {
    performance: key('performance'),
    accessibility: key('accessibility'),
    bestPractices: key('bestPractices'),
    seo: key('seo'),
    lcpMs: key('lcpMs'),
    tbtMs: key('tbtMs'),
    cls: key('cls'),
  }
}

type WrkResult = {
  url: string
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  errors: number
}

function toMs(v: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(v)
  if (!m) return NaN
  const n = Number(m[1])
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n
}

async function wrk(url: string): Promise<WrkResult> {
  const { stdout } = await exec('wrk', ['-t1', '-c50', '-d15s', '--latency', url], {
    maxBuffer: 1024 * 1024,
  })
  const pct = (p: string) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(stdout)?.[1] ?? '')
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0)
  const errors = non2xx + (socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0)
  return {
    url: url.replace(base, ''),
    requestsPerSec: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0)),
    p50Ms: pct('50'),
    p99Ms: pct('99'),
    errors,
  }
}

const db = await createTestDatabase('bench')
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: db.url,
  DATABASE_POOL_MAX: String(db.poolMax),
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  SERVER_URL: `http://localhost:${port}`,
}
let server: ReturnType<typeof serve> | undefined
try {
  step('Bench: database, migrations, seed')
  await migrate(env)
  await seed(env)
  if (buildIsStale()) {
    step('Bench: building')
    await build(env)
  }
  server = serve({ ...env, HOSTNAME: '127.0.0.1' }, port)
  await waitForHealth(base, server)
  for (const r of routes) await fetch(base + r) // first visits render and cache the pages

  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    database: db.embedded ? 'embedded' : 'postgres',
  }
  report.firstLoadJsKb = firstLoadJs()

  if (!flag('skip-lighthouse')) {
    step(`Bench: Lighthouse mobile, median of ${runs}, ${routes.length} routes`)
    const lh: Record<string, LighthouseResult> = {}
    for (const r of routes) {
      lh[r] = await lighthouse(base + r)
      info(`${r}: ${JSON.stringify(lh[r])}`)
    }
    report.lighthouse = lh
  }

  report.rssBeforeMb = rssMb(server.pid!)
  if (!flag('skip-wrk')) {
    step('Bench: wrk -t1 -c50 -d15s')
    const load: WrkResult[] = []
    for (const u of ['/', '/about', '/api/health']) {
      load.push(await wrk(base + u))
      info(JSON.stringify(load.at(-1)))
    }
    report.wrk = load
  }
  report.rssAfterMb = rssMb(server.pid!)

  const misses: string[] = []
  const lh = (report.lighthouse ?? {}) as Record<string, LighthouseResult>
  for (const [r, v] of Object.entries(lh)) {
    if (v.performance < BUDGET.performance)
      misses.push(`${r} Performance ${v.performance} < ${BUDGET.performance}`)
    if (v.accessibility < BUDGET.accessibility)
      misses.push(`${r} Accessibility ${v.accessibility} < 100`)
    if (v.bestPractices < BUDGET.bestPractices)
      misses.push(`${r} Best Practices ${v.bestPractices} < 100`)
    if (v.seo < BUDGET.seo) misses.push(`${r} SEO ${v.seo} < 100`)
    if (v.lcpMs > BUDGET.lcpMs) misses.push(`${r} LCP ${v.lcpMs} ms > ${BUDGET.lcpMs}`)
    if (v.tbtMs > BUDGET.tbtMs) misses.push(`${r} TBT ${v.tbtMs} ms > ${BUDGET.tbtMs}`)
    if (v.cls > BUDGET.cls) misses.push(`${r} CLS ${v.cls} > 0`)
  }
  for (const [r, kb] of Object.entries(report.firstLoadJsKb as Record<string, number>)) {
    const limit = r.startsWith('/crisis') ? BUDGET.firstLoadKbCrisis : BUDGET.firstLoadKb
    if (!r.startsWith('/admin') && kb > limit) misses.push(`${r} First Load JS ${kb} kB > ${limit}`)
  }
  for (const w of (report.wrk ?? []) as WrkResult[]) {
    const limit = w.url === '/api/health' ? BUDGET.healthP99Ms : BUDGET.pageP99Ms
    if (w.p99Ms > limit) misses.push(`${w.url} p99 ${w.p99Ms} ms > ${limit}`)
    if (w.errors) misses.push(`${w.url} ${w.errors} errors under load`)
  }
  if ((report.rssAfterMb as number) > BUDGET.rssMb)
    misses.push(`RSS after load ${report.rssAfterMb} MB > ${BUDGET.rssMb}`)
  report.budgetMisses = misses

  const md = [
    `# Benchmark ${report.date}`,
    '',
    `Database: ${report.database}. Server RSS before load ${report.rssBeforeMb} MB, after ${report.rssAfterMb} MB.`,
    '',
    '| route (Lighthouse mobile, median) | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(lh).map(
      ([r, v]) =>
        `| ${r} | ${v.performance} | ${v.accessibility} | ${v.bestPractices} | ${v.seo} | ${v.lcpMs} | ${v.tbtMs} | ${v.cls} |`,
    ),
    '',
    '| load (wrk -t1 -c50 -d15s) | req/s | p50 ms | p99 ms | errors |',
    '| --- | --- | --- | --- | --- |',
    ...((report.wrk ?? []) as WrkResult[]).map(
      (w) => `| ${w.url} | ${w.requestsPerSec} | ${w.p50Ms} | ${w.p99Ms} | ${w.errors} |`,
    ),
    '',
    '## First Load JS per route (gzip)',
    '',
    ...Object.entries(report.firstLoadJsKb as Record<string, number>).map(
      ([r, kb]) => `- ${r}: ${kb} kB`,
    ),
    '',
    '## Budget misses',
    '',
    ...(misses.length ? misses.map((m) => `- ${m}`) : ['- none']),
  ].join('\n')
  mkdirSync('bench/results', { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  writeFileSync(`bench/results/${stamp}.json`, JSON.stringify(report, null, 2))
  writeFileSync(`bench/results/${stamp}.md`, md)
  console.log(`\n${md}\n\nWritten: bench/results/${stamp}.{json,md}`)
} finally {
  server?.kill('SIGTERM')
  await db.stop().catch(() => undefined)
}
process.exit(0)
