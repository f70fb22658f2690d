import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Newsletter subscribers keep the language they signed up in (issue 19): the confirmation
 * e-mail, the pages its links open and later newsletters use it. Existing subscribers signed
 * up on the English form, so they get 'en'.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_language" AS ENUM('en', 'es');
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" "enum_newsletter_subscribers_language" DEFAULT 'en' NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscribers" DROP COLUMN "language";
  DROP TYPE "public"."enum_newsletter_subscribers_language";`)
}
