import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Links pick a page (issue 30): every link of the menus and of the blocks' buttons and cards
 * gets a type (a page of this site, another address, or for optional links none), a page and a
 * section of that page, beside its address; pages get Payload's slug-from-title switch.
 *
 * Up: links stored before are addresses ('url'; a card without one has none); existing pages
 * keep their address as it is (the switch is off, so a later title change never moves a live
 * page). Menu links to a published page of the site ("/about#mission") become links to that
 * page with its section, so they follow the page if it moves. Links in page blocks stay
 * addresses (valid site paths): their pages and versions are left as they were published.
 * Down: page links become site paths again.
 */
const TABLES_REQUIRED = [
  'pages_blocks_hero_actions',
  'pages_blocks_rich_text_section_actions',
  'pages_blocks_call_to_action_actions',
  '_pages_v_blocks_hero_actions',
  '_pages_v_blocks_rich_text_section_actions',
  '_pages_v_blocks_call_to_action_actions',
  'menus_sections_items',
]
const TABLES_OPTIONAL = ['pages_blocks_card_grid_cards', '_pages_v_blocks_card_grid_cards']

/** `table`'s address links to a published page become page links (prefix: `featured_`). */
const toPageLinks = (table: string, prefix = '') => {
  const href = sql.raw(`t."${prefix}href"`)
  const path = sql`split_part(${href}, '#', 1)`
  const section = sql`split_part(${href}, '#', 2)`
  return sql`UPDATE ${sql.raw(`"${table}"`)} t
    SET ${sql.raw(`"${prefix}link_type"`)} = 'page', ${sql.raw(`"${prefix}page_id"`)} = p.id,
      ${sql.raw(`"${prefix}anchor"`)} = NULLIF(${section}, ''), ${sql.raw(`"${prefix}href"`)} = NULL
    FROM "pages" p
    WHERE ${href} LIKE '/%' AND ${href} NOT LIKE '//%' AND position('?' in ${href}) = 0
      AND p."_status" = 'published'
      AND p."slug" = CASE WHEN ${path} = '/' THEN 'home' ELSE substr(${path}, 2) END
      AND (${section} = '' OR ${section} ~ '^[a-z][a-z0-9-]*$')`
}

/** `table`'s page links become the page's path again. */
const toPaths = (table: string, prefix = '') =>
  sql`UPDATE ${sql.raw(`"${table}"`)} t
    SET ${sql.raw(`"${prefix}href"`)} = CASE WHEN p."slug" = 'home' THEN '/' ELSE '/' || p."slug" END
      || COALESCE('#' || ${sql.raw(`t."${prefix}anchor"`)}, '')
    FROM "pages" p
    WHERE ${sql.raw(`t."${prefix}page_id"`)} = p.id AND ${sql.raw(`t."${prefix}href"`)} IS NULL`


