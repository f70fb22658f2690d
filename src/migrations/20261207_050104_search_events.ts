import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { correctServicesEvents } from '../seed/corrections/services-events-2026-12'
import { correctWhenSchemaIsCurrent, runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Issue 61: published events are in the site search (collections/Search: the kind "Event" and
 * the index's link to the event). Every publish of a searched document reads the index's links,
 * so this migration completes the schema the deferred corrections read
 * (seed/corrections/deferred.ts). Data: the services page of an existing site gets its
 * "Upcoming events" list at /services#events, where the services menu's "Events" link points
 * (seed/corrections/services-events-2026-12.ts). Down: the index's event rows go with the kind.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_search_kind" ADD VALUE 'events';
  ALTER TABLE "search_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_rels_events_id_idx" ON "search_rels" USING btree ("events_id");`)

  await correctWhenSchemaIsCurrent({ db, payload, req }, async ({ payload, req }) => {
    const languages = await correctServicesEvents(payload, req)
    payload.logger.info(
      `Services page: "Upcoming events" at /services#events added in ${languages.join(', ') || 'no language (there already, or no page)'}`,
    )
  })
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "search" WHERE "id" IN (SELECT "parent_id" FROM "search_rels" WHERE "events_id" IS NOT NULL);
  DELETE FROM "search" WHERE "kind"::text = 'events';
  ALTER TABLE "search_rels" DROP CONSTRAINT "search_rels_events_fk";
  ALTER TABLE "search" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_search_kind";
  CREATE TYPE "public"."enum_search_kind" AS ENUM('pages', 'stories', 'crisis-resources', 'reports');
  ALTER TABLE "search" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_search_kind" USING "kind"::"public"."enum_search_kind";
  DROP INDEX "search_rels_events_id_idx";
  ALTER TABLE "search_rels" DROP COLUMN "events_id";`)
}
