import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * English and Spanish (issue 19). Fields that become localized move from their table into a
 * `*_locales` table, and localized arrays and blocks get a `_locale` column. A generated
 * migration would drop the old columns and lose every value: here each existing value is copied
 * into the English row first, in the documents and in their versions, and existing array and
 * block rows are marked English. `down` copies the English values back (Spanish is dropped).
 */
type Move = { from: string; to: string; columns: string[]; required?: string[] }

const MOVES: Move[] = [
  {
    from: 'pages',
    to: 'pages_locales',
    columns: ['title', 'intro', 'seo_title', 'seo_description'],
  },
  {
    from: '_pages_v',
    to: '_pages_v_locales',
    columns: ['version_title', 'version_intro', 'version_seo_title', 'version_seo_description'],
  },
  {
    from: 'menus_sections_items',
    to: 'menus_sections_items_locales',
    columns: ['name', 'description'],
    required: ['name'],
  },
  { from: 'menus_sections', to: 'menus_sections_locales', columns: ['title'], required: ['title'] },
  {
    from: 'menus',
    to: 'menus_locales',
    columns: ['title', 'button_label', 'featured_title', 'featured_description'],
    required: ['title', 'button_label'],
  },
  {
    from: 'crisis_resources_hours_closures',
    to: 'crisis_resources_hours_closures_locales',
    columns: ['note'],
  },
  {
    from: 'crisis_resources',
    to: 'crisis_resources_locales',
    columns: ['description', 'text_keyword', 'text_instructions', 'hours_note'],
  },
  {
    from: '_crisis_resources_v_version_hours_closures',
    to: '_crisis_resources_v_version_hours_closures_locales',
    columns: ['note'],
  },
  {
    from: '_crisis_resources_v',
    to: '_crisis_resources_v_locales',
    columns: [
      'version_description',
      'version_text_keyword',
      'version_text_instructions',
      'version_hours_note',
    ],
  },
  {
    from: 'site_settings_stats',
    to: 'site_settings_stats_locales',
    columns: ['label'],
    required: ['label'],
  },
  {
    from: 'site_settings',
    to: 'site_settings_locales',
    columns: ['tagline', 'nationwide_note', 'nonprofit_statement'],
    required: ['nonprofit_statement'],
  },
]

/** Localized blocks and arrays: their rows carry the locale (`_locale`; `locale` for hasMany selects). */
const LOCALE_ROWS: { table: string; column: '_locale' | 'locale' }[] = [
  { table: 'pages_blocks_hero_actions', column: '_locale' },
  { table: 'pages_blocks_hero', column: '_locale' },
  { table: 'pages_blocks_rich_text_section_actions', column: '_locale' },
  { table: 'pages_blocks_rich_text_section', column: '_locale' },
  { table: 'pages_blocks_card_grid_cards', column: '_locale' },
  { table: 'pages_blocks_card_grid', column: '_locale' },
  { table: 'pages_blocks_stats', column: '_locale' },
  { table: 'pages_blocks_call_to_action_actions', column: '_locale' },
  { table: 'pages_blocks_call_to_action', column: '_locale' },
  { table: 'pages_blocks_faq_items', column: '_locale' },
  { table: 'pages_blocks_faq', column: '_locale' },
  { table: 'pages_blocks_form', column: '_locale' },
  { table: 'pages_blocks_reports_list_kinds', column: 'locale' },
  { table: 'pages_blocks_reports_list', column: '_locale' },
  { table: '_pages_v_blocks_hero_actions', column: '_locale' },
  { table: '_pages_v_blocks_hero', column: '_locale' },
  { table: '_pages_v_blocks_rich_text_section_actions', column: '_locale' },
  { table: '_pages_v_blocks_rich_text_section', column: '_locale' },
  { table: '_pages_v_blocks_card_grid_cards', column: '_locale' },
  { table: '_pages_v_blocks_card_grid', column: '_locale' },
  { table: '_pages_v_blocks_stats', column: '_locale' },
  { table: '_pages_v_blocks_call_to_action_actions', column: '_locale' },
  { table: '_pages_v_blocks_call_to_action', column: '_locale' },
  { table: '_pages_v_blocks_faq_items', column: '_locale' },
  { table: '_pages_v_blocks_faq', column: '_locale' },
  { table: '_pages_v_blocks_form', column: '_locale' },
  { table: '_pages_v_blocks_reports_list_kinds', column: 'locale' },
  { table: '_pages_v_blocks_reports_list', column: '_locale' },
  { table: 'crisis_resources_other_ways', column: '_locale' },
  { table: '_crisis_resources_v_version_other_ways', column: '_locale' },

]

