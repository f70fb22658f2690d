import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Issue 59, languages as data: the search index's words per language move from a column pair
 * per language (English and Spanish, as the site had them) into one row per language of
 * `search_languages`, so a new language needs no column. Each entry's English and Spanish are
 * kept as they were (a Spanish value missing is the English, as the search read it).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"locale" varchar,
  	"title" varchar,
  	"text" varchar,
  	"match" varchar
  );
  
  ALTER TABLE "search_languages" ADD CONSTRAINT "search_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_languages_order_idx" ON "search_languages" USING btree ("_order");
  CREATE INDEX "search_languages_parent_id_idx" ON "search_languages" USING btree ("_parent_id");
  INSERT INTO "search_languages" ("_order", "_parent_id", "id", "locale", "title", "text", "match")
    SELECT 1, "id", substr(md5(random()::text || "id" || 'en'), 1, 24), 'en', "title", "text_en", "match_en"
      FROM "search"
    UNION ALL
    SELECT 2, "id", substr(md5(random()::text || "id" || 'es'), 1, 24), 'es',
      coalesce("title_es", "title"), coalesce("text_es", "text_en"), coalesce("match_es", "match_en")
      FROM "search";
  ALTER TABLE "search" DROP COLUMN "title_es";
  ALTER TABLE "search" DROP COLUMN "text_en";
  ALTER TABLE "search" DROP COLUMN "text_es";
  ALTER TABLE "search" DROP COLUMN "match_en";
  ALTER TABLE "search" DROP COLUMN "match_es";`)
  await runDeferredCorrections({ db, payload, req })
}

/** Back to the two languages' columns; the rows of any other language are dropped. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "search" ADD COLUMN "title_es" varchar;
  ALTER TABLE "search" ADD COLUMN "text_en" varchar;
  ALTER TABLE "search" ADD COLUMN "text_es" varchar;
  ALTER TABLE "search" ADD COLUMN "match_en" varchar;
  ALTER TABLE "search" ADD COLUMN "match_es" varchar;
  UPDATE "search" SET "text_en" = l."text", "match_en" = l."match"
    FROM "search_languages" l WHERE l."_parent_id" = "search"."id" AND l."locale" = 'en';
  UPDATE "search" SET "title_es" = l."title", "text_es" = l."text", "match_es" = l."match"
    FROM "search_languages" l WHERE l."_parent_id" = "search"."id" AND l."locale" = 'es';
  DROP TABLE "search_languages" CASCADE;`)
}
