/**
 * `--flood`: cheap requests that must not cost the server dearly (issue 39). One wrk (1 thread,
 * FLOOD_CONNECTIONS connections) sends a flood of requests Next would each have to render — random
 * unknown addresses in both languages, or a cached page with a random query string — from a Lua
 * script, while a second wrk measures the latency of `/` and `/crisis` beside it. Each stage is
 * bounded (FLOOD_SECONDS of flood per measured page); the budget is a p99 under 50 ms.
 */
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { info, step } from '../lib/log'
import { parseWrk, type WrkResult } from './load'

const exec = promisify(execFile)

export const FLOOD_CONNECTIONS = 20
/** Seconds the measuring wrk runs; the flood runs one second longer on each side. */
export const FLOOD_SECONDS = 10
export const FLOOD_P99_BUDGET_MS = 50

/** The floods: Lua for wrk, each request a new address nobody asked for before. */
export const FLOODS: Record<string, string> = {
  'random 404s': `
math.randomseed(os.time())
request = function()
  local prefix = math.random(2) == 1 and "/no-such-page-" or "/es/no-such-page-"
  return wrk.format("GET", prefix .. math.random(1, 1000000000))
end`,
  'random query strings': `
math.randomseed(os.time())
local paths = { "/crisis", "/", "/about", "/es/crisis" }
request = function()
  return wrk.format("GET", paths[math.random(#paths)] .. "?v=" .. math.random(1, 1000000000))
end`,
}
export const FLOOD_MEASURED = ['/', '/crisis']

export type FloodResult = {
  flood: string
  /** wrk's own output for the measured page, as it printed it. */
  raw: string
  measured: WrkResult
  /** What the flood itself got: its req/s and how many were errors or timed out. */
  flooded: WrkResult
}

/** Runs `floodName` against base while wrk measures `measured`. */
async function floodWhileMeasuring(base: string, floodName: string, measured: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-flood-'))
  const script = path.join(dir, 'flood.lua')
  writeFileSync(script, FLOODS[floodName]!)
  const flood = spawn(
    'wrk',
    [
      '-t1',
      `-c${FLOOD_CONNECTIONS}`,
      `-d${FLOOD_SECONDS + 2}s`,
      '--timeout=2s',
      '--latency',
      '-s',
      script,
      base,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let floodOut = ''
  flood.stdout.on('data', (d: Buffer) => (floodOut += d.toString()))
  const floodDone = new Promise<void>((resolve) => flood.on('close', () => resolve()))
  await new Promise((r) => setTimeout(r, 1000))
  const { stdout } = await exec(
    'wrk',
    ['-t1', '-c10', `-d${FLOOD_SECONDS}s`, '--timeout=2s', '--latency', base + measured],
    { maxBuffer: 1024 * 1024 },
  )
  await floodDone
  return {
    flood: floodName,
    raw: stdout,
    measured: parseWrk(stdout, base + measured, base),
    flooded: { ...parseWrk(floodOut, base, base), url: floodName },
  }
}

/**
 * Each flood beside each measured page. The flood's own non-2xx count includes the 404s it asked
 * for; its timeouts are in `errors` too, so read its req/s.
 */
export async function measureFloods(base: string): Promise<FloodResult[]> {
  step(`Bench: floods (wrk -c${FLOOD_CONNECTIONS} Lua) beside wrk -c10 -d${FLOOD_SECONDS}s`)
  const results: FloodResult[] = []
  // The same measurement without a flood: what this machine gives at the moment, for reading
  // the rows below (a busy machine's tail is not the flood's).
  for (const measured of FLOOD_MEASURED) {
    const { stdout } = await exec(
      'wrk',
      ['-t1', '-c10', `-d${FLOOD_SECONDS}s`, '--timeout=2s', '--latency', base + measured],
      { maxBuffer: 1024 * 1024 },
    )
    const alone = parseWrk(stdout, base + measured, base)
    results.push({
      flood: 'none',
      raw: stdout,
      measured: alone,
      flooded: { ...alone, url: 'none', requestsPerSec: 0, p99Ms: 0 },
    })
    info(
      `no flood → ${measured}: ${alone.requestsPerSec} req/s, p50 ${alone.p50Ms} ms, p99 ${alone.p99Ms} ms`,
    )
  }
  for (const floodName of Object.keys(FLOODS))
    for (const measured of FLOOD_MEASURED) {
      const r = await floodWhileMeasuring(base, floodName, measured)
      results.push(r)
      info(
        `${floodName} → ${measured}: ${r.measured.requestsPerSec} req/s, p50 ${r.measured.p50Ms} ms, ` +
          `p99 ${r.measured.p99Ms} ms, errors ${r.measured.errors}; flood ${r.flooded.requestsPerSec} req/s, ` +
          `p99 ${r.flooded.p99Ms} ms`,
      )
    }
  return results
}

/** The floods' misses of the budget, as the report lists them. */
export function floodMisses(results: FloodResult[]): string[] {
  return results
    .filter((r) => r.flood !== 'none')
    .filter(
      (r) =>
        // No answer at all in the window (wrk then reports 0 req/s and no latency) is a miss too.
        r.measured.requestsPerSec === 0 ||
        !(r.measured.p99Ms < FLOOD_P99_BUDGET_MS) ||
        r.measured.errors > 0,
    )
    .map(
      (r) =>
        `${r.measured.url} during ${r.flood}: ${r.measured.requestsPerSec} req/s, p99 ${r.measured.p99Ms} ms (budget ${FLOOD_P99_BUDGET_MS}), ${r.measured.errors} errors`,
    )
}

export function floodMarkdown(results: FloodResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.flood} | ${r.measured.url} | ${r.measured.requestsPerSec} | ${r.measured.p50Ms} | ${r.measured.p99Ms} | ${r.measured.errors} | ${r.flooded.requestsPerSec} | ${r.flooded.p99Ms} |`,
  )
  return [
    `## Floods (wrk -t1 -c${FLOOD_CONNECTIONS} Lua flood; measured with wrk -t1 -c10 -d${FLOOD_SECONDS}s)`,
    '',
    '| flood | measured | req/s | p50 ms | p99 ms | errors | flood req/s | flood p99 ms |',
    '| ----- | -------- | ----- | ------ | ------ | ------ | ----------- | ------------ |',
    ...rows,
  ].join('\n')
}
