import { timingSafeEqual } from 'node:crypto'
import type { Endpoint } from 'payload'
import { jobRunnerToken } from '@domain/process-bridge.mjs'
import { JOB_RUNNER_HEADER, RUN_DUE_JOBS_PATH } from '../src/server/job-ticker.mjs'
import { runDueJobs } from '../src/lib/jobs/run-due'

const answer = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

const sameSecret = (given: string | null) => {
  const expected = Buffer.from(jobRunnerToken())
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * POST /api/jobs/run-due — runs the jobs that are due (scheduled publish and unpublish). Only
 * this process's own ticker (src/server/job-ticker.mjs) can call it: it sends a secret made at
 * start that never leaves the process. Everyone else gets a 404, as for an address that does not
 * exist. Payload's own /api/payload-jobs/run is closed (`jobs.access.run` in payload.config.ts),
 * so every run goes through the one lock in src/lib/jobs/run-due.ts.
 */
export const runDueJobsEndpoint: Endpoint = {
  path: RUN_DUE_JOBS_PATH.replace(/^\/api/, ''),
  method: 'post',
  handler: async (req) => {
    if (!sameSecret(req.headers.get(JOB_RUNNER_HEADER))) return answer({ error: 'Not Found' }, 404)
    const result = await runDueJobs(req)
    return answer(result, 200)
  },
}
