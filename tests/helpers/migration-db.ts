import type { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** What the migration tests reach past the Local API for: the adapter's drizzle instance. */
export type Db = MigrateUpArgs['db']

export const drizzleOf = (payload: Payload): Db =>
  (payload.db as unknown as { drizzle: Db }).drizzle

/** The arguments Payload hands a migration's up() and down(), on the test database. */
export const migrationArgs = (payload: Payload) =>
  ({ db: drizzleOf(payload), payload, req: {} }) as unknown as MigrateUpArgs & MigrateDownArgs

/** The rows a raw SQL query returns. */
export const queryRows = async <T>(payload: Payload, query: ReturnType<typeof sql>) =>
  ((await drizzleOf(payload).execute(query)) as unknown as { rows: T[] }).rows
