import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * The site search's index (Payload's search plugin): a row per published page, story, crisis
 * line and report, in both languages, filled by the seed on the next start where it is empty
 * (src/seed/search-index.ts); and two counts the server keeps, searches and searches that
 * showed crisis help first (never their words). The data corrections left by older migrations
 * run after it: every publish of a searched document writes the index.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_kind" AS ENUM('pages', 'stories', 'crisis-resources', 'reports');
  ALTER TYPE "public"."enum_crisis_usage_event" ADD VALUE 'search';
  ALTER TYPE "public"."enum_crisis_usage_event" ADD VALUE 'search-distress';
  CREATE TABLE "search" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"priority" numeric,
  	"kind" "enum_search_kind",
  	"path" varchar,
  	"title_es" varchar,
  	"text_en" varchar,
  	"text_es" varchar,
  	"match_en" varchar,
  	"match_es" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"stories_id" integer,
  	"crisis_resources_id" integer,
  	"reports_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_id" integer;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_crisis_resources_fk" FOREIGN KEY ("crisis_resources_id") REFERENCES "public"."crisis_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_reports_fk" FOREIGN KEY ("reports_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_updated_at_idx" ON "search" USING btree ("updated_at");
  CREATE INDEX "search_created_at_idx" ON "search" USING btree ("created_at");
  CREATE INDEX "search_rels_order_idx" ON "search_rels" USING btree ("order");
  CREATE INDEX "search_rels_parent_idx" ON "search_rels" USING btree ("parent_id");
  CREATE INDEX "search_rels_path_idx" ON "search_rels" USING btree ("path");
  CREATE INDEX "search_rels_pages_id_idx" ON "search_rels" USING btree ("pages_id");
  CREATE INDEX "search_rels_stories_id_idx" ON "search_rels" USING btree ("stories_id");
  CREATE INDEX "search_rels_crisis_resources_id_idx" ON "search_rels" USING btree ("crisis_resources_id");
  CREATE INDEX "search_rels_reports_id_idx" ON "search_rels" USING btree ("reports_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_id_idx" ON "payload_locked_documents_rels" USING btree ("search_id");`)
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search" CASCADE;
  DROP TABLE "search_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_search_fk";
  
  DELETE FROM "crisis_usage" WHERE "event" IN ('search', 'search-distress');
  ALTER TABLE "crisis_usage" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_crisis_usage_event";
  CREATE TYPE "public"."enum_crisis_usage_event" AS ENUM('dialog-open', 'crisis-view', 'line-call', 'line-text');
  ALTER TABLE "crisis_usage" ALTER COLUMN "event" SET DATA TYPE "public"."enum_crisis_usage_event" USING "event"::"public"."enum_crisis_usage_event";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_search_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_id";
  DROP TYPE "public"."enum_search_kind";`)
}
