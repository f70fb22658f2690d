import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 60: a submission's topic (the contact form's) becomes a column of its own, which the
 * admin list shows, filters and sorts; the submissions kept so far get theirs from what they sent.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "form_submissions" ADD COLUMN "topic" varchar;
  CREATE INDEX "form_submissions_topic_idx" ON "form_submissions" USING btree ("topic");
  UPDATE "form_submissions" SET "topic" = "data"->>'topic'
    WHERE jsonb_typeof("data"->'topic') = 'string' AND "data"->>'topic' <> '';`)
}

/** The column goes; every topic is still in what the submission sent (`data`). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "form_submissions_topic_idx";
  ALTER TABLE "form_submissions" DROP COLUMN "topic";`)
}
