import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Issue 59, languages as data: a crisis line's "Answers in Spanish" checkbox becomes the list of
 * the languages it answers in. Every line (and version) answers in English, the default; a
 * ticked box adds Spanish.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crisis_resources_answers_in" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__crisis_resources_v_version_answers_in" AS ENUM('en', 'es');
  CREATE TABLE "crisis_resources_answers_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_crisis_resources_answers_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_crisis_resources_v_version_answers_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__crisis_resources_v_version_answers_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "crisis_resources_answers_in" ADD CONSTRAINT "crisis_resources_answers_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."crisis_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_version_answers_in" ADD CONSTRAINT "_crisis_resources_v_version_answers_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_crisis_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "crisis_resources_answers_in_order_idx" ON "crisis_resources_answers_in" USING btree ("order");
  CREATE INDEX "crisis_resources_answers_in_parent_idx" ON "crisis_resources_answers_in" USING btree ("parent_id");
  CREATE INDEX "_crisis_resources_v_version_answers_in_order_idx" ON "_crisis_resources_v_version_answers_in" USING btree ("order");
  CREATE INDEX "_crisis_resources_v_version_answers_in_parent_idx" ON "_crisis_resources_v_version_answers_in" USING btree ("parent_id");
  INSERT INTO "crisis_resources_answers_in" ("order", "parent_id", "value")
    SELECT 1, "id", 'en'::"enum_crisis_resources_answers_in" FROM "crisis_resources"
    UNION ALL SELECT 2, "id", 'es' FROM "crisis_resources" WHERE "answers_in_spanish";
  INSERT INTO "_crisis_resources_v_version_answers_in" ("order", "parent_id", "value")
    SELECT 1, "id", 'en'::"enum__crisis_resources_v_version_answers_in" FROM "_crisis_resources_v"
    UNION ALL SELECT 2, "id", 'es' FROM "_crisis_resources_v" WHERE "version_answers_in_spanish";
  ALTER TABLE "crisis_resources" DROP COLUMN "answers_in_spanish";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_answers_in_spanish";`)
  await runDeferredCorrections({ db, payload, req })
}

/** Back to the checkbox: ticked where the line answers in Spanish; other languages are dropped. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "crisis_resources" ADD COLUMN "answers_in_spanish" boolean DEFAULT false;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_answers_in_spanish" boolean DEFAULT false;
  UPDATE "crisis_resources" SET "answers_in_spanish" = EXISTS (SELECT 1 FROM
    "crisis_resources_answers_in" a WHERE a."parent_id" = "crisis_resources"."id" AND a."value" = 'es');
  UPDATE "_crisis_resources_v" SET "version_answers_in_spanish" = EXISTS (SELECT 1 FROM
    "_crisis_resources_v_version_answers_in" a WHERE a."parent_id" = "_crisis_resources_v"."id" AND a."value" = 'es');
  DROP TABLE "crisis_resources_answers_in" CASCADE;
  DROP TABLE "_crisis_resources_v_version_answers_in" CASCADE;
  DROP TYPE "public"."enum_crisis_resources_answers_in";
  DROP TYPE "public"."enum__crisis_resources_v_version_answers_in";`)
}
