import type { Pool } from 'pg'
import type { Payload } from 'payload'

/** Any fixed number: the Postgres advisory lock every instance takes before seeding. */
const SEED_LOCK = 727_001

/**
 * SEED=1 on a production deploy: the demo content is loaded once at start (after the pending
 * migrations), so a new site does not begin empty. The seed only adds what is missing, so later
 * starts with SEED=1 change nothing. Several instances starting together take turns (a Postgres
 * advisory lock): the first seeds, the others then find everything there.
 */
export async function seedOnStart(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) return
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [SEED_LOCK])
    const { seed } = await import('./index')
    const report = await seed(payload, {
      adminEmail: process.env.ADMIN_EMAIL || undefined,
      adminPassword: process.env.ADMIN_PASSWORD || undefined,
    })
    const { created } = report
    payload.logger.info(
      `SEED=1: ${created.pages} pages, ${created.menus} menus, ${created.crisisResources} crisis lines, ${report.events} demo events created (existing content left as it was).`,
    )
    if (report.admin)
      payload.logger.info(
        report.admin.password
          ? `SEED=1: first admin ${report.admin.email}, generated password (shown once): ${report.admin.password}`
          : `SEED=1: first admin ${report.admin.email} with the ADMIN_PASSWORD you set.`,
      )
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined)
    client.release()
  }
}
