/**
 * Lighthouse mobile on the served pages, observed (devtools throttling): median of `--runs`, each
 * on a quiet machine; one simulated run beside it for the report.
 */
import { execFile } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { mainThreadCpu } from '../lib/cpu-tbt'
import { info, step } from '../lib/log'
import type { BenchOptions } from './options'
import { waitForQuiet, type QuietWait } from './quiet'

const exec = promisify(execFile)

// Fetched on first use rather than kept in devDependencies: its dependency tree pins a
// dist-tag that breaks `npm ci` for everyone who never runs the benchmark.
const LIGHTHOUSE = 'lighthouse@12.2.3'

/**
 * One route. The figures a visitor feels come from `--throttling-method=devtools`: Chromium
 * really loads the page over slow 4G (~560 ms a round trip, ~1.6 Mbit/s) with the CPU slowed
 * 4×, and Lighthouse reads what it saw. Lighthouse's default, `simulate`, estimates the same from
 * a fast load and can be moved by when scripts arrive without the page painting any sooner
 * (docs/decisions/0007-paint-first.md): its score is reported beside them, never budgeted.
 */
export type LighthouseResult = {
  /** Observed (devtools throttling), medians of the runs. */
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Lighthouse's Performance score computed from the observed figures. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** The page asks not to be indexed (robots noindex), on purpose: sign-in. */
  seoNoIndex?: boolean
  /**
   * The page's main-thread CPU time during a load and the 3 s after it, unthrottled, from a
   * Chromium trace (scripts/lib/cpu-tbt.ts): what other load on the machine does not inflate.
   */
  mainThreadCpuMs?: number
  /** TBT from the tasks' CPU time rather than their wall-clock time (scripts/lib/cpu-tbt.ts). */
  cpuTbtMs?: number
  /** How busy the machine's CPU was (%) just before the busiest of the runs. */
  busyPct?: number
  /** Lighthouse's default simulated throttling, one run: reported, never a budget. */
  simulated?: { performance: number; lcpMs: number }
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

type Throttling = 'devtools' | 'simulate'

async function runLighthouse(
  url: string,
  chrome: string,
  cpuSlowdown?: number,
  throttling: Throttling = 'devtools',
) {
  // Lighthouse writes its report (~0.6 MB) to a file; it is read, then removed (a 31-route bench
  // left 125 of them, 77 MB, in the temporary folder).
  const out = path.join(tmpdir(), `lh-${Date.now()}.json`)
  try {
    await exec(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--throttling-method=${throttling}`,
        throttling === 'devtools'
          ? '--only-categories=performance,accessibility,best-practices,seo'
          : '--only-categories=performance',
        ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    )
    return JSON.parse(readFileSync(out, 'utf8'))
  } finally {
    rmSync(out, { force: true })
  }
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
  throttling: Throttling = 'devtools',
  attempts = 5,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chrome, cpuSlowdown, throttling)
    } catch (error) {
      if (attempt >= attempts) throw error
      info(`Lighthouse failed on ${url} (attempt ${attempt}), trying again`)
    }
  }
}

type Run = Omit<LighthouseResult, 'mainThreadCpuMs' | 'cpuTbtMs' | 'busyPct' | 'simulated'>

/**
 * One page: the median of `runs` observed Lighthouse runs, then (unless left out) one simulated
 * run for the report and the main-thread CPU time from a trace.
 */
export async function lighthouse(
  url: string,
  cpuSlowdown: number,
  { runs, chrome, quiet }: LighthouseRuns,
  { withCpu = true, withSimulated = true } = {},
): Promise<LighthouseResult> {
  const results: Run[] = []
  const busy: number[] = []
  for (let i = 0; i < runs; i++) {
    busy.push(await waitForQuiet(quiet))
    const r = await runLighthouseWithRetry(url, chrome, cpuSlowdown)
    const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100)
    const ms = (audit: string) => Math.round(r.audits[audit].numericValue)
    results.push({
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: Math.round(r.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      seoNoIndex: r.audits['is-crawlable']?.score === 0,
    })
  }
  const key = (k: Exclude<keyof Run, 'seoNoIndex'>) => median(results.map((r) => r[k]))
  let simulated: LighthouseResult['simulated']
  if (withSimulated) {
    busy.push(await waitForQuiet(quiet))
    const r = await runLighthouseWithRetry(url, chrome, cpuSlowdown, 'simulate')
    simulated = {
      performance: Math.round((r.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(r.audits['largest-contentful-paint'].numericValue),
    }
  }
  let cpu: { mainThreadCpuMs: number; cpuTbtMs: number } | undefined
  if (withCpu) {
    busy.push(await waitForQuiet(quiet))
    cpu = await mainThreadCpu(url, runs, chrome)
  }
  return {
    fcpMs: key('fcpMs'),
    lcpMs: key('lcpMs'),
    tbtMs: key('tbtMs'),
    cls: key('cls'),
    performance: key('performance'),
    accessibility: key('accessibility'),
    bestPractices: key('bestPractices'),
    seo: key('seo'),
    seoNoIndex: results.some((r) => r.seoNoIndex),
    ...cpu,
    busyPct: Math.max(...busy),
    simulated,
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
    `Bench: Lighthouse mobile, observed (devtools throttling), median of ${runs}, ${routes.length} routes (host benchmarkIndex ${benchmarkIndex} → CPU slowdown ${cpuSlowdown}x)`,
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
