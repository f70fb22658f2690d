import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { redactLinks } from '@domain/outbox'

/**
 * Issue 60: the whole team reads the Outbox. Each entry names the submission or subscriber it is
 * about (their screens list it), and no entry keeps a link's secret (domain/outbox.ts): the texts
 * kept so far lose theirs here, and a notification kept whole is linked to the submission its
 * admin link names. Other entries kept so far stay unlinked (they expire within 30 days).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "outbox" ADD COLUMN "submission_id" integer;
  ALTER TABLE "outbox" ADD COLUMN "subscriber_id" integer;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "outbox_submission_idx" ON "outbox" USING btree ("submission_id");
  CREATE INDEX "outbox_subscriber_idx" ON "outbox" USING btree ("subscriber_id");
  UPDATE "outbox" o SET "submission_id" = s."id"
    FROM "form_submissions" s
    WHERE s."id"::text = substring(o."text" from '/admin/collections/form-submissions/([0-9]+)');`)
  const kept = (await db.execute(
    sql`SELECT "id", "text" FROM "outbox" WHERE "text" ~* 'https?://'`,
  )) as unknown as { rows: { id: number; text: string }[] }
  for (const row of kept.rows) {
    const text = redactLinks(row.text)
    if (text !== row.text)
      await db.execute(sql`UPDATE "outbox" SET "text" = ${text} WHERE "id" = ${row.id}`)
  }
}

/** The links go; the secrets removed stay removed (they were one-time links). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "outbox" DROP CONSTRAINT "outbox_submission_id_form_submissions_id_fk";
  ALTER TABLE "outbox" DROP CONSTRAINT "outbox_subscriber_id_newsletter_subscribers_id_fk";
  DROP INDEX "outbox_submission_idx";
  DROP INDEX "outbox_subscriber_idx";
  ALTER TABLE "outbox" DROP COLUMN "submission_id";
  ALTER TABLE "outbox" DROP COLUMN "subscriber_id";`)
}
