import { randomBytes } from 'node:crypto'
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Issue 59: the footer's columns of links become content (Site settings → Footer & social), per
 * language like the menus, where they were words of the interface catalogues
 * (`footer.columns` of domain/i18n/messages).
 *
 * Up: a site that has its settings gets the columns it showed, in English and Spanish; a link
 * to a published page of the site becomes a link to that page (it follows the page when its
 * address changes), any other stays an address. A new site has no settings yet: the seed fills
 * them. Down: the columns go (the catalogues that held them are gone too).
 */

type Words = [english: string, spanish: string]

/** The columns as the catalogues had them: heading, and each link's text and address. */
const COLUMNS: { title: Words; links: [...Words, href: string][] }[] = [
  {
    title: ['Our Initiatives', 'Nuestras iniciativas'],
    links: [
      ['SUMMIT', 'SUMMIT', '/summit'],
      ['GUIDE', 'GUIDE', '/guide'],
      ['BRIDGE', 'BRIDGE', '/bridge'],
      ['BUILD Innovation Lab', 'BUILD Innovation Lab', '/build'],
      ['REACH Mutual Aid', 'REACH Apoyo mutuo', '/reach'],
    ],
  },
  {
    title: ['Resources', 'Recursos'],
    links: [
      ['Podcast', 'Pódcast', '/guide'],
      ['PROJECT: SILHOUETTE', 'PROJECT: SILHOUETTE', '/project-silhouette'],
      ['Educational Materials', 'Materiales educativos', '/resources'],
      ['Community Guidelines', 'Normas de la comunidad', '/bridge'],
    ],
  },
  {
    title: ['Organization', 'Organización'],
    links: [
      ['About Us', 'Quiénes somos', '/about'],
      ['Thank You', 'Gracias', '/thank-you'],
      ['Volunteer', 'Voluntariado', '/volunteer'],
      ['Financial Transparency', 'Transparencia financiera', '/financial-transparency'],
      ['Annual Reports', 'Informes anuales', '/annual-reports'],
    ],
  },
]

/** An array row's id as Payload makes them (24 hex digits). */
const rowId = () => randomBytes(12).toString('hex')

/** Both languages' rows of a `_locales` table: `[parent id, english, spanish]`. */
const localeRows = (rows: [string, ...Words][]) =>
  sql.join(
    rows.flatMap(([parent, en, es]) => [
      sql`(${en}, 'en', ${parent})`,
      sql`(${es}, 'es', ${parent})`,
    ]),
    sql`, `,
  )

async function fillColumns(db: MigrateUpArgs['db']): Promise<void> {
  const found = (await db.execute(
    sql`SELECT "id" FROM "site_settings" ORDER BY "id" LIMIT 1`,
  )) as unknown as {
    rows: { id: number }[]
  }
  const settings = found.rows[0]?.id
  if (settings === undefined) return
  const columns = COLUMNS.map((column, i) => ({ ...column, id: rowId(), order: i + 1 }))
  const links = columns.flatMap((column) =>
    column.links.map(([en, es, href], i) => ({
      en,
      es,
      href,
      column: column.id,
      id: rowId(),
      order: i + 1,
    })),
  )
  await db.execute(
    sql`INSERT INTO "site_settings_footer_columns" ("_order", "_parent_id", "id") VALUES ${sql.join(
      columns.map((c) => sql`(${c.order}, ${settings}, ${c.id})`),
      sql`, `,
    )}`,
  )
  await db.execute(
    sql`INSERT INTO "site_settings_footer_columns_locales" ("title", "_locale", "_parent_id") VALUES ${localeRows(
      columns.map((c) => [c.id, ...c.title]),
    )}`,
  )
  await db.execute(sql`INSERT INTO "site_settings_footer_columns_links"
      ("_order", "_parent_id", "id", "link_type", "page_id", "href")
    SELECT v."order", v."column", v."id",
      (CASE WHEN p."id" IS NULL THEN 'url' ELSE 'page' END)::"enum_site_settings_footer_columns_links_link_type",
      p."id", CASE WHEN p."id" IS NULL THEN v."href" END
    FROM (VALUES ${sql.join(
      links.map(
        (l) => sql`(${l.order}::integer, ${l.column}, ${l.id}, ${l.href}, ${l.href.slice(1)})`,
      ),
      sql`, `,
    )}) AS v("order", "column", "id", "href", "slug")
    LEFT JOIN "pages" p ON p."slug" = v."slug" AND p."_status" = 'published'`)
  await db.execute(
    sql`INSERT INTO "site_settings_footer_columns_links_locales" ("label", "_locale", "_parent_id") VALUES ${localeRows(
      links.map((l) => [l.id, l.en, l.es]),
    )}`,
  )
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_footer_columns_links_link_type" AS ENUM('page', 'story', 'url');
  CREATE TABLE "site_settings_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_site_settings_footer_columns_links_link_type" DEFAULT 'page',
  	"page_id" integer,
  	"anchor" varchar,
  	"story_id" integer,
  	"href" varchar
  );
  
  CREATE TABLE "site_settings_footer_columns_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_columns_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "site_settings_footer_columns_links" ADD CONSTRAINT "site_settings_footer_columns_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_footer_columns_links" ADD CONSTRAINT "site_settings_footer_columns_links_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_footer_columns_links" ADD CONSTRAINT "site_settings_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_columns_links_locales" ADD CONSTRAINT "site_settings_footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_columns" ADD CONSTRAINT "site_settings_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_columns_locales" ADD CONSTRAINT "site_settings_footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_footer_columns_links_order_idx" ON "site_settings_footer_columns_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_columns_links_parent_id_idx" ON "site_settings_footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_columns_links_page_idx" ON "site_settings_footer_columns_links" USING btree ("page_id");
  CREATE INDEX "site_settings_footer_columns_links_story_idx" ON "site_settings_footer_columns_links" USING btree ("story_id");
  CREATE UNIQUE INDEX "site_settings_footer_columns_links_locales_locale_parent_id_" ON "site_settings_footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_footer_columns_order_idx" ON "site_settings_footer_columns" USING btree ("_order");
  CREATE INDEX "site_settings_footer_columns_parent_id_idx" ON "site_settings_footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_columns_locales_locale_parent_id_unique" ON "site_settings_footer_columns_locales" USING btree ("_locale","_parent_id");`)
  await fillColumns(db)
  // The Local API reads the settings with their columns: corrections waited for these tables.
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_footer_columns_links" CASCADE;
  DROP TABLE "site_settings_footer_columns_links_locales" CASCADE;
  DROP TABLE "site_settings_footer_columns" CASCADE;
  DROP TABLE "site_settings_footer_columns_locales" CASCADE;
  DROP TYPE "public"."enum_site_settings_footer_columns_links_link_type";`)
}
