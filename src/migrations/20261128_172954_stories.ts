import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Stories (/news) and their categories, with drafts and versions in both languages; links that
 * pick a story (menus, buttons, cards: link type "story"); the "Latest stories" block. The data
 * corrections left by older migrations run after it: the Local API reads these columns.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_published_locale" AS ENUM('en', 'es');
  ALTER TYPE "public"."enum_pages_blocks_hero_actions_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_blocks_rich_text_section_actions_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_blocks_card_grid_cards_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_blocks_call_to_action_actions_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_actions_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_rich_text_section_actions_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_card_grid_cards_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_call_to_action_actions_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum_menus_sections_items_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum_menus_link_type" ADD VALUE 'story' BEFORE 'url';
  ALTER TYPE "public"."enum_menus_featured_link_type" ADD VALUE 'story' BEFORE 'url';
  CREATE TABLE "pages_blocks_latest_stories" (
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
  
  CREATE TABLE "_pages_v_blocks_latest_stories" (
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
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"image_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"author_name" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "stories_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author_name" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__stories_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_stories_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_stories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero_actions" ADD COLUMN "story_id" integer;
  ALTER TABLE "pages_blocks_rich_text_section_actions" ADD COLUMN "story_id" integer;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD COLUMN "story_id" integer;
  ALTER TABLE "pages_blocks_call_to_action_actions" ADD COLUMN "story_id" integer;
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD COLUMN "story_id" integer;
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ADD COLUMN "story_id" integer;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD COLUMN "story_id" integer;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ADD COLUMN "story_id" integer;
  ALTER TABLE "menus_sections_items" ADD COLUMN "story_id" integer;
  ALTER TABLE "menus" ADD COLUMN "story_id" integer;
  ALTER TABLE "menus" ADD COLUMN "featured_story_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "pages_blocks_latest_stories" ADD CONSTRAINT "pages_blocks_latest_stories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_stories" ADD CONSTRAINT "pages_blocks_latest_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_stories" ADD CONSTRAINT "_pages_v_blocks_latest_stories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_stories" ADD CONSTRAINT "_pages_v_blocks_latest_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_locales" ADD CONSTRAINT "stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_locales" ADD CONSTRAINT "_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_latest_stories_order_idx" ON "pages_blocks_latest_stories" USING btree ("_order");
  CREATE INDEX "pages_blocks_latest_stories_parent_id_idx" ON "pages_blocks_latest_stories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_latest_stories_path_idx" ON "pages_blocks_latest_stories" USING btree ("_path");
  CREATE INDEX "pages_blocks_latest_stories_locale_idx" ON "pages_blocks_latest_stories" USING btree ("_locale");
  CREATE INDEX "pages_blocks_latest_stories_category_idx" ON "pages_blocks_latest_stories" USING btree ("category_id");
  CREATE INDEX "_pages_v_blocks_latest_stories_order_idx" ON "_pages_v_blocks_latest_stories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_stories_parent_id_idx" ON "_pages_v_blocks_latest_stories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_stories_path_idx" ON "_pages_v_blocks_latest_stories" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_latest_stories_locale_idx" ON "_pages_v_blocks_latest_stories" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_latest_stories_category_idx" ON "_pages_v_blocks_latest_stories" USING btree ("category_id");
  CREATE UNIQUE INDEX "stories_slug_idx" ON "stories" USING btree ("slug");
  CREATE INDEX "stories_image_idx" ON "stories" USING btree ("image_id");
  CREATE INDEX "stories_published_at_idx" ON "stories" USING btree ("published_at");
  CREATE INDEX "stories_updated_by_idx" ON "stories" USING btree ("updated_by_id");
  CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "stories" USING btree ("_status");
  CREATE UNIQUE INDEX "stories_locales_locale_parent_id_unique" ON "stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stories_rels_order_idx" ON "stories_rels" USING btree ("order");
  CREATE INDEX "stories_rels_parent_idx" ON "stories_rels" USING btree ("parent_id");
  CREATE INDEX "stories_rels_path_idx" ON "stories_rels" USING btree ("path");
  CREATE INDEX "stories_rels_categories_id_idx" ON "stories_rels" USING btree ("categories_id");
  CREATE INDEX "_stories_v_parent_idx" ON "_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_slug_idx" ON "_stories_v" USING btree ("version_slug");
  CREATE INDEX "_stories_v_version_version_image_idx" ON "_stories_v" USING btree ("version_image_id");
  CREATE INDEX "_stories_v_version_version_published_at_idx" ON "_stories_v" USING btree ("version_published_at");
  CREATE INDEX "_stories_v_version_version_updated_by_idx" ON "_stories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_snapshot_idx" ON "_stories_v" USING btree ("snapshot");
  CREATE INDEX "_stories_v_published_locale_idx" ON "_stories_v" USING btree ("published_locale");
  CREATE INDEX "_stories_v_latest_idx" ON "_stories_v" USING btree ("latest");
  CREATE INDEX "_stories_v_autosave_idx" ON "_stories_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_stories_v_locales_locale_parent_id_unique" ON "_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_stories_v_rels_order_idx" ON "_stories_v_rels" USING btree ("order");
  CREATE INDEX "_stories_v_rels_parent_idx" ON "_stories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_stories_v_rels_path_idx" ON "_stories_v_rels" USING btree ("path");
  CREATE INDEX "_stories_v_rels_categories_id_idx" ON "_stories_v_rels" USING btree ("categories_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_blocks_hero_actions" ADD CONSTRAINT "pages_blocks_hero_actions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_section_actions" ADD CONSTRAINT "pages_blocks_rich_text_section_actions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_actions" ADD CONSTRAINT "pages_blocks_call_to_action_actions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD CONSTRAINT "_pages_v_blocks_hero_actions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ADD CONSTRAINT "_pages_v_blocks_rich_text_section_actions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ADD CONSTRAINT "_pages_v_blocks_call_to_action_actions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_sections_items" ADD CONSTRAINT "menus_sections_items_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_featured_story_id_stories_id_fk" FOREIGN KEY ("featured_story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_actions_story_idx" ON "pages_blocks_hero_actions" USING btree ("story_id");
  CREATE INDEX "pages_blocks_rich_text_section_actions_story_idx" ON "pages_blocks_rich_text_section_actions" USING btree ("story_id");
  CREATE INDEX "pages_blocks_card_grid_cards_story_idx" ON "pages_blocks_card_grid_cards" USING btree ("story_id");
  CREATE INDEX "pages_blocks_call_to_action_actions_story_idx" ON "pages_blocks_call_to_action_actions" USING btree ("story_id");
  CREATE INDEX "_pages_v_blocks_hero_actions_story_idx" ON "_pages_v_blocks_hero_actions" USING btree ("story_id");
  CREATE INDEX "_pages_v_blocks_rich_text_section_actions_story_idx" ON "_pages_v_blocks_rich_text_section_actions" USING btree ("story_id");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_story_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("story_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_actions_story_idx" ON "_pages_v_blocks_call_to_action_actions" USING btree ("story_id");
  CREATE INDEX "menus_sections_items_story_idx" ON "menus_sections_items" USING btree ("story_id");
  CREATE INDEX "menus_story_idx" ON "menus" USING btree ("story_id");
  CREATE INDEX "menus_featured_featured_story_idx" ON "menus" USING btree ("featured_story_id");
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");`)
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_latest_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_latest_stories" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_stories" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "stories_locales" CASCADE;
  DROP TABLE "stories_rels" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "_stories_v_locales" CASCADE;
  DROP TABLE "_stories_v_rels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  ALTER TABLE "pages_blocks_hero_actions" DROP CONSTRAINT IF EXISTS "pages_blocks_hero_actions_story_id_stories_id_fk";
  
  ALTER TABLE "pages_blocks_rich_text_section_actions" DROP CONSTRAINT IF EXISTS "pages_blocks_rich_text_section_actions_story_id_stories_id_fk";
  
  ALTER TABLE "pages_blocks_card_grid_cards" DROP CONSTRAINT IF EXISTS "pages_blocks_card_grid_cards_story_id_stories_id_fk";
  
  ALTER TABLE "pages_blocks_call_to_action_actions" DROP CONSTRAINT IF EXISTS "pages_blocks_call_to_action_actions_story_id_stories_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP CONSTRAINT IF EXISTS "_pages_v_blocks_hero_actions_story_id_stories_id_fk";
  
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" DROP CONSTRAINT IF EXISTS "_pages_v_blocks_rich_text_section_actions_story_id_stories_id_fk";
  
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP CONSTRAINT IF EXISTS "_pages_v_blocks_card_grid_cards_story_id_stories_id_fk";
  
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" DROP CONSTRAINT IF EXISTS "_pages_v_blocks_call_to_action_actions_story_id_stories_id_fk";
  
  ALTER TABLE "menus_sections_items" DROP CONSTRAINT IF EXISTS "menus_sections_items_story_id_stories_id_fk";
  
  ALTER TABLE "menus" DROP CONSTRAINT IF EXISTS "menus_story_id_stories_id_fk";
  
  ALTER TABLE "menus" DROP CONSTRAINT IF EXISTS "menus_featured_story_id_stories_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_stories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_categories_fk";
  
  ALTER TABLE "pages_blocks_hero_actions" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_hero_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_pages_blocks_hero_actions_link_type";
  CREATE TYPE "public"."enum_pages_blocks_hero_actions_link_type" AS ENUM('page', 'url');
  ALTER TABLE "pages_blocks_hero_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_pages_blocks_hero_actions_link_type";
  ALTER TABLE "pages_blocks_hero_actions" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_blocks_hero_actions_link_type" USING "link_type"::"public"."enum_pages_blocks_hero_actions_link_type";
  ALTER TABLE "pages_blocks_rich_text_section_actions" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_rich_text_section_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_pages_blocks_rich_text_section_actions_link_type";
  CREATE TYPE "public"."enum_pages_blocks_rich_text_section_actions_link_type" AS ENUM('page', 'url');
  ALTER TABLE "pages_blocks_rich_text_section_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_pages_blocks_rich_text_section_actions_link_type";
  ALTER TABLE "pages_blocks_rich_text_section_actions" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_blocks_rich_text_section_actions_link_type" USING "link_type"::"public"."enum_pages_blocks_rich_text_section_actions_link_type";
  ALTER TABLE "pages_blocks_card_grid_cards" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_card_grid_cards" ALTER COLUMN "link_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_pages_blocks_card_grid_cards_link_type";
  CREATE TYPE "public"."enum_pages_blocks_card_grid_cards_link_type" AS ENUM('none', 'page', 'url');
  ALTER TABLE "pages_blocks_card_grid_cards" ALTER COLUMN "link_type" SET DEFAULT 'none'::"public"."enum_pages_blocks_card_grid_cards_link_type";
  ALTER TABLE "pages_blocks_card_grid_cards" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_blocks_card_grid_cards_link_type" USING "link_type"::"public"."enum_pages_blocks_card_grid_cards_link_type";
  ALTER TABLE "pages_blocks_call_to_action_actions" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_call_to_action_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_pages_blocks_call_to_action_actions_link_type";
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_actions_link_type" AS ENUM('page', 'url');
  ALTER TABLE "pages_blocks_call_to_action_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_pages_blocks_call_to_action_actions_link_type";
  ALTER TABLE "pages_blocks_call_to_action_actions" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_blocks_call_to_action_actions_link_type" USING "link_type"::"public"."enum_pages_blocks_call_to_action_actions_link_type";
  ALTER TABLE "_pages_v_blocks_hero_actions" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_hero_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_actions_link_type";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_actions_link_type" AS ENUM('page', 'url');
  ALTER TABLE "_pages_v_blocks_hero_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum__pages_v_blocks_hero_actions_link_type";
  ALTER TABLE "_pages_v_blocks_hero_actions" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum__pages_v_blocks_hero_actions_link_type" USING "link_type"::"public"."enum__pages_v_blocks_hero_actions_link_type";
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_section_actions_link_type";
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_section_actions_link_type" AS ENUM('page', 'url');
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum__pages_v_blocks_rich_text_section_actions_link_type";
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum__pages_v_blocks_rich_text_section_actions_link_type" USING "link_type"::"public"."enum__pages_v_blocks_rich_text_section_actions_link_type";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ALTER COLUMN "link_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_cards_link_type";
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_cards_link_type" AS ENUM('none', 'page', 'url');
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ALTER COLUMN "link_type" SET DEFAULT 'none'::"public"."enum__pages_v_blocks_card_grid_cards_link_type";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum__pages_v_blocks_card_grid_cards_link_type" USING "link_type"::"public"."enum__pages_v_blocks_card_grid_cards_link_type";
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_actions_link_type";
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_actions_link_type" AS ENUM('page', 'url');
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum__pages_v_blocks_call_to_action_actions_link_type";
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum__pages_v_blocks_call_to_action_actions_link_type" USING "link_type"::"public"."enum__pages_v_blocks_call_to_action_actions_link_type";
  ALTER TABLE "menus_sections_items" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "menus_sections_items" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_menus_sections_items_link_type";
  CREATE TYPE "public"."enum_menus_sections_items_link_type" AS ENUM('page', 'url');
  ALTER TABLE "menus_sections_items" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_menus_sections_items_link_type";
  ALTER TABLE "menus_sections_items" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_menus_sections_items_link_type" USING "link_type"::"public"."enum_menus_sections_items_link_type";
  ALTER TABLE "menus" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "menus" ALTER COLUMN "link_type" SET DEFAULT 'page'::text;
  DROP TYPE "public"."enum_menus_link_type";
  CREATE TYPE "public"."enum_menus_link_type" AS ENUM('page', 'url');
  ALTER TABLE "menus" ALTER COLUMN "link_type" SET DEFAULT 'page'::"public"."enum_menus_link_type";
  ALTER TABLE "menus" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_menus_link_type" USING "link_type"::"public"."enum_menus_link_type";
  ALTER TABLE "menus" ALTER COLUMN "featured_link_type" SET DATA TYPE text;
  ALTER TABLE "menus" ALTER COLUMN "featured_link_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_menus_featured_link_type";
  CREATE TYPE "public"."enum_menus_featured_link_type" AS ENUM('none', 'page', 'url');
  ALTER TABLE "menus" ALTER COLUMN "featured_link_type" SET DEFAULT 'none'::"public"."enum_menus_featured_link_type";
  ALTER TABLE "menus" ALTER COLUMN "featured_link_type" SET DATA TYPE "public"."enum_menus_featured_link_type" USING "featured_link_type"::"public"."enum_menus_featured_link_type";
  DROP INDEX IF EXISTS "pages_blocks_hero_actions_story_idx";
  DROP INDEX IF EXISTS "pages_blocks_rich_text_section_actions_story_idx";
  DROP INDEX IF EXISTS "pages_blocks_card_grid_cards_story_idx";
  DROP INDEX IF EXISTS "pages_blocks_call_to_action_actions_story_idx";
  DROP INDEX IF EXISTS "_pages_v_blocks_hero_actions_story_idx";
  DROP INDEX IF EXISTS "_pages_v_blocks_rich_text_section_actions_story_idx";
  DROP INDEX IF EXISTS "_pages_v_blocks_card_grid_cards_story_idx";
  DROP INDEX IF EXISTS "_pages_v_blocks_call_to_action_actions_story_idx";
  DROP INDEX IF EXISTS "menus_sections_items_story_idx";
  DROP INDEX IF EXISTS "menus_story_idx";
  DROP INDEX IF EXISTS "menus_featured_featured_story_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_stories_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_categories_id_idx";
  ALTER TABLE "pages_blocks_hero_actions" DROP COLUMN "story_id";
  ALTER TABLE "pages_blocks_rich_text_section_actions" DROP COLUMN "story_id";
  ALTER TABLE "pages_blocks_card_grid_cards" DROP COLUMN "story_id";
  ALTER TABLE "pages_blocks_call_to_action_actions" DROP COLUMN "story_id";
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP COLUMN "story_id";
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" DROP COLUMN "story_id";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP COLUMN "story_id";
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" DROP COLUMN "story_id";
  ALTER TABLE "menus_sections_items" DROP COLUMN "story_id";
  ALTER TABLE "menus" DROP COLUMN "story_id";
  ALTER TABLE "menus" DROP COLUMN "featured_story_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  DROP TYPE "public"."enum_stories_status";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum__stories_v_published_locale";`)
}
