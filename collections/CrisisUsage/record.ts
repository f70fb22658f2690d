import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { NO_LINE, type UsageEvent } from '@domain/crisis/usage'

/**
 * Adds one to the count of (day, event, line) in a single statement, so presses at the same
 * moment never lose a count (a read-then-write through the Local API would).
 */
export async function recordCrisisUsage(
  payload: Payload,
  count: { day: string; event: UsageEvent; line?: string },
): Promise<void> {
  const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }
  await db.drizzle.execute(sql`
    INSERT INTO "crisis_usage" ("day", "event", "line", "count")
    VALUES (${count.day}, ${count.event}::"enum_crisis_usage_event", ${count.line ?? NO_LINE}, 1)
    ON CONFLICT ("day", "event", "line") DO UPDATE SET "count" = "crisis_usage"."count" + 1`)
}
