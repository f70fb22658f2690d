import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change of its own. Issue 30's migrations were written side by side, each against the same
 * earlier snapshot; this one's snapshot (the .json beside it) is the schema with all of them, so
 * the next `npm run migrate:create` compares against the whole schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
