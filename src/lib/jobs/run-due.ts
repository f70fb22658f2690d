import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** The session-level advisory lock every runner takes: two keys, apart from the saves' locks. */
const LOCK_KEYS = "hashtext('jobs'), hashtext('run-due')"
/**
 * A scheduled publish that failed is tried again, after 15 s, 30 s, 1 min, … (about 4 hours in
 * all), then left failed in the jobs list (payload.config.ts sets it on Payload's own task).
 */
export const SCHEDULED_PUBLISH_RETRIES = {
  attempts: 10,
  backoff: { type: 'exponential' as const, delay: 15_000 },
}

/** Jobs run per call; a backlog (a server that was down at 9 am) is worked off call by call. */
export const JOBS_PER_RUN = 20

export type DueJobsResult =
  | { ran: number; failed: number; skipped?: undefined }
  | { ran: 0; failed: 0; skipped: 'another runner holds the lock' }

/**
 * Runs the queued jobs whose time has come (scheduled publish and unpublish), in time order,
 * exactly once across every instance on this database.
 *
 * Payload claims a job by reading the due jobs, then marking each one processing: two instances
 * calling at once can both read, and both claim, the same job. So a run first takes one
 * session-level advisory lock on a connection of its own; an instance that cannot get it at once
 * skips this turn (the holder is already running the due jobs). While the lock is held no other
 * run is going on, so a job still marked processing was left by a process that stopped in the
 * middle of it (a crash, a deploy): it is released and run again. Publishing is idempotent, so
 * running such a job twice is safe.
 */
export async function runDueJobs(req: PayloadRequest): Promise<DueJobsResult> {
  const { payload } = req
  const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
  let locked = false
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      `select pg_try_advisory_lock(${LOCK_KEYS}) as locked`,
    )
    locked = rows[0]?.locked === true
    if (!locked) return { ran: 0, failed: 0, skipped: 'another runner holds the lock' }
    await payload.db.updateJobs({
      data: { processing: false },
      req,
      returning: false,
      where: { and: [{ processing: { equals: true } }, { completedAt: { exists: false } }] },
    })
    const { jobStatus = {} } = (await payload.jobs.run({
      queue: 'default',
      limit: JOBS_PER_RUN,
      sequential: true,
      // Errors are logged; the ticker says how many ran (src/server/job-ticker.mjs).
      silent: { info: true },
      overrideAccess: true,
      req,
    })) as { jobStatus?: Record<string, { status: string }> }
    const results = Object.values(jobStatus)
    const failed = results.filter((r) => r.status !== 'success').length
    return { ran: results.length - failed, failed }
  } finally {
    // A connection that cannot say it let go of the lock is closed, never pooled holding it.
    const unlocked =
      !locked ||
      (await client.query(`select pg_advisory_unlock(${LOCK_KEYS})`).then(
        () => true,
        () => false,
      ))
    client.release(!unlocked)
  }
}
