import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Crisis lines can be marked temporarily unavailable from a time to a time
 * (collections/CrisisResources/outages.ts), and the job that refreshes the crisis pages when such
 * a time starts or ends is a new task. Every read of a crisis line names the new tables, so the
 * data corrections left by older migrations run after them.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refreshCrisisLines' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refreshCrisisLines' BEFORE 'schedulePublish';
  CREATE TABLE "crisis_resources_outages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" timestamp(3) with time zone,
  	"until" timestamp(3) with time zone
  );
  
  CREATE TABLE "crisis_resources_outages_locales" (
  	"reason" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_crisis_resources_v_version_outages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" timestamp(3) with time zone,
  	"until" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_crisis_resources_v_version_outages_locales" (
  	"reason" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "crisis_resources_outages" ADD CONSTRAINT "crisis_resources_outages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crisis_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crisis_resources_outages_locales" ADD CONSTRAINT "crisis_resources_outages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crisis_resources_outages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_version_outages" ADD CONSTRAINT "_crisis_resources_v_version_outages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_crisis_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_version_outages_locales" ADD CONSTRAINT "_crisis_resources_v_version_outages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_crisis_resources_v_version_outages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "crisis_resources_outages_order_idx" ON "crisis_resources_outages" USING btree ("_order");
  CREATE INDEX "crisis_resources_outages_parent_id_idx" ON "crisis_resources_outages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "crisis_resources_outages_locales_locale_parent_id_unique" ON "crisis_resources_outages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_crisis_resources_v_version_outages_order_idx" ON "_crisis_resources_v_version_outages" USING btree ("_order");
  CREATE INDEX "_crisis_resources_v_version_outages_parent_id_idx" ON "_crisis_resources_v_version_outages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_crisis_resources_v_version_outages_locales_locale_parent_id" ON "_crisis_resources_v_version_outages_locales" USING btree ("_locale","_parent_id");`)
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The task's queued jobs go first: the enums without its name cannot hold them.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'refreshCrisisLines';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'refreshCrisisLines';
  DROP TABLE IF EXISTS "crisis_resources_outages_locales" CASCADE;
  DROP TABLE IF EXISTS "crisis_resources_outages" CASCADE;
  DROP TABLE IF EXISTS "_crisis_resources_v_version_outages_locales" CASCADE;
  DROP TABLE IF EXISTS "_crisis_resources_v_version_outages" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