/** Localized hasMany text fields: their rows carry `locale` (nullable in the schema). */
const LOCALE_TEXTS = ['crisis_resources_texts', '_crisis_resources_v_texts']

const q = (name: string) => `"${name}"`

function copyIntoEnglish(): string {
  return [
    ...MOVES.map(
      ({ from, to, columns }) =>
        `INSERT INTO ${q(to)} (${columns.map(q).join(', ')}, "_locale", "_parent_id") SELECT ${columns.map(q).join(', ')}, 'en', "id" FROM ${q(from)};`,
    ),
    ...LOCALE_TEXTS.map((table) => `UPDATE ${q(table)} SET "locale" = 'en' WHERE "locale" IS NULL;`),
  ].join('\n')
}

/** The English default only filled existing rows; new rows always say their locale. */
function afterCopy(): string {
  return LOCALE_ROWS.map(
    ({ table, column }) => `ALTER TABLE ${q(table)} ALTER COLUMN ${q(column)} DROP DEFAULT;`,
  ).join('\n')
}

function copyBackFromEnglish(): string {
  return [
    ...MOVES.flatMap(({ from, to, columns, required = [] }) => [
      `UPDATE ${q(from)} AS t SET ${columns.map((c) => `${q(c)} = l.${q(c)}`).join(', ')} FROM ${q(to)} AS l WHERE l."_parent_id" = t."id" AND l."_locale" = 'en';`,
      ...required.map((c) => `ALTER TABLE ${q(from)} ALTER COLUMN ${q(c)} SET NOT NULL;`),
    ]),
    ...LOCALE_ROWS.map(({ table, column }) => `DELETE FROM ${q(table)} WHERE ${q(column)} <> 'en';`),
    ...LOCALE_TEXTS.map((table) => `DELETE FROM ${q(table)} WHERE "locale" IS DISTINCT FROM 'en';`),
  ].join('\n')
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__crisis_resources_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__reports_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "menus_sections_items_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_sections_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_locales" (
  	"title" varchar NOT NULL,
  	"button_label" varchar NOT NULL,
  	"featured_title" varchar,
  	"featured_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "crisis_resources_hours_closures_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "crisis_resources_locales" (
  	"description" varchar,
  	"call_instructions" varchar,
  	"text_keyword" varchar,
  	"text_instructions" varchar,
  	"hours_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_crisis_resources_v_version_hours_closures_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_crisis_resources_v_locales" (
  	"version_description" varchar,
  	"version_call_instructions" varchar,
  	"version_text_keyword" varchar,
  	"version_text_instructions" varchar,
  	"version_hours_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_stats_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar,
  	"nationwide_note" varchar DEFAULT 'Serving LGBTQ+ communities nationwide',
  	"nonprofit_statement" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero_actions" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_rich_text_section_actions" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_rich_text_section" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_card_grid_cards" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_card_grid" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_call_to_action_actions" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_faq_items" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_form" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_reports_list_kinds" ADD COLUMN "locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "pages_blocks_reports_list" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_rich_text_section" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_card_grid" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_faq_items" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_form" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_reports_list_kinds" ADD COLUMN "locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_reports_list" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "crisis_resources_other_ways" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "crisis_resources" ADD COLUMN "answers_in_spanish" boolean DEFAULT false;
  ALTER TABLE "crisis_resources_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_crisis_resources_v_version_other_ways" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_answers_in_spanish" boolean DEFAULT false;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "published_locale" "enum__crisis_resources_v_published_locale";
  ALTER TABLE "_crisis_resources_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_reports_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_reports_v" ADD COLUMN "published_locale" "enum__reports_v_published_locale";
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_sections_items_locales" ADD CONSTRAINT "menus_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_sections_locales" ADD CONSTRAINT "menus_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_locales" ADD CONSTRAINT "menus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crisis_resources_hours_closures_locales" ADD CONSTRAINT "crisis_resources_hours_closures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crisis_resources_hours_closures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crisis_resources_locales" ADD CONSTRAINT "crisis_resources_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crisis_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_version_hours_closures_locales" ADD CONSTRAINT "_crisis_resources_v_version_hours_closures_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_crisis_resources_v_version_hours_closures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_locales" ADD CONSTRAINT "_crisis_resources_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_crisis_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_stats_locales" ADD CONSTRAINT "site_settings_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "menus_sections_items_locales_locale_parent_id_unique" ON "menus_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "menus_sections_locales_locale_parent_id_unique" ON "menus_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "menus_locales_locale_parent_id_unique" ON "menus_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "crisis_resources_hours_closures_locales_locale_parent_id_uni" ON "crisis_resources_hours_closures_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "crisis_resources_locales_locale_parent_id_unique" ON "crisis_resources_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_crisis_resources_v_version_hours_closures_locales_locale_pa" ON "_crisis_resources_v_version_hours_closures_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_crisis_resources_v_locales_locale_parent_id_unique" ON "_crisis_resources_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_stats_locales_locale_parent_id_unique" ON "site_settings_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_actions_locale_idx" ON "pages_blocks_hero_actions" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_rich_text_section_actions_locale_idx" ON "pages_blocks_rich_text_section_actions" USING btree ("_locale");
  CREATE INDEX "pages_blocks_rich_text_section_locale_idx" ON "pages_blocks_rich_text_section" USING btree ("_locale");
  CREATE INDEX "pages_blocks_card_grid_cards_locale_idx" ON "pages_blocks_card_grid_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_card_grid_locale_idx" ON "pages_blocks_card_grid" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stats_locale_idx" ON "pages_blocks_stats" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_actions_locale_idx" ON "pages_blocks_call_to_action_actions" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_locale_idx" ON "pages_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_items_locale_idx" ON "pages_blocks_faq_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_locale_idx" ON "pages_blocks_faq" USING btree ("_locale");
  CREATE INDEX "pages_blocks_form_locale_idx" ON "pages_blocks_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_reports_list_kinds_locale_idx" ON "pages_blocks_reports_list_kinds" USING btree ("locale");
  CREATE INDEX "pages_blocks_reports_list_locale_idx" ON "pages_blocks_reports_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_actions_locale_idx" ON "_pages_v_blocks_hero_actions" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_section_actions_locale_idx" ON "_pages_v_blocks_rich_text_section_actions" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_section_locale_idx" ON "_pages_v_blocks_rich_text_section" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_locale_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_card_grid_locale_idx" ON "_pages_v_blocks_card_grid" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stats_locale_idx" ON "_pages_v_blocks_stats" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_actions_locale_idx" ON "_pages_v_blocks_call_to_action_actions" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_locale_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_items_locale_idx" ON "_pages_v_blocks_faq_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_locale_idx" ON "_pages_v_blocks_faq" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_form_locale_idx" ON "_pages_v_blocks_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_reports_list_kinds_locale_idx" ON "_pages_v_blocks_reports_list_kinds" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_reports_list_locale_idx" ON "_pages_v_blocks_reports_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "crisis_resources_other_ways_locale_idx" ON "crisis_resources_other_ways" USING btree ("_locale");
  CREATE INDEX "crisis_resources_texts_locale_parent" ON "crisis_resources_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_crisis_resources_v_version_other_ways_locale_idx" ON "_crisis_resources_v_version_other_ways" USING btree ("_locale");
  CREATE INDEX "_crisis_resources_v_snapshot_idx" ON "_crisis_resources_v" USING btree ("snapshot");
  CREATE INDEX "_crisis_resources_v_published_locale_idx" ON "_crisis_resources_v" USING btree ("published_locale");
  CREATE INDEX "_crisis_resources_v_texts_locale_parent" ON "_crisis_resources_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_reports_v_snapshot_idx" ON "_reports_v" USING btree ("snapshot");
  CREATE INDEX "_reports_v_published_locale_idx" ON "_reports_v" USING btree ("published_locale");
  ${sql.raw(copyIntoEnglish())}
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "intro";
  ALTER TABLE "pages" DROP COLUMN "seo_title";
  ALTER TABLE "pages" DROP COLUMN "seo_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_intro";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "menus_sections_items" DROP COLUMN "name";
  ALTER TABLE "menus_sections_items" DROP COLUMN "description";
  ALTER TABLE "menus_sections" DROP COLUMN "title";
  ALTER TABLE "menus" DROP COLUMN "title";
  ALTER TABLE "menus" DROP COLUMN "button_label";
  ALTER TABLE "menus" DROP COLUMN "featured_title";
  ALTER TABLE "menus" DROP COLUMN "featured_description";
  ALTER TABLE "crisis_resources_hours_closures" DROP COLUMN "note";
  ALTER TABLE "crisis_resources" DROP COLUMN "description";
  ALTER TABLE "crisis_resources" DROP COLUMN "text_keyword";
  ALTER TABLE "crisis_resources" DROP COLUMN "text_instructions";
  ALTER TABLE "crisis_resources" DROP COLUMN "hours_note";
  ALTER TABLE "_crisis_resources_v_version_hours_closures" DROP COLUMN "note";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_description";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_text_keyword";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_text_instructions";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_hours_note";
  ALTER TABLE "site_settings_stats" DROP COLUMN "label";
  ALTER TABLE "site_settings" DROP COLUMN "tagline";
  ALTER TABLE "site_settings" DROP COLUMN "nationwide_note";
  ALTER TABLE "site_settings" DROP COLUMN "nonprofit_statement";
  ${sql.raw(afterCopy())}`)

  // Corrections of older migrations that waited for this schema (a fresh database's first run).
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_sections_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crisis_resources_hours_closures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crisis_resources_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_crisis_resources_v_version_hours_closures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_crisis_resources_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP INDEX "pages_blocks_hero_actions_locale_idx";
  DROP INDEX "pages_blocks_hero_locale_idx";
  DROP INDEX "pages_blocks_rich_text_section_actions_locale_idx";
  DROP INDEX "pages_blocks_rich_text_section_locale_idx";
  DROP INDEX "pages_blocks_card_grid_cards_locale_idx";
  DROP INDEX "pages_blocks_card_grid_locale_idx";
  DROP INDEX "pages_blocks_stats_locale_idx";
  DROP INDEX "pages_blocks_call_to_action_actions_locale_idx";
  DROP INDEX "pages_blocks_call_to_action_locale_idx";
  DROP INDEX "pages_blocks_faq_items_locale_idx";
  DROP INDEX "pages_blocks_faq_locale_idx";
  DROP INDEX "pages_blocks_form_locale_idx";
  DROP INDEX "pages_blocks_reports_list_kinds_locale_idx";
  DROP INDEX "pages_blocks_reports_list_locale_idx";
  DROP INDEX "_pages_v_blocks_hero_actions_locale_idx";
  DROP INDEX "_pages_v_blocks_hero_locale_idx";
  DROP INDEX "_pages_v_blocks_rich_text_section_actions_locale_idx";
  DROP INDEX "_pages_v_blocks_rich_text_section_locale_idx";
  DROP INDEX "_pages_v_blocks_card_grid_cards_locale_idx";
  DROP INDEX "_pages_v_blocks_card_grid_locale_idx";
  DROP INDEX "_pages_v_blocks_stats_locale_idx";
  DROP INDEX "_pages_v_blocks_call_to_action_actions_locale_idx";
  DROP INDEX "_pages_v_blocks_call_to_action_locale_idx";
  DROP INDEX "_pages_v_blocks_faq_items_locale_idx";
  DROP INDEX "_pages_v_blocks_faq_locale_idx";
  DROP INDEX "_pages_v_blocks_form_locale_idx";
  DROP INDEX "_pages_v_blocks_reports_list_kinds_locale_idx";
  DROP INDEX "_pages_v_blocks_reports_list_locale_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "crisis_resources_other_ways_locale_idx";
  DROP INDEX "crisis_resources_texts_locale_parent";
  DROP INDEX "_crisis_resources_v_version_other_ways_locale_idx";
  DROP INDEX "_crisis_resources_v_snapshot_idx";
  DROP INDEX "_crisis_resources_v_published_locale_idx";
  DROP INDEX "_crisis_resources_v_texts_locale_parent";
  DROP INDEX "_reports_v_snapshot_idx";
  DROP INDEX "_reports_v_published_locale_idx";
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "menus_sections_items" ADD COLUMN "name" varchar;
  ALTER TABLE "menus_sections_items" ADD COLUMN "description" varchar;
  ALTER TABLE "menus_sections" ADD COLUMN "title" varchar;
  ALTER TABLE "menus" ADD COLUMN "title" varchar;
  ALTER TABLE "menus" ADD COLUMN "button_label" varchar;
  ALTER TABLE "menus" ADD COLUMN "featured_title" varchar;
  ALTER TABLE "menus" ADD COLUMN "featured_description" varchar;
  ALTER TABLE "crisis_resources_hours_closures" ADD COLUMN "note" varchar;
  ALTER TABLE "crisis_resources" ADD COLUMN "description" varchar;
  ALTER TABLE "crisis_resources" ADD COLUMN "text_keyword" varchar;
  ALTER TABLE "crisis_resources" ADD COLUMN "text_instructions" varchar;
  ALTER TABLE "crisis_resources" ADD COLUMN "hours_note" varchar;
  ALTER TABLE "_crisis_resources_v_version_hours_closures" ADD COLUMN "note" varchar;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_text_keyword" varchar;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_text_instructions" varchar;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_hours_note" varchar;
  ALTER TABLE "site_settings_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "tagline" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "nationwide_note" varchar DEFAULT 'Serving LGBTQ+ communities nationwide';
  ALTER TABLE "site_settings" ADD COLUMN "nonprofit_statement" varchar;
  ${sql.raw(copyBackFromEnglish())}
  ALTER TABLE "pages_blocks_hero_actions" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_rich_text_section_actions" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_rich_text_section" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_card_grid_cards" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_card_grid" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_call_to_action_actions" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_faq_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_form" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_reports_list_kinds" DROP COLUMN "locale";
  ALTER TABLE "pages_blocks_reports_list" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_rich_text_section" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_card_grid" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_faq_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_form" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_reports_list_kinds" DROP COLUMN "locale";
  ALTER TABLE "_pages_v_blocks_reports_list" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "crisis_resources_other_ways" DROP COLUMN "_locale";
  ALTER TABLE "crisis_resources" DROP COLUMN "answers_in_spanish";
  ALTER TABLE "crisis_resources_texts" DROP COLUMN "locale";
  ALTER TABLE "_crisis_resources_v_version_other_ways" DROP COLUMN "_locale";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_answers_in_spanish";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "snapshot";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "published_locale";
  ALTER TABLE "_crisis_resources_v_texts" DROP COLUMN "locale";
  ALTER TABLE "_reports_v" DROP COLUMN "snapshot";
  ALTER TABLE "_reports_v" DROP COLUMN "published_locale";
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "menus_sections_items_locales" CASCADE;
  DROP TABLE "menus_sections_locales" CASCADE;
  DROP TABLE "menus_locales" CASCADE;
  DROP TABLE "crisis_resources_hours_closures_locales" CASCADE;
  DROP TABLE "crisis_resources_locales" CASCADE;
  DROP TABLE "_crisis_resources_v_version_hours_closures_locales" CASCADE;
  DROP TABLE "_crisis_resources_v_locales" CASCADE;
  DROP TABLE "site_settings_stats_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__crisis_resources_v_published_locale";
  DROP TYPE "public"."enum__reports_v_published_locale";`)
}
