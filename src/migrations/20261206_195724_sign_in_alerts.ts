import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Issue 58: the sign-in alerts on a member's dashboard (collections/SignInAlerts), and the two
 * jobs of sign-in (collections/Users/tasks.ts): the password-reset e-mail sent after
 * forgot-password answered, and the report of a burst of sign-in attempts. Payload's document
 * locks name the new collection too, so the deferred data corrections run after it.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendPasswordReset' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reportSignInBurst' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendPasswordReset' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reportSignInBurst' BEFORE 'schedulePublish';
  CREATE TABLE "sign_in_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"attempts" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_in_alerts_id" integer;
  ALTER TABLE "sign_in_alerts" ADD CONSTRAINT "sign_in_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sign_in_alerts_user_idx" ON "sign_in_alerts" USING btree ("user_id");
  CREATE INDEX "sign_in_alerts_updated_at_idx" ON "sign_in_alerts" USING btree ("updated_at");
  CREATE INDEX "sign_in_alerts_created_at_idx" ON "sign_in_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_in_alerts_fk" FOREIGN KEY ("sign_in_alerts_id") REFERENCES "public"."sign_in_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sign_in_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("sign_in_alerts_id");`)
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The tasks' queued jobs go first: the enums without their names cannot hold them.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('sendPasswordReset', 'reportSignInBurst');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('sendPasswordReset', 'reportSignInBurst');
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_sign_in_alerts_fk";
  DROP TABLE IF EXISTS "sign_in_alerts" CASCADE;

  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'refreshCrisisLines', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'refreshCrisisLines', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_sign_in_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "sign_in_alerts_id";`)
}
