/** Load: wrk (1 thread, 50 connections, 15 s) on pages and API reads, and the server's RSS. */
import { execFile, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import { info, step } from '../lib/log'
import { SEARCH_SAMPLE } from './options'
import { DEFAULT_LOCALE, LOCALES, toLocalePath } from '@domain/i18n/locales'

const exec = promisify(execFile)

/** The public API's reads (docs/public-api.md); Payload's generic REST is the team's. */
export const API_READS = [
  '/api/public/crisis-lines',
  ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(
    (locale) => `/api/public/crisis-lines?tag=peer-support&locale=${locale}`,
  ),
  '/api/web/settings/public',
]

/** What `npm run bench` loads, one after the other. */
const LOAD_PATHS = [
  '/',
  '/about',
  '/crisis',
  // The home and crisis pages of the other languages.
  ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) => [
    toLocalePath('/', locale),
    toLocalePath('/crisis', locale),
  ]),
  SEARCH_SAMPLE,
  '/api/health',
  ...API_READS,
]

export type WrkResult = {
  url: string
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  errors: number
}

/** One of wrk's durations (`812.00us`, `4.21ms`, `1.02s`) in milliseconds. */
export function toMs(v: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(v)
  if (!m) return NaN
  const n = Number(m[1])
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n
}

/** wrk's `--latency` output for `url`; `base` is left off the url in the result. */
export function parseWrk(stdout: string, url: string, base: string): WrkResult {
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

export async function wrk(url: string, base: string, seconds = 15): Promise<WrkResult> {
  const { stdout } = await exec('wrk', ['-t1', '-c50', `-d${seconds}s`, '--latency', url], {
    maxBuffer: 1024 * 1024,
  })
  return parseWrk(stdout, url, base)
}

/** Each of LOAD_PATHS after an untimed warm-up: the JIT and caches, as on a server that has been up. */
export async function measureLoad(base: string): Promise<WrkResult[]> {
  step('Bench: wrk -t1 -c50 -d15s')
  const load: WrkResult[] = []
  for (const u of LOAD_PATHS) {
    await wrk(base + u, base, 3)
    load.push(await wrk(base + u, base))
    info(JSON.stringify(load.at(-1)))
  }
  return load
}

/** Resident memory (MB) of the server and any children it started. */
export function rssMb(pid: number): number {
  const out = spawnSync('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)], {
    encoding: 'utf8',
  }).stdout
  return Math.round(out.split('\n').reduce((s, l) => s + (Number(l.trim()) || 0), 0) / 1024)
}
