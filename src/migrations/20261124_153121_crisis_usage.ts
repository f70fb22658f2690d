import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { correctSeededMenuOrderAndPrivacy } from '../seed/corrections/crisis-usage-2026-11'
import { correctWhenSchemaIsCurrent } from '../seed/corrections/deferred'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crisis_usage_event" AS ENUM('dialog-open', 'crisis-view', 'line-call', 'line-text');
  CREATE TABLE "crisis_usage" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"event" "enum_crisis_usage_event" NOT NULL,
  	"line" varchar DEFAULT '',
  	"count" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crisis_usage_id" integer;
  CREATE INDEX "crisis_usage_day_idx" ON "crisis_usage" USING btree ("day");
  CREATE UNIQUE INDEX "day_event_line_idx" ON "crisis_usage" USING btree ("day","event","line");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crisis_usage_fk" FOREIGN KEY ("crisis_usage_id") REFERENCES "public"."crisis_usage"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crisis_usage_id_idx" ON "payload_locked_documents_rels" USING btree ("crisis_usage_id");`)

  // Data: the spec's menu order and the privacy policy's words on the counts, where still seeded.
  await correctWhenSchemaIsCurrent({ db, payload, req }, async ({ payload, req }) => {
    const report = await correctSeededMenuOrderAndPrivacy(payload, req)
    payload.logger.info(
      `Menu order ${report.menus ? 'corrected' : 'unchanged'}; privacy policy ${report.privacy ? 'updated' : 'unchanged'}`,
    )
  })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crisis_usage" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crisis_usage" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crisis_usage_fk";
  
  DROP INDEX "payload_locked_documents_rels_crisis_usage_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crisis_usage_id";
  DROP TYPE "public"."enum_crisis_usage_event";`)
}
