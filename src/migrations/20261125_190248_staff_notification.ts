import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_form_submissions_staff_notification" AS ENUM('sent', 'log-only', 'failed', 'sending');
  ALTER TABLE "form_submissions" ADD COLUMN "staff_notification" "enum_form_submissions_staff_notification";
  ALTER TABLE "form_submissions" ADD COLUMN "staff_notification_detail" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DROP COLUMN "staff_notification";
  ALTER TABLE "form_submissions" DROP COLUMN "staff_notification_detail";
  DROP TYPE "public"."enum_form_submissions_staff_notification";`)
}
