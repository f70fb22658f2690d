/**
 * `--flood`: crisis help while one client floods the server (issues 39 and 58). One wrk (1 thread,
 * FLOOD_CONNECTIONS connections, from one address) sends, for FLOOD_SECONDS, requests each of
 * which the server would have to work for — random searches in every language, random story
 * list pages, random unknown addresses, random query strings, a random Accept-Encoding, the
 * stories feed, random event list pages and feed categories, the events' calendar feed — while a
 * visitor loads `/crisis` every VISIT_EVERY_MS (a person, not a load test) and the median, p90 and slowest answer and the failures are taken. The budget: p90 ≤
 * 100 ms and no failure during every flood. Observed times stretch on a busy machine: the first
 * row measures the visitor without a flood, for reading the others.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LOCALES, localePrefix } from '@domain/i18n/locales'
import { info, step } from '../lib/log'
import { parseWrk, type WrkResult } from './load'

export const FLOOD_CONNECTIONS = 20
export const FLOOD_SECONDS = 20
export const VISIT_EVERY_MS = 200
/** A visit that takes longer than this is a failure (what wrk's --timeout was to the flood). */
export const VISIT_TIMEOUT_MS = 5_000
export const FLOOD_P90_BUDGET_MS = 100
export const FLOOD_MEASURED = '/crisis'

/** Every language's path prefix as Lua strings: `""`, `"/es"`… */
const prefixes = `{ ${LOCALES.map((l) => JSON.stringify(localePrefix(l))).join(', ')} }`

/** Each flood's Lua for wrk: `pick` chooses a language prefix, `n` a random number. */
const lua = (request: string) => `
math.randomseed(os.time())
local prefixes = ${prefixes}
local pick = function() return prefixes[math.random(#prefixes)] end
local n = function() return math.random(1, 1000000000) end
request = function()
  ${request}
end`

export const FLOODS: Record<string, string> = {
  'random searches': lua(`return wrk.format("GET", pick() .. "/search?q=word" .. n())`),
  'random story pages': lua(`return wrk.format("GET", pick() .. "/news?page=" .. n())`),
  'random 404s': lua(`return wrk.format("GET", pick() .. "/no-such-page-" .. n())`),
  'random query strings': lua(`
  local paths = { "/crisis", "/", "/about" }
  return wrk.format("GET", pick() .. paths[math.random(#paths)] .. "?v=" .. n())`),
  'random Accept-Encoding': lua(`
  return wrk.format("GET", pick() .. "/crisis", { ["Accept-Encoding"] = "gzip;q=0." .. math.random(1, 999) .. ", br;q=0." .. math.random(1, 999) })`),
  'the stories feed': lua(`return wrk.format("GET", pick() .. "/news/feed.xml")`),
  'random event list pages': lua(`return wrk.format("GET", pick() .. "/events?page=" .. n())`),
  'random event categories': lua(
    `return wrk.format("GET", pick() .. "/events/calendar.ics?category=c" .. n())`,
  ),
  'the events calendar feed': lua(`return wrk.format("GET", pick() .. "/events/calendar.ics")`),
}

export type VisitResult = {
  url: string
  visits: number
  p50Ms: number
  p90Ms: number
  maxMs: number
  failures: number
}

export type FloodResult = {
  flood: string
  measured: VisitResult
  /** What the flood itself got: its req/s, and its errors (refusals and time-outs). */
  flooded: WrkResult
}

/** The visitor's times: one request at a time, every VISIT_EVERY_MS, until `until`. */
async function visit(url: string, until: number): Promise<VisitResult> {
  const times: number[] = []
  let failures = 0
  while (Date.now() < until) {
    const started = performance.now()
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(VISIT_TIMEOUT_MS) })
      await res.arrayBuffer()
      if (!res.ok) failures++
    } catch {
      failures++
    }
    const took = performance.now() - started
    times.push(took)
    await new Promise((r) => setTimeout(r, Math.max(0, VISIT_EVERY_MS - took)))
  }
  return { url, visits: times.length, ...summary(times), failures }
}

