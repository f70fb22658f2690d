import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Closures of a crisis line become ranges of days (issue 30): a week off was seven rows. Up,
 * in the documents and their versions: the day of each closure becomes its first day, and its
 * last day is the same day (a closure of one day, as before). Down: every range becomes one
 * closure per day, each with the range's note in every language, so nothing closed is lost.
 */
const TABLES = [
  { table: 'crisis_resources_hours_closures', versions: false },
  { table: '_crisis_resources_v_version_hours_closures', versions: true },
] as const

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "crisis_resources_hours_closures" RENAME COLUMN "date" TO "first_day";
  ALTER TABLE "_crisis_resources_v_version_hours_closures" RENAME COLUMN "date" TO "first_day";
  ALTER TABLE "crisis_resources_hours_closures" ADD COLUMN "last_day" timestamp(3) with time zone;
  ALTER TABLE "_crisis_resources_v_version_hours_closures" ADD COLUMN "last_day" timestamp(3) with time zone;
  UPDATE "crisis_resources_hours_closures" SET "last_day" = "first_day";
  UPDATE "_crisis_resources_v_version_hours_closures" SET "last_day" = "first_day";`)
  // The corrections older migrations left for a complete schema (see deferred.ts).
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table, versions } of TABLES) {
    const rows = sql.identifier(table)
    const locales = sql.identifier(`${table}_locales`)
    // Each day after the first of a range, as [closure, n]: n days after its first day.
    const extraDays = sql`FROM ${rows} c CROSS JOIN LATERAL generate_series(1, round(extract(epoch FROM c."last_day" - c."first_day") / 86400)::int) AS n`
    const ranges = sql`WHERE c."last_day" > c."first_day"`
    if (versions) {
      await db.execute(sql`
        INSERT INTO ${rows} ("_order", "_parent_id", "first_day", "_uuid")
        SELECT c."_order", c."_parent_id", c."first_day" + n * interval '1 day', c."_uuid" || '-' || n ${extraDays} ${ranges}`)
      await db.execute(sql`
        INSERT INTO ${locales} ("note", "_locale", "_parent_id")
        SELECT l."note", l."_locale", d."id" ${extraDays}
        JOIN ${locales} l ON l."_parent_id" = c."id"
        JOIN ${rows} d ON d."_parent_id" = c."_parent_id" AND d."_uuid" = c."_uuid" || '-' || n ${ranges}`)
    } else {
      await db.execute(sql`
        INSERT INTO ${rows} ("_order", "_parent_id", "id", "first_day")
        SELECT c."_order", c."_parent_id", c."id" || '-' || n, c."first_day" + n * interval '1 day' ${extraDays} ${ranges}`)
      await db.execute(sql`
        INSERT INTO ${locales} ("note", "_locale", "_parent_id")
        SELECT l."note", l."_locale", c."id" || '-' || n ${extraDays}
        JOIN ${locales} l ON l."_parent_id" = c."id" ${ranges}`)
    }
    // The days in order within each line, as the rows were.
    await db.execute(sql`
      UPDATE ${rows} r SET "_order" = o."position"
      FROM (SELECT "id", row_number() OVER (PARTITION BY "_parent_id" ORDER BY "_order", "first_day") AS "position" FROM ${rows}) o
      WHERE r."id" = o."id"`)
  }
  await db.execute(sql`
  ALTER TABLE "crisis_resources_hours_closures" RENAME COLUMN "first_day" TO "date";
  ALTER TABLE "_crisis_resources_v_version_hours_closures" RENAME COLUMN "first_day" TO "date";
  ALTER TABLE "crisis_resources_hours_closures" DROP COLUMN "last_day";
  ALTER TABLE "_crisis_resources_v_version_hours_closures" DROP COLUMN "last_day";`)
}
