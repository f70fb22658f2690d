import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Issue 61: a published event whose address changes leaves a redirect to it, as pages and stories
 * do (redirects_rels.events_id). Every read of a redirect names the column, so this migration
 * completes the schema the deferred corrections read (seed/corrections/deferred.ts).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "redirects_rels_events_id_idx" ON "redirects_rels" USING btree ("events_id");`)
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_rels" DROP CONSTRAINT IF EXISTS "redirects_rels_events_fk";
  
  DROP INDEX "redirects_rels_events_id_idx";
  ALTER TABLE "redirects_rels" DROP COLUMN "events_id";`)
}
