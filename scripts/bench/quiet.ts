/**
 * Lighthouse's default throttling is simulated: it loads the page at full speed and multiplies
 * the main-thread task times it observed by 4. Anything else using the CPU stretches those
 * tasks, and TBT with them (on this 2-core machine a parallel build doubles it). So each run
 * waits, up to `--quiet-wait` seconds, for a quiet machine (under `QUIET_BUSY` of the CPU busy
 * over a second) and records how busy it was, so a figure taken under load says so in the report.
 */
import { existsSync, readFileSync } from 'node:fs'

export const QUIET_BUSY = 0.15

/** Share of this machine's CPU time (all cores) that was busy over the next `ms`, from /proc/stat. */
export async function cpuBusyShare(ms = 1000): Promise<number> {
  const read = () => {
    const f = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number)
    const idle = f[3] + (f[4] ?? 0)
    return { idle, total: f.reduce((a, b) => a + b, 0) }
  }
  if (!existsSync('/proc/stat')) return 0
  const a = read()
  await new Promise((r) => setTimeout(r, ms))
  const b = read()
  return b.total > a.total ? 1 - (b.idle - a.idle) / (b.total - a.total) : 0
}

/**
 * The waiting one bench may do: up to `perRunMs` a run, and `leftMs` in all (a machine busy for
 * good must not stall it for hours). Made once by the caller and handed to every run.
 */
export type QuietWait = { readonly perRunMs: number; leftMs: number }

export const quietWait = (perRunS: number, totalS: number): QuietWait => ({
  perRunMs: perRunS * 1000,
  leftMs: totalS * 1000,
})

/** Waits for a quiet machine within `wait`'s allowance, spends from it; the busy share in %. */
export async function waitForQuiet(wait: QuietWait): Promise<number> {
  const started = Date.now()
  const deadline = started + Math.min(wait.perRunMs, wait.leftMs)
  let busy = await cpuBusyShare()
  while (busy > QUIET_BUSY && Date.now() < deadline) busy = await cpuBusyShare(2000)
  wait.leftMs = Math.max(0, wait.leftMs - (Date.now() - started))
  return Math.round(busy * 100)
}
