import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { correctSeededCrisisLines } from '../seed/corrections/crisis-2026-11'
import { correctWhenSchemaIsCurrent } from '../seed/corrections/deferred'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "crisis_resources_other_ways" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "crisis_resources_hours_closures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"note" varchar
  );
  
  CREATE TABLE "_crisis_resources_v_version_other_ways" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_crisis_resources_v_version_hours_closures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "crisis_resources" ADD COLUMN "chat_url" varchar;
  ALTER TABLE "crisis_resources" ADD COLUMN "hours_note" varchar;
  ALTER TABLE "crisis_resources" ADD COLUMN "suggest_when_closed" boolean DEFAULT false;
  ALTER TABLE "crisis_resources" ADD COLUMN "source" varchar;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_chat_url" varchar;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_hours_note" varchar;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_suggest_when_closed" boolean DEFAULT false;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_source" varchar;
  ALTER TABLE "crisis_resources_other_ways" ADD CONSTRAINT "crisis_resources_other_ways_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crisis_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crisis_resources_hours_closures" ADD CONSTRAINT "crisis_resources_hours_closures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crisis_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_version_other_ways" ADD CONSTRAINT "_crisis_resources_v_version_other_ways_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_crisis_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_version_hours_closures" ADD CONSTRAINT "_crisis_resources_v_version_hours_closures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_crisis_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "crisis_resources_other_ways_order_idx" ON "crisis_resources_other_ways" USING btree ("_order");
  CREATE INDEX "crisis_resources_other_ways_parent_id_idx" ON "crisis_resources_other_ways" USING btree ("_parent_id");
  CREATE INDEX "crisis_resources_hours_closures_order_idx" ON "crisis_resources_hours_closures" USING btree ("_order");
  CREATE INDEX "crisis_resources_hours_closures_parent_id_idx" ON "crisis_resources_hours_closures" USING btree ("_parent_id");
  CREATE INDEX "_crisis_resources_v_version_other_ways_order_idx" ON "_crisis_resources_v_version_other_ways" USING btree ("_order");
  CREATE INDEX "_crisis_resources_v_version_other_ways_parent_id_idx" ON "_crisis_resources_v_version_other_ways" USING btree ("_parent_id");
  CREATE INDEX "_crisis_resources_v_version_hours_closures_order_idx" ON "_crisis_resources_v_version_hours_closures" USING btree ("_order");
  CREATE INDEX "_crisis_resources_v_version_hours_closures_parent_id_idx" ON "_crisis_resources_v_version_hours_closures" USING btree ("_parent_id");`)

  // Data: correct lines an earlier seed wrote, field by field, never an editor's change.
  await correctWhenSchemaIsCurrent({ db, payload, req }, async ({ payload, req }) => {
    const report = await correctSeededCrisisLines(payload, req)
    payload.logger.info(
      `Crisis lines corrected: ${report.updated.join(', ') || 'none'}; added: ${report.created.join(', ') || 'none'}; left alone (unpublished drafts): ${report.skipped.join(', ') || 'none'}`,
    )
  })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "crisis_resources_other_ways" CASCADE;
  DROP TABLE "crisis_resources_hours_closures" CASCADE;
  DROP TABLE "_crisis_resources_v_version_other_ways" CASCADE;
  DROP TABLE "_crisis_resources_v_version_hours_closures" CASCADE;
  ALTER TABLE "crisis_resources" DROP COLUMN "chat_url";
  ALTER TABLE "crisis_resources" DROP COLUMN "hours_note";
  ALTER TABLE "crisis_resources" DROP COLUMN "suggest_when_closed";
  ALTER TABLE "crisis_resources" DROP COLUMN "source";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_chat_url";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_hours_note";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_suggest_when_closed";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_source";`)
}