export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_actions_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_section_actions_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_cards_link_type" AS ENUM('none', 'page', 'url');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_actions_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_actions_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_section_actions_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_cards_link_type" AS ENUM('none', 'page', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_actions_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_menus_sections_items_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_menus_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_menus_featured_link_type" AS ENUM('none', 'page', 'url');
  ALTER TABLE "menus_sections_items" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero_actions" ADD COLUMN "link_type" "enum_pages_blocks_hero_actions_link_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_hero_actions" ADD COLUMN "page_id" integer;
  ALTER TABLE "pages_blocks_hero_actions" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_rich_text_section_actions" ADD COLUMN "link_type" "enum_pages_blocks_rich_text_section_actions_link_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_rich_text_section_actions" ADD COLUMN "page_id" integer;
  ALTER TABLE "pages_blocks_rich_text_section_actions" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD COLUMN "link_type" "enum_pages_blocks_card_grid_cards_link_type" DEFAULT 'none';
  ALTER TABLE "pages_blocks_card_grid_cards" ADD COLUMN "page_id" integer;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_call_to_action_actions" ADD COLUMN "link_type" "enum_pages_blocks_call_to_action_actions_link_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_call_to_action_actions" ADD COLUMN "page_id" integer;
  ALTER TABLE "pages_blocks_call_to_action_actions" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD COLUMN "link_type" "enum__pages_v_blocks_hero_actions_link_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ADD COLUMN "link_type" "enum__pages_v_blocks_rich_text_section_actions_link_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD COLUMN "link_type" "enum__pages_v_blocks_card_grid_cards_link_type" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ADD COLUMN "link_type" "enum__pages_v_blocks_call_to_action_actions_link_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  ALTER TABLE "menus_sections_items" ADD COLUMN "link_type" "enum_menus_sections_items_link_type" DEFAULT 'page';
  ALTER TABLE "menus_sections_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "menus_sections_items" ADD COLUMN "anchor" varchar;
  ALTER TABLE "menus" ADD COLUMN "link_type" "enum_menus_link_type" DEFAULT 'page';
  ALTER TABLE "menus" ADD COLUMN "page_id" integer;
  ALTER TABLE "menus" ADD COLUMN "anchor" varchar;
  ALTER TABLE "menus" ADD COLUMN "featured_link_type" "enum_menus_featured_link_type" DEFAULT 'none';
  ALTER TABLE "menus" ADD COLUMN "featured_page_id" integer;
  ALTER TABLE "menus" ADD COLUMN "featured_anchor" varchar;
  ALTER TABLE "pages_blocks_hero_actions" ADD CONSTRAINT "pages_blocks_hero_actions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_section_actions" ADD CONSTRAINT "pages_blocks_rich_text_section_actions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_actions" ADD CONSTRAINT "pages_blocks_call_to_action_actions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD CONSTRAINT "_pages_v_blocks_hero_actions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" ADD CONSTRAINT "_pages_v_blocks_rich_text_section_actions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ADD CONSTRAINT "_pages_v_blocks_call_to_action_actions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_sections_items" ADD CONSTRAINT "menus_sections_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_featured_page_id_pages_id_fk" FOREIGN KEY ("featured_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_actions_page_idx" ON "pages_blocks_hero_actions" USING btree ("page_id");
  CREATE INDEX "pages_blocks_rich_text_section_actions_page_idx" ON "pages_blocks_rich_text_section_actions" USING btree ("page_id");
  CREATE INDEX "pages_blocks_card_grid_cards_page_idx" ON "pages_blocks_card_grid_cards" USING btree ("page_id");
  CREATE INDEX "pages_blocks_call_to_action_actions_page_idx" ON "pages_blocks_call_to_action_actions" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_hero_actions_page_idx" ON "_pages_v_blocks_hero_actions" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_rich_text_section_actions_page_idx" ON "_pages_v_blocks_rich_text_section_actions" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_page_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_actions_page_idx" ON "_pages_v_blocks_call_to_action_actions" USING btree ("page_id");
  CREATE INDEX "menus_sections_items_page_idx" ON "menus_sections_items" USING btree ("page_id");
  CREATE INDEX "menus_page_idx" ON "menus" USING btree ("page_id");
  CREATE INDEX "menus_featured_featured_page_idx" ON "menus" USING btree ("featured_page_id");`)

  for (const table of TABLES_REQUIRED)
    await db.execute(sql`UPDATE ${sql.raw(`"${table}"`)} SET "link_type" = 'url'`)
  for (const table of TABLES_OPTIONAL)
    await db.execute(
      sql`UPDATE ${sql.raw(`"${table}"`)} SET "link_type" = CASE WHEN COALESCE("href", '') <> '' THEN 'url' ELSE 'none' END::${sql.raw(`"enum_${table}_link_type"`)}`,
    )
  await db.execute(sql`UPDATE "menus" SET "link_type" = 'url',
    "featured_link_type" = CASE WHEN COALESCE("featured_href", '') <> '' THEN 'url' ELSE 'none' END::"enum_menus_featured_link_type"`)
  await db.execute(sql`UPDATE "pages" SET "generate_slug" = false`)
  await db.execute(sql`UPDATE "_pages_v" SET "version_generate_slug" = false`)

  await db.execute(toPageLinks('menus'))
  await db.execute(toPageLinks('menus', 'featured_'))
  await db.execute(toPageLinks('menus_sections_items'))

  // Corrections of older migrations that waited for this schema (a fresh database's first run).
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, prefix] of [
    ['menus', ''],
    ['menus', 'featured_'],
    ['menus_sections_items', ''],
    ...[...TABLES_REQUIRED, ...TABLES_OPTIONAL].map((t) => [t, ''] as const),
  ] as const)
    await db.execute(toPaths(table, prefix))
  await db.execute(sql`UPDATE "menus" SET "href" = '/' WHERE "href" IS NULL`)
  await db.execute(sql`UPDATE "menus_sections_items" SET "href" = '/' WHERE "href" IS NULL`)
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_actions" DROP CONSTRAINT "pages_blocks_hero_actions_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_rich_text_section_actions" DROP CONSTRAINT "pages_blocks_rich_text_section_actions_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_card_grid_cards" DROP CONSTRAINT "pages_blocks_card_grid_cards_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_call_to_action_actions" DROP CONSTRAINT "pages_blocks_call_to_action_actions_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP CONSTRAINT "_pages_v_blocks_hero_actions_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" DROP CONSTRAINT "_pages_v_blocks_rich_text_section_actions_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP CONSTRAINT "_pages_v_blocks_card_grid_cards_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" DROP CONSTRAINT "_pages_v_blocks_call_to_action_actions_page_id_pages_id_fk";
  
  ALTER TABLE "menus_sections_items" DROP CONSTRAINT "menus_sections_items_page_id_pages_id_fk";
  
  ALTER TABLE "menus" DROP CONSTRAINT "menus_page_id_pages_id_fk";
  
  ALTER TABLE "menus" DROP CONSTRAINT "menus_featured_page_id_pages_id_fk";
  
  DROP INDEX "pages_blocks_hero_actions_page_idx";
  DROP INDEX "pages_blocks_rich_text_section_actions_page_idx";
  DROP INDEX "pages_blocks_card_grid_cards_page_idx";
  DROP INDEX "pages_blocks_call_to_action_actions_page_idx";
  DROP INDEX "_pages_v_blocks_hero_actions_page_idx";
  DROP INDEX "_pages_v_blocks_rich_text_section_actions_page_idx";
  DROP INDEX "_pages_v_blocks_card_grid_cards_page_idx";
  DROP INDEX "_pages_v_blocks_call_to_action_actions_page_idx";
  DROP INDEX "menus_sections_items_page_idx";
  DROP INDEX "menus_page_idx";
  DROP INDEX "menus_featured_featured_page_idx";
  ALTER TABLE "menus_sections_items" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero_actions" DROP COLUMN "link_type";
  ALTER TABLE "pages_blocks_hero_actions" DROP COLUMN "page_id";
  ALTER TABLE "pages_blocks_hero_actions" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_rich_text_section_actions" DROP COLUMN "link_type";
  ALTER TABLE "pages_blocks_rich_text_section_actions" DROP COLUMN "page_id";
  ALTER TABLE "pages_blocks_rich_text_section_actions" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_card_grid_cards" DROP COLUMN "link_type";
  ALTER TABLE "pages_blocks_card_grid_cards" DROP COLUMN "page_id";
  ALTER TABLE "pages_blocks_card_grid_cards" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_call_to_action_actions" DROP COLUMN "link_type";
  ALTER TABLE "pages_blocks_call_to_action_actions" DROP COLUMN "page_id";
  ALTER TABLE "pages_blocks_call_to_action_actions" DROP COLUMN "anchor";
  ALTER TABLE "pages" DROP COLUMN "generate_slug";
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP COLUMN "link_type";
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP COLUMN "page_id";
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" DROP COLUMN "link_type";
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" DROP COLUMN "page_id";
  ALTER TABLE "_pages_v_blocks_rich_text_section_actions" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP COLUMN "link_type";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP COLUMN "page_id";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" DROP COLUMN "link_type";
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" DROP COLUMN "page_id";
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v" DROP COLUMN "version_generate_slug";
  ALTER TABLE "menus_sections_items" DROP COLUMN "link_type";
  ALTER TABLE "menus_sections_items" DROP COLUMN "page_id";
  ALTER TABLE "menus_sections_items" DROP COLUMN "anchor";
  ALTER TABLE "menus" DROP COLUMN "link_type";
  ALTER TABLE "menus" DROP COLUMN "page_id";
  ALTER TABLE "menus" DROP COLUMN "anchor";
  ALTER TABLE "menus" DROP COLUMN "featured_link_type";
  ALTER TABLE "menus" DROP COLUMN "featured_page_id";
  ALTER TABLE "menus" DROP COLUMN "featured_anchor";
  DROP TYPE "public"."enum_pages_blocks_hero_actions_link_type";
  DROP TYPE "public"."enum_pages_blocks_rich_text_section_actions_link_type";
  DROP TYPE "public"."enum_pages_blocks_card_grid_cards_link_type";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_actions_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_actions_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_section_actions_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_cards_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_actions_link_type";
  DROP TYPE "public"."enum_menus_sections_items_link_type";
  DROP TYPE "public"."enum_menus_link_type";
  DROP TYPE "public"."enum_menus_featured_link_type";`)
}
