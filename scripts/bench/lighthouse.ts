/** Lighthouse mobile on the served pages: median of `--runs`, each on a quiet machine. */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { cpuTbt } from '../lib/cpu-tbt'
import { info, step } from '../lib/log'
import type { BenchOptions } from './options'
import { waitForQuiet, type QuietWait } from './quiet'

const exec = promisify(execFile)

// Fetched on first use rather than kept in devDependencies: its dependency tree pins a
// dist-tag that breaks `npm ci` for everyone who never runs the benchmark.
const LIGHTHOUSE = 'lighthouse@12.2.3'

export type LighthouseResult = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** The page asks not to be indexed (robots noindex), on purpose: sign-in. */
  seoNoIndex?: boolean
  /** TBT from the tasks' CPU time rather than their wall-clock time (scripts/lib/cpu-tbt.ts). */
  cpuTbtMs?: number
  /** How busy the machine's CPU was (%) just before the busiest of the runs. */
  busyPct?: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/** What each Lighthouse measurement needs: how many runs, which Chromium, the quiet-wait allowance. */
export type LighthouseRuns = { runs: number; chrome: string; quiet: QuietWait }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/**
 * Lighthouse's mobile preset slows the CPU 4x, which assumes a host with a benchmarkIndex of
 * about 1500. On slower hosts Lighthouse's own CPU throttling calculator (docs/throttling.md)
 * scales it: 800 → 1x, 1300 → 3x, +1x per 233 above. `--cpu-slowdown=N` overrides.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4
  const m =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : 1 + (benchmarkIndex - 800) / 250
  return Math.round(Math.min(Math.max(m, 1), 4) * 10) / 10
}

async function runLighthouse(url: string, chrome: string, cpuSlowdown?: number) {
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
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(readFileSync(out, 'utf8'))
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART: the new renderer's
 * navigationStart is missing from the trace, before any of the page has run): try such a run
 * again. The failures come in bursts (2026-11-27: 7 in one bench run, three of them in a row on
 * one route), so up to five times.
 */
async function runLighthouseWithRetry(
  url: string,
  chrome: string,
  cpuSlowdown?: number,
  attempts = 5,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chrome, cpuSlowdown)
    } catch (error) {
      if (attempt >= attempts) throw error
      info(`Lighthouse failed on ${url} (attempt ${attempt}), trying again`)
    }
  }
}

/** One page: the median of `runs` Lighthouse runs, and (unless left out) TBT from CPU time. */
export async function lighthouse(
  url: string,
  cpuSlowdown: number,
  { runs, chrome, quiet }: LighthouseRuns,
  { withCpuTbt = true } = {},
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = []
  const busy: number[] = []
  for (let i = 0; i < runs; i++) {
    busy.push(await waitForQuiet(quiet))
    const r = await runLighthouseWithRetry(url, chrome, cpuSlowdown)
    const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100)
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      seoNoIndex: r.audits['is-crawlable']?.score === 0,
      lcpMs: Math.round(r.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(r.audits['total-blocking-time'].numericValue),
      cls: Math.round(r.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    })
  }
  const key = (
    k: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls',
  ) => median(results.map((r) => r[k]))
  busy.push(await waitForQuiet(quiet))
  const cpuTbtMs = withCpuTbt ? await cpuTbt(url, runs, chrome) : undefined
  return {
    cpuTbtMs,
    performance: key('performance'),
    accessibility: key('accessibility'),
    bestPractices: key('bestPractices'),
    seo: key('seo'),
    seoNoIndex: results.some((r) => r.seoNoIndex),
    busyPct: Math.max(...busy),
    lcpMs: key('lcpMs'),
    tbtMs: key('tbtMs'),
    cls: key('cls'),
  }
}

export type LighthouseReport = {
  lighthouseHost: { benchmarkIndex: number; cpuSlowdown: number }
  /** Routes Lighthouse could not measure, with the end of its message. */
  lighthouseErrors: Record<string, string>
  lighthouse: Record<string, LighthouseResult>
}

/**
 * Every route of the options. A first run on the first route reads the host's benchmarkIndex,
 * for `--cpu-slowdown=calibrated`.
 */
export async function measureLighthouse(
  options: BenchOptions,
  quiet: QuietWait,
): Promise<LighthouseReport> {
  const { base, routes, runs, chrome } = options
  const probe = await runLighthouseWithRetry(base + routes[0], chrome)
  const benchmarkIndex = Math.round(probe.environment?.benchmarkIndex ?? NaN)
  const asked = options.cpuSlowdown
  const cpuSlowdown =
    asked === 'calibrated' ? calibratedCpuSlowdown(benchmarkIndex) : Number(asked ?? 4)
  step(
    `Bench: Lighthouse mobile, median of ${runs}, ${routes.length} routes (host benchmarkIndex ${benchmarkIndex} → CPU slowdown ${cpuSlowdown}x)`,
  )
  const lh: Record<string, LighthouseResult> = {}
  const lhErrors: Record<string, string> = {}
  for (const r of routes) {
    try {
      lh[r] = await lighthouse(base + r, cpuSlowdown, { runs, chrome, quiet })
    } catch (error) {
      // One route that Lighthouse cannot measure must not lose the rest of the report.
      lhErrors[r] = String((error as Error).message)
        .split('\n')
        .slice(-2)
        .join(' ')
        .slice(0, 300)
      info(`${r}: Lighthouse failed: ${lhErrors[r]}`)
      continue
    }
    info(`${r}: ${JSON.stringify(lh[r])}`)
  }
  return {
    lighthouseHost: { benchmarkIndex, cpuSlowdown },
    lighthouseErrors: lhErrors,
    lighthouse: lh,
  }
}
