import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * A picture's description (alt text) and caption per language (issue 42): they move from `media`
 * into `media_locales`, every existing one as the English. The demo reports' files get their
 * Spanish descriptions; any other file has none until an editor writes it (the Spanish site reads
 * the English meanwhile, and the translation state says so).
 */

/** The demo reports' files as seeded before this migration, English → Spanish. */
const DEMO_FILES: [string, string][] = [
  ['Annual Report 2024 (summary), PDF document', 'Informe anual 2024 (resumen), documento PDF'],
  ['Annual Report 2023 (summary), PDF document', 'Informe anual 2023 (resumen), documento PDF'],
  [
    'Form 990 for 2023 (placeholder), PDF document',
    'Formulario 990 de 2023 (provisional), documento PDF',
  ],
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "media_locales" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "media_locales" ("alt", "caption", "_locale", "_parent_id")
    SELECT coalesce("alt", ''), "caption", 'en', "id" FROM "media";
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "media" DROP COLUMN "caption";`)
  for (const [english, spanish] of DEMO_FILES) {
    await db.execute(sql`
      INSERT INTO "media_locales" ("alt", "_locale", "_parent_id")
        SELECT ${spanish}, 'es', "_parent_id" FROM "media_locales"
        WHERE "_locale" = 'en' AND "alt" = ${english}
      ON CONFLICT ("_locale", "_parent_id") DO NOTHING`)
  }
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "alt" varchar;
  ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "caption" varchar;
  UPDATE "media" SET "alt" = l."alt", "caption" = l."caption"
    FROM "media_locales" l WHERE l."_parent_id" = "media"."id" AND l."_locale" = 'en';
  UPDATE "media" SET "alt" = '' WHERE "alt" IS NULL;
  ALTER TABLE "media" ALTER COLUMN "alt" SET NOT NULL;
  DROP TABLE IF EXISTS "media_locales" CASCADE;`)
}
