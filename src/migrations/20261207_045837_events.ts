import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Issue 61: events (collections/Events), their categories and the "Upcoming events" page block.
 * Every document lock names each collection, so this migration completes the schema the
 * deferred corrections read (seed/corrections/deferred.ts).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_accessibility" AS ENUM('stepFree', 'captions', 'asl', 'quietRoom');
  CREATE TYPE "public"."enum_events_startsat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum_events_endsat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum_events_repeat_frequency" AS ENUM('none', 'weekly', 'monthly');
  CREATE TYPE "public"."enum_events_attendance" AS ENUM('in-person', 'online');
  CREATE TYPE "public"."enum_events_online_join_link_shown" AS ENUM('registered', 'nearTime');
  CREATE TYPE "public"."enum_events_registration_kind" AS ENUM('none', 'external', 'form');
  CREATE TYPE "public"."enum_events_event_status" AS ENUM('scheduled', 'moved', 'cancelled');
  CREATE TYPE "public"."enum_events_previousstartsat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_accessibility" AS ENUM('stepFree', 'captions', 'asl', 'quietRoom');
  CREATE TYPE "public"."enum__events_v_version_startsat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum__events_v_version_endsat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum__events_v_version_repeat_frequency" AS ENUM('none', 'weekly', 'monthly');
  CREATE TYPE "public"."enum__events_v_version_attendance" AS ENUM('in-person', 'online');
  CREATE TYPE "public"."enum__events_v_version_online_join_link_shown" AS ENUM('registered', 'nearTime');
  CREATE TYPE "public"."enum__events_v_version_registration_kind" AS ENUM('none', 'external', 'form');
  CREATE TYPE "public"."enum__events_v_version_event_status" AS ENUM('scheduled', 'moved', 'cancelled');
  CREATE TYPE "public"."enum__events_v_version_previousstartsat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('en', 'es');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refreshEvents' BEFORE 'sendPasswordReset';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refreshEvents' BEFORE 'sendPasswordReset';
  CREATE TABLE "pages_blocks_upcoming_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"category_id" integer,
  	"limit" numeric DEFAULT 3,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_upcoming_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"category_id" integer,
  	"limit" numeric DEFAULT 3,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "events_repeat_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "events_accessibility" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_accessibility",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"startsat_tz" "enum_events_startsat_tz" DEFAULT 'America/New_York',
  	"ends_at" timestamp(3) with time zone,
  	"endsat_tz" "enum_events_endsat_tz" DEFAULT 'America/New_York',
  	"all_day" boolean DEFAULT false,
  	"repeat_frequency" "enum_events_repeat_frequency" DEFAULT 'none',
  	"repeat_until" timestamp(3) with time zone,
  	"attendance" "enum_events_attendance" DEFAULT 'in-person',
  	"venue_address" varchar,
  	"online_join_url" varchar,
  	"online_join_link_shown" "enum_events_online_join_link_shown" DEFAULT 'registered',
  	"image_id" integer,
  	"organiser" varchar,
  	"registration_kind" "enum_events_registration_kind" DEFAULT 'none',
  	"registration_url" varchar,
  	"registration_form_id" integer,
  	"registration_capacity" numeric,
  	"registration_full" boolean DEFAULT false,
  	"event_status" "enum_events_event_status" DEFAULT 'scheduled',
  	"previous_starts_at" timestamp(3) with time zone,
  	"previousstartsat_tz" "enum_events_previousstartsat_tz" DEFAULT 'America/New_York',
  	"sensitive" boolean DEFAULT false,
  	"last_ends_at" timestamp(3) with time zone,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"venue_name" varchar,
  	"accessibility_notes" varchar,
  	"body" jsonb,
  	"audience" varchar,
  	"status_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"event_categories_id" integer
  );
  
  CREATE TABLE "_events_v_version_repeat_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_accessibility" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_accessibility",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_startsat_tz" "enum__events_v_version_startsat_tz" DEFAULT 'America/New_York',
  	"version_ends_at" timestamp(3) with time zone,
  	"version_endsat_tz" "enum__events_v_version_endsat_tz" DEFAULT 'America/New_York',
  	"version_all_day" boolean DEFAULT false,
  	"version_repeat_frequency" "enum__events_v_version_repeat_frequency" DEFAULT 'none',
  	"version_repeat_until" timestamp(3) with time zone,
  	"version_attendance" "enum__events_v_version_attendance" DEFAULT 'in-person',
  	"version_venue_address" varchar,
  	"version_online_join_url" varchar,
  	"version_online_join_link_shown" "enum__events_v_version_online_join_link_shown" DEFAULT 'registered',
  	"version_image_id" integer,
  	"version_organiser" varchar,
  	"version_registration_kind" "enum__events_v_version_registration_kind" DEFAULT 'none',
  	"version_registration_url" varchar,
  	"version_registration_form_id" integer,
  	"version_registration_capacity" numeric,
  	"version_registration_full" boolean DEFAULT false,
  	"version_event_status" "enum__events_v_version_event_status" DEFAULT 'scheduled',
  	"version_previous_starts_at" timestamp(3) with time zone,
  	"version_previousstartsat_tz" "enum__events_v_version_previousstartsat_tz" DEFAULT 'America/New_York',
  	"version_sensitive" boolean DEFAULT false,
  	"version_last_ends_at" timestamp(3) with time zone,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_venue_name" varchar,
  	"version_accessibility_notes" varchar,
  	"version_body" jsonb,
  	"version_audience" varchar,
  	"version_status_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"event_categories_id" integer
  );
  
  CREATE TABLE "event_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_categories_id" integer;
  ALTER TABLE "pages_blocks_upcoming_events" ADD CONSTRAINT "pages_blocks_upcoming_events_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_upcoming_events" ADD CONSTRAINT "pages_blocks_upcoming_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_upcoming_events" ADD CONSTRAINT "_pages_v_blocks_upcoming_events_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_upcoming_events" ADD CONSTRAINT "_pages_v_blocks_upcoming_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_repeat_exceptions" ADD CONSTRAINT "events_repeat_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_accessibility" ADD CONSTRAINT "events_accessibility_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_registration_form_id_forms_id_fk" FOREIGN KEY ("registration_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_event_categories_fk" FOREIGN KEY ("event_categories_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_repeat_exceptions" ADD CONSTRAINT "_events_v_version_repeat_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_accessibility" ADD CONSTRAINT "_events_v_version_accessibility_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_registration_form_id_forms_id_fk" FOREIGN KEY ("version_registration_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_event_categories_fk" FOREIGN KEY ("event_categories_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_categories_locales" ADD CONSTRAINT "event_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_upcoming_events_order_idx" ON "pages_blocks_upcoming_events" USING btree ("_order");
  CREATE INDEX "pages_blocks_upcoming_events_parent_id_idx" ON "pages_blocks_upcoming_events" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_upcoming_events_path_idx" ON "pages_blocks_upcoming_events" USING btree ("_path");
  CREATE INDEX "pages_blocks_upcoming_events_locale_idx" ON "pages_blocks_upcoming_events" USING btree ("_locale");
  CREATE INDEX "pages_blocks_upcoming_events_category_idx" ON "pages_blocks_upcoming_events" USING btree ("category_id");
  CREATE INDEX "_pages_v_blocks_upcoming_events_order_idx" ON "_pages_v_blocks_upcoming_events" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_upcoming_events_parent_id_idx" ON "_pages_v_blocks_upcoming_events" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_upcoming_events_path_idx" ON "_pages_v_blocks_upcoming_events" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_upcoming_events_locale_idx" ON "_pages_v_blocks_upcoming_events" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_upcoming_events_category_idx" ON "_pages_v_blocks_upcoming_events" USING btree ("category_id");
  CREATE INDEX "events_repeat_exceptions_order_idx" ON "events_repeat_exceptions" USING btree ("_order");
  CREATE INDEX "events_repeat_exceptions_parent_id_idx" ON "events_repeat_exceptions" USING btree ("_parent_id");
  CREATE INDEX "events_accessibility_order_idx" ON "events_accessibility" USING btree ("order");
  CREATE INDEX "events_accessibility_parent_idx" ON "events_accessibility" USING btree ("parent_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_registration_registration_form_idx" ON "events" USING btree ("registration_form_id");
  CREATE INDEX "events_last_ends_at_idx" ON "events" USING btree ("last_ends_at");
  CREATE INDEX "events_updated_by_idx" ON "events" USING btree ("updated_by_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_event_categories_id_idx" ON "events_rels" USING btree ("event_categories_id");
  CREATE INDEX "_events_v_version_repeat_exceptions_order_idx" ON "_events_v_version_repeat_exceptions" USING btree ("_order");
  CREATE INDEX "_events_v_version_repeat_exceptions_parent_id_idx" ON "_events_v_version_repeat_exceptions" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_accessibility_order_idx" ON "_events_v_version_accessibility" USING btree ("order");
  CREATE INDEX "_events_v_version_accessibility_parent_idx" ON "_events_v_version_accessibility" USING btree ("parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_starts_at_idx" ON "_events_v" USING btree ("version_starts_at");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_registration_version_registration_form_idx" ON "_events_v" USING btree ("version_registration_form_id");
  CREATE INDEX "_events_v_version_version_last_ends_at_idx" ON "_events_v" USING btree ("version_last_ends_at");
  CREATE INDEX "_events_v_version_version_updated_by_idx" ON "_events_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_autosave_idx" ON "_events_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_event_categories_id_idx" ON "_events_v_rels" USING btree ("event_categories_id");
  CREATE UNIQUE INDEX "event_categories_slug_idx" ON "event_categories" USING btree ("slug");
  CREATE INDEX "event_categories_updated_at_idx" ON "event_categories" USING btree ("updated_at");
  CREATE INDEX "event_categories_created_at_idx" ON "event_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_categories_locales_locale_parent_id_unique" ON "event_categories_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_categories_fk" FOREIGN KEY ("event_categories_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_event_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("event_categories_id");`)
  await runDeferredCorrections({ db, payload, req })
}

// Down: the tables' CASCADE already drops the document locks' keys to them (so IF EXISTS), and
// the queued refreshes of event pages go with their task's name.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_upcoming_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_upcoming_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_repeat_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_accessibility" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_repeat_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_accessibility" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_categories_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_upcoming_events" CASCADE;
  DROP TABLE "_pages_v_blocks_upcoming_events" CASCADE;
  DROP TABLE "events_repeat_exceptions" CASCADE;
  DROP TABLE "events_accessibility" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v_version_repeat_exceptions" CASCADE;
  DROP TABLE "_events_v_version_accessibility" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "event_categories" CASCADE;
  DROP TABLE "event_categories_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_event_categories_fk";
  
  DELETE FROM "payload_jobs_log" WHERE "task_slug"::text = 'refreshEvents';
  DELETE FROM "payload_jobs" WHERE "task_slug"::text = 'refreshEvents';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'refreshCrisisLines', 'sendPasswordReset', 'reportSignInBurst', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'refreshCrisisLines', 'sendPasswordReset', 'reportSignInBurst', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_categories_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_categories_id";
  DROP TYPE "public"."enum_events_accessibility";
  DROP TYPE "public"."enum_events_startsat_tz";
  DROP TYPE "public"."enum_events_endsat_tz";
  DROP TYPE "public"."enum_events_repeat_frequency";
  DROP TYPE "public"."enum_events_attendance";
  DROP TYPE "public"."enum_events_online_join_link_shown";
  DROP TYPE "public"."enum_events_registration_kind";
  DROP TYPE "public"."enum_events_event_status";
  DROP TYPE "public"."enum_events_previousstartsat_tz";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_accessibility";
  DROP TYPE "public"."enum__events_v_version_startsat_tz";
  DROP TYPE "public"."enum__events_v_version_endsat_tz";
  DROP TYPE "public"."enum__events_v_version_repeat_frequency";
  DROP TYPE "public"."enum__events_v_version_attendance";
  DROP TYPE "public"."enum__events_v_version_online_join_link_shown";
  DROP TYPE "public"."enum__events_v_version_registration_kind";
  DROP TYPE "public"."enum__events_v_version_event_status";
  DROP TYPE "public"."enum__events_v_version_previousstartsat_tz";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";`)
}
