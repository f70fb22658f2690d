import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 61: an answer sent from an event's page is stored with its event (form_submissions.event),
 * whose places are counted by it.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" ADD COLUMN "event_id" integer;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "form_submissions_event_idx" ON "form_submissions" USING btree ("event_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DROP CONSTRAINT IF EXISTS "form_submissions_event_id_events_id_fk";
  
  DROP INDEX "form_submissions_event_idx";
  ALTER TABLE "form_submissions" DROP COLUMN "event_id";`)
}
