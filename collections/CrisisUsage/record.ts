import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { NO_LINE, type UsageEvent } from '@domain/crisis/usage'

/**
 * Adds `by` (one press, or a batch of searches: ./tally.ts) to the count of (day, event, line) in
 * a single statement, so writes at the same moment never lose a count (a read-then-write through
 * the Local API would).
 */
export async function recordCrisisUsage(
  payload: Payload,
  count: { day: string; event: UsageEvent; line?: string; by?: number },
): Promise<void> {
  const by = count.by ?? 1
  if (!Number.isSafeInteger(by) || by < 1) throw new Error(`A count adds a whole number, not ${by}`)
  const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }
  await db.drizzle.execute(sql`
    INSERT INTO "crisis_usage" ("day", "event", "line", "count")
    VALUES (${count.day}, ${count.event}::"enum_crisis_usage_event", ${count.line ?? NO_LINE}, ${by})
    ON CONFLICT ("day", "event", "line") DO UPDATE SET "count" = "crisis_usage"."count" + ${by}`)
}
