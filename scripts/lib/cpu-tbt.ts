/**
 * The page's main-thread CPU time during a load (and the 3 s after it), and a reading of Total
 * Blocking Time from it, which other load on the machine cannot inflate.
 *
 * Lighthouse's default (simulated) throttling loads the page at full speed, then multiplies the
 * wall-clock length of each main-thread task it saw by 4. On a shared 2-core machine a parallel
 * build or test run stretches those tasks, and TBT with them (the same page: 256 → 1,024 ms).
 * Here Chromium records a trace, and each main-thread task counts with its CPU time (`tdur`),
 * which waiting for a core does not add to: blocking = 4 × CPU − 50 ms, as Lighthouse counts it,
 * for every task that runs script and every other task after first contentful paint (in
 * Lighthouse's simulation, which also slows the network, the scripts run after it).
 */
import { chromium } from '@playwright/test'

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { url?: string } }
}

const SCRIPT_WORK = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire'])

const median = (xs: number[]) =>
  Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)])

/** Medians of `runs` loads: main-thread CPU time and TBT from it, in ms. */
export async function mainThreadCpu(
  url: string,
  runs: number,
  chromePath: string,
): Promise<{ mainThreadCpuMs: number; cpuTbtMs: number }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  const cpuMs: number[] = []
  const tbtMs: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      // Lighthouse's mobile screen (Moto G Power).
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'blink.user_timing',
          'toplevel',
        ],
      })
      await page.goto(url, { waitUntil: 'load' })
      await page.waitForTimeout(3000)
      const events = (
        JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: TraceEvent[]
        }
      ).traceEvents
      await context.close()

      const fcp = events.find((e) => e.name === 'firstContentfulPaint')
      const nav = events.find((e) => e.name === 'navigationStart' && e.pid === fcp?.pid)
      if (!fcp || !nav) throw new Error(`no first contentful paint recorded for ${url}`)
      const onMain = (e: TraceEvent) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X'
      const tasks = events.filter(
        (e) => onMain(e) && e.name === 'ThreadControllerImpl::RunTask' && e.ts >= nav.ts,
      )
      const scriptWork = events.filter((e) => onMain(e) && SCRIPT_WORK.has(e.name))
      let tbt = 0
      let cpu = 0
      for (const task of tasks) {
        const taskCpuMs = (task.tdur ?? task.dur ?? 0) / 1000
        cpu += taskCpuMs
        const end = task.ts + (task.dur ?? 0)
        const runsScript = scriptWork.some((e) => e.ts >= task.ts && e.ts < end)
        if (!runsScript && task.ts < fcp.ts) continue
        tbt += Math.max(0, 4 * taskCpuMs - 50)
      }
      cpuMs.push(cpu)
      tbtMs.push(tbt)
    }
  } finally {
    await browser.close()
  }
  return { mainThreadCpuMs: median(cpuMs), cpuTbtMs: median(tbtMs) }
}
