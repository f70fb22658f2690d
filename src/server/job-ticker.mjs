// @ts-check
import console from 'node:console'
import process from 'node:process'
import { clearTimeout, setTimeout } from 'node:timers'
import { URL } from 'node:url'
import { jobRunnerToken } from '../../domain/process-bridge.mjs'

/** Where the ticker calls: endpoints/runDueJobs.ts (a Payload root endpoint). */
export const RUN_DUE_JOBS_PATH = '/api/jobs/run-due'
/** The header that carries this process's runner secret (domain/process-bridge.mjs). */
export const JOB_RUNNER_HEADER = 'x-job-runner'
const DEFAULT_INTERVAL_MS = 15_000
/** A run that has not answered by then is given up; the next tick tries again. */
const RUN_TIMEOUT_MS = 120_000

/**
 * Scheduled publishing (and any other queued job) is carried out by this process itself, with
 * nobody signed in: every JOBS_INTERVAL_SECONDS (15) it asks its own server, over loopback, to
 * run the jobs that are due. Over HTTP rather than a direct call because a job that publishes a
 * page must refresh Next's cache (`revalidateTag`), which only works inside a request Next is
 * serving. The endpoint takes one Postgres advisory lock first, so with several instances on one
 * database exactly one runs each job (docs/scheduled-publishing.md). JOBS_INTERVAL_SECONDS=0 turns
 * the ticker off (an instance that only serves visitors, or a separate cron calling nothing).
 *
 * @param {{ origin: string, intervalMs?: number, log?: Pick<Console, 'warn' | 'log'> }} options
 * @returns {{ stop(): void }}
 */
export function startJobTicker({ origin, intervalMs = intervalFromEnv(), log = console }) {
  if (intervalMs <= 0) return { stop() {} }
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  let stopped = false
  let failing = false
  const tick = async () => {
    try {
      const res = await globalThis.fetch(new URL(RUN_DUE_JOBS_PATH, origin), {
        method: 'POST',
        headers: { [JOB_RUNNER_HEADER]: jobRunnerToken() },
        signal: globalThis.AbortSignal.timeout(RUN_TIMEOUT_MS),
      })
      if (!res.ok) throw new Error(`${res.status} ${(await res.text()).slice(0, 200)}`)
      const { ran } = /** @type {{ ran?: number }} */ (await res.json())
      if (ran) log.log(`  ✓ scheduled jobs: ${ran} run`)
      if (failing) log.log('  ✓ scheduled jobs: running again')
      failing = false
    } catch (error) {
      // Once per outage, not every tick: the database may be down for a while.
      if (!failing)
        log.warn(`  ! scheduled jobs could not run: ${/** @type {Error} */ (error).message}`)
      failing = true
    } finally {
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs).unref()
    }
  }
  timer = setTimeout(() => void tick(), Math.min(intervalMs, 2_000)).unref()
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

function intervalFromEnv() {
  const raw = process.env.JOBS_INTERVAL_SECONDS
  if (raw === undefined || raw === '') return DEFAULT_INTERVAL_MS
  const seconds = Number(raw)
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`JOBS_INTERVAL_SECONDS must be a number of seconds (0 turns it off): "${raw}"`)
  return seconds * 1000
}

/** The address this process's own server answers on, from the host it listens on. @param {string} hostname @param {number} port */
export function loopbackOrigin(hostname, port) {
  const host =
    hostname === '0.0.0.0' || hostname === '::' || hostname === ''
      ? '127.0.0.1'
      : hostname.includes(':')
        ? `[${hostname}]`
        : hostname
  return `http://${host}:${port}`
}