/** Median, 90th percentile and slowest of `times`, whole milliseconds. */
export function summary(times: number[]): { p50Ms: number; p90Ms: number; maxMs: number } {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN)
  return { p50Ms: at(0.5), p90Ms: at(0.9), maxMs: Math.round(sorted.at(-1) ?? NaN) }
}

/** Runs `floodName` against base while the visitor loads FLOOD_MEASURED. */
async function floodWhileVisiting(base: string, floodName: string): Promise<FloodResult> {
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'bench-flood-')), 'flood.lua')
  writeFileSync(script, FLOODS[floodName]!)
  const args = [
    '-t1',
    `-c${FLOOD_CONNECTIONS}`,
    `-d${FLOOD_SECONDS}s`,
    '--timeout=5s',
    '-s',
    script,
  ]
  const flood = spawn('wrk', [...args, base], { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  flood.stdout.on('data', (d: Buffer) => (out += d.toString()))
  const done = new Promise<void>((resolve) => flood.on('close', () => resolve()))
  await new Promise((r) => setTimeout(r, 1000))
  const measured = await visit(base + FLOOD_MEASURED, Date.now() + (FLOOD_SECONDS - 2) * 1000)
  await done
  return { flood: floodName, measured, flooded: { ...parseWrk(out, base, base), url: floodName } }
}

/** The visitor alone, then beside each flood. */
export async function measureFloods(base: string): Promise<FloodResult[]> {
  step(
    `Bench: floods (wrk -t1 -c${FLOOD_CONNECTIONS} -d${FLOOD_SECONDS}s, Lua) while a visitor loads ${FLOOD_MEASURED} every ${VISIT_EVERY_MS} ms`,
  )
  const alone = await visit(base + FLOOD_MEASURED, Date.now() + 10_000)
  const none = { url: 'none', requestsPerSec: 0, p50Ms: 0, p99Ms: 0, errors: 0 }
  const results: FloodResult[] = [{ flood: 'none', measured: alone, flooded: none }]
  info(`no flood → ${describe(alone)}`)
  for (const floodName of Object.keys(FLOODS)) {
    const r = await floodWhileVisiting(base, floodName)
    results.push(r)
    info(`${floodName} → ${describe(r.measured)}; flood ${r.flooded.requestsPerSec} req/s`)
  }
  return results
}

const describe = (m: VisitResult) =>
  `${m.url}: ${m.visits} visits, median ${m.p50Ms} ms, p90 ${m.p90Ms} ms, max ${m.maxMs} ms, ${m.failures} failed`

/** The floods' misses of the budget, as the report lists them. */
export function floodMisses(results: FloodResult[]): string[] {
  return results
    .filter((r) => r.flood !== 'none')
    .filter(
      (r) =>
        r.measured.visits === 0 ||
        !(r.measured.p90Ms <= FLOOD_P90_BUDGET_MS) ||
        r.measured.failures > 0,
    )
    .map(
      (r) =>
        `${r.measured.url} during ${r.flood}: p90 ${r.measured.p90Ms} ms (budget ${FLOOD_P90_BUDGET_MS}), ${r.measured.failures} failed of ${r.measured.visits}`,
    )
}

export function floodMarkdown(results: FloodResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.flood} | ${r.measured.visits} | ${r.measured.p50Ms} | ${r.measured.p90Ms} | ${r.measured.maxMs} | ${r.measured.failures} | ${r.flooded.requestsPerSec} | ${r.flooded.errors} |`,
  )
  return [
    `## Floods (one client: wrk -t1 -c${FLOOD_CONNECTIONS} -d${FLOOD_SECONDS}s; a visitor loads ${FLOOD_MEASURED} every ${VISIT_EVERY_MS} ms)`,
    '',
    `Budget: p90 ≤ ${FLOOD_P90_BUDGET_MS} ms and no failure during every flood.`,
    '',
    '| flood | visits | median ms | p90 ms | max ms | failed | flood req/s | flood errors |',
    '| ----- | ------ | --------- | ------ | ------ | ------ | ----------- | ------------ |',
    ...rows,
  ].join('\n')
}
