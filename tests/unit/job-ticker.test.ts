import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { jobRunnerToken } from '@domain/process-bridge.mjs'
import {
  JOB_RUNNER_HEADER,
  loopbackOrigin,
  RUN_DUE_JOBS_PATH,
  startJobTicker,
} from '@/server/job-ticker.mjs'

/** The scheduled-jobs ticker against a real HTTP server standing in for the site's own. */
const closers: (() => void)[] = []
afterEach(() => closers.splice(0).forEach((close) => close()))

async function fakeSite(answer: (req: IncomingMessage) => [number, unknown]) {
  const calls: IncomingMessage[] = []
  const server = createServer((req, res) => {
    calls.push(req)
    const [status, body] = answer(req)
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => server.close())
  return { calls, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

const quietLog = () => {
  const lines: string[] = []
  return { lines, log: { log: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } }
}
/** Waits for `check` (10 s at most, for a loaded machine), and says so if it never held. */
const until = async (check: () => boolean) => {
  const deadline = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the ticker')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('the scheduled-jobs ticker', () => {
  it('asks its own server to run due jobs, with the process secret, again and again', async () => {
    const site = await fakeSite(() => [200, { ran: 1, failed: 0 }])
    const { lines, log } = quietLog()
    const ticker = startJobTicker({ origin: site.origin, intervalMs: 20, log })
    closers.push(() => ticker.stop())
    await until(() => site.calls.length >= 3)
    expect(site.calls.length).toBeGreaterThanOrEqual(3)
    for (const call of site.calls) {
      expect(call.method).toBe('POST')
      expect(call.url).toBe(RUN_DUE_JOBS_PATH)
      expect(call.headers[JOB_RUNNER_HEADER]).toBe(jobRunnerToken())
    }
    expect(lines[0]).toBe('  ✓ scheduled jobs: 1 run')
  })

  it('says once that jobs cannot run, and once that they run again', async () => {
    let down = true
    const site = await fakeSite(() => (down ? [503, { error: 'db' }] : [200, { ran: 0 }]))
    const { lines, log } = quietLog()
    const ticker = startJobTicker({ origin: site.origin, intervalMs: 10, log })
    closers.push(() => ticker.stop())
    await until(() => site.calls.length >= 4)
    down = false
    const seen = site.calls.length
    await until(() => site.calls.length >= seen + 2)
    expect(lines).toEqual([
      '  ! scheduled jobs could not run: 503 {"error":"db"}',
      '  ✓ scheduled jobs: running again',
    ])
  })

  it('stops when told, and is off with an interval of 0', async () => {
    const site = await fakeSite(() => [200, { ran: 0 }])
    const ticker = startJobTicker({ origin: site.origin, intervalMs: 10, log: quietLog().log })
    await until(() => site.calls.length >= 1)
    ticker.stop()
    const seen = site.calls.length
    await new Promise((r) => setTimeout(r, 80))
    expect(site.calls.length).toBeLessThanOrEqual(seen + 1)
    startJobTicker({ origin: site.origin, intervalMs: 0 }).stop()
  })

  it('calls the loopback address of the host the server listens on', () => {
    expect(loopbackOrigin('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000')
    expect(loopbackOrigin('::', 3000)).toBe('http://127.0.0.1:3000')
    expect(loopbackOrigin('10.0.0.5', 80)).toBe('http://10.0.0.5:80')
    expect(loopbackOrigin('::1', 8080)).toBe('http://[::1]:8080')
  })
})
