import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Crisis-line tags become one list (issue 28): `specialization` was a localized hasMany text
 * field, which Payload's Postgres adapter cannot query (`where[specialization][in]=…` wrote
 * invalid SQL and answered 500). It becomes a select of fixed values, the same in every
 * language, with a localized `otherTags` array beside it for tags the list does not have.
 *
 * Up, in the documents and in their versions: each stored tag, English or Spanish, that is a
 * word of the list below (case and surrounding spaces aside) becomes that value on its line,
 * once, English tags first; every other tag is kept, in its own language and order, as one of
 * the line's other tags. Down: each value becomes its English word in the English tags and its
 * Spanish word in the Spanish tags, followed by that language's other tags.
 *
 * The words are written out here rather than read from the message catalogues: this migration
 * must map what was stored before it, whatever the catalogues say later.
 */
const VOCABULARY: { value: string; en: string; es: string }[] = [
  { value: 'lgbtq-youth', en: 'LGBTQ+ youth', es: 'Jóvenes LGBTQ+' },
  {
    value: 'lgbtq-all-ages',
    en: 'LGBTQ+ people of all ages',
    es: 'Personas LGBTQ+ de todas las edades',
  },
  {
    value: 'transgender-nonbinary',
    en: 'Transgender and nonbinary people',
    es: 'Personas trans y no binarias',
  },
  { value: 'suicide-prevention', en: 'Suicide prevention', es: 'Prevención del suicidio' },
  { value: 'crisis-counseling', en: 'Crisis counseling', es: 'Consejería en crisis' },
  { value: 'mental-health-crisis', en: 'Mental health crisis', es: 'Crisis de salud mental' },
  { value: 'substance-use', en: 'Substance use', es: 'Consumo de sustancias' },
  { value: 'any-crisis', en: 'Any crisis', es: 'Cualquier crisis' },
  { value: 'peer-support', en: 'Peer support', es: 'Apoyo entre pares' },
  { value: 'coming-out', en: 'Coming out', es: 'Salir del clóset' },
  { value: 'text-support', en: 'Text-based support', es: 'Apoyo por mensaje de texto' },
  { value: 'domestic-violence', en: 'Domestic violence', es: 'Violencia doméstica' },
  { value: 'relationship-abuse', en: 'Relationship abuse', es: 'Abuso en la pareja' },
  { value: 'safety-planning', en: 'Safety planning', es: 'Plan de seguridad' },
]

/**
 * The old tags' table and the tags' path in it, and the new tables of the same documents: the
 * collection's, then its versions'.
 */
type Tables = {
  texts: string
  path: string
  values: string
  valueType: string
  others: string
  versions: boolean
}

const TABLES: Tables[] = [
  {
    texts: 'crisis_resources_texts',
    path: 'specialization',
    values: 'crisis_resources_specialization',
    valueType: 'enum_crisis_resources_specialization',
    others: 'crisis_resources_other_tags',
    versions: false,
  },
  {
    texts: '_crisis_resources_v_texts',
    path: 'version.specialization',
    values: '_crisis_resources_v_version_specialization',
    valueType: 'enum__crisis_resources_v_version_specialization',
    others: '_crisis_resources_v_version_other_tags',
    versions: true,
  },
]

const q = (name: string) => `"${name}"`
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/** The list as a table to join on: v("value", "en", "es"). */
const VOCABULARY_TABLE = `(VALUES ${VOCABULARY.map((v) => `(${literal(v.value)}, ${literal(v.en)}, ${literal(v.es)})`).join(', ')}) AS v ("value", "en", "es")`

/** An id like the ones Payload gives array rows (24 hex digits). */
const ROW_ID = `substr(md5(random()::text || clock_timestamp()::text), 1, 24)`

function tagsIntoValues({ texts, path, values, valueType, others, versions }: Tables): string {
  // Rows without a locale predate localization, when every tag was English.
  const tags = `SELECT t."parent_id", t."order", coalesce(t."locale", 'en') AS "locale", btrim(t."text") AS "text", v."value"
    FROM ${q(texts)} AS t
    LEFT JOIN ${VOCABULARY_TABLE} ON lower(btrim(t."text")) IN (lower(v."en"), lower(v."es"))
    WHERE t."path" = ${literal(path)} AND btrim(coalesce(t."text", '')) <> ''`
  return `
  INSERT INTO ${q(values)} ("order", "parent_id", "value")
    SELECT row_number() OVER (PARTITION BY "parent_id" ORDER BY "rank"), "parent_id", "value"::${q(valueType)}
    FROM (
      SELECT "parent_id", "value", min(CASE WHEN "locale" = 'en' THEN 0 ELSE 1000000 END + "order") AS "rank"
      FROM (${tags}) AS tags WHERE "value" IS NOT NULL GROUP BY "parent_id", "value"
    ) AS chosen;
  INSERT INTO ${q(others)} ("_order", "_parent_id", "_locale", "tag", ${versions ? '"_uuid"' : '"id"'})
    SELECT row_number() OVER (PARTITION BY "parent_id", "locale" ORDER BY "order"), "parent_id", "locale", "text", ${ROW_ID}
    FROM (
      SELECT DISTINCT ON ("parent_id", "locale", lower("text")) "parent_id", "locale", "text", "order"
      FROM (${tags}) AS tags WHERE "value" IS NULL ORDER BY "parent_id", "locale", lower("text"), "order"
    ) AS others;`
}

function valuesIntoTags({ texts, path, values, others }: Tables): string {
  // Each value in each language's words, then that language's other tags.
  const rows = (['en', 'es'] as const)
    .map(
      (locale) => `
      SELECT s."parent_id", ${literal(locale)} AS "locale", 0 AS "part", s."order", v.${q(locale)} AS "text"
      FROM ${q(values)} AS s JOIN ${VOCABULARY_TABLE} ON v."value" = s."value"::text`,
    )
    .join(' UNION ALL ')
  return `
  INSERT INTO ${q(texts)} ("order", "parent_id", "path", "text", "locale")
    SELECT row_number() OVER (PARTITION BY "parent_id", "locale" ORDER BY "part", "order"), "parent_id", ${literal(path)}, "text", "locale"::"_locales"
    FROM (${rows}
      UNION ALL
      SELECT o."_parent_id", o."_locale"::text, 1, o."_order", o."tag" FROM ${q(others)} AS o WHERE btrim(coalesce(o."tag", '')) <> ''
    ) AS tags;`
}

/** Tags of any other field would be lost with the old table: refuse rather than drop them. */
async function refuseOtherTexts(db: MigrateUpArgs['db']): Promise<void> {
  for (const { texts, path } of TABLES) {
    const result = (await db.execute(
      sql.raw(`SELECT DISTINCT "path" FROM ${q(texts)} WHERE "path" <> ${literal(path)}`),
    )) as unknown as { rows: { path: string }[] }
    if (result.rows.length)
      throw new Error(
        `${texts} holds values of ${result.rows.map((r) => r.path).join(', ')}, which this migration does not move; it stops before changing anything.`,
      )
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await refuseOtherTexts(db)
  await db.execute(sql`
   CREATE TYPE "public"."enum_crisis_resources_specialization" AS ENUM('lgbtq-youth', 'lgbtq-all-ages', 'transgender-nonbinary', 'suicide-prevention', 'crisis-counseling', 'mental-health-crisis', 'substance-use', 'any-crisis', 'peer-support', 'coming-out', 'text-support', 'domestic-violence', 'relationship-abuse', 'safety-planning');
  CREATE TYPE "public"."enum__crisis_resources_v_version_specialization" AS ENUM('lgbtq-youth', 'lgbtq-all-ages', 'transgender-nonbinary', 'suicide-prevention', 'crisis-counseling', 'mental-health-crisis', 'substance-use', 'any-crisis', 'peer-support', 'coming-out', 'text-support', 'domestic-violence', 'relationship-abuse', 'safety-planning');
  CREATE TABLE "crisis_resources_specialization" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_crisis_resources_specialization",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "crisis_resources_other_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" varchar
  );
  
  CREATE TABLE "_crisis_resources_v_version_specialization" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__crisis_resources_v_version_specialization",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_crisis_resources_v_version_other_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" varchar,
  	"_uuid" varchar
  );
  
  ${sql.raw(TABLES.map(tagsIntoValues).join('\n'))}
  DROP TABLE "crisis_resources_texts" CASCADE;
  DROP TABLE "_crisis_resources_v_texts" CASCADE;
  ALTER TABLE "crisis_resources_specialization" ADD CONSTRAINT "crisis_resources_specialization_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."crisis_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crisis_resources_other_tags" ADD CONSTRAINT "crisis_resources_other_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crisis_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_version_specialization" ADD CONSTRAINT "_crisis_resources_v_version_specialization_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_crisis_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_version_other_tags" ADD CONSTRAINT "_crisis_resources_v_version_other_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_crisis_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "crisis_resources_specialization_order_idx" ON "crisis_resources_specialization" USING btree ("order");
  CREATE INDEX "crisis_resources_specialization_parent_idx" ON "crisis_resources_specialization" USING btree ("parent_id");
  CREATE INDEX "crisis_resources_other_tags_order_idx" ON "crisis_resources_other_tags" USING btree ("_order");
  CREATE INDEX "crisis_resources_other_tags_parent_id_idx" ON "crisis_resources_other_tags" USING btree ("_parent_id");
  CREATE INDEX "crisis_resources_other_tags_locale_idx" ON "crisis_resources_other_tags" USING btree ("_locale");
  CREATE INDEX "_crisis_resources_v_version_specialization_order_idx" ON "_crisis_resources_v_version_specialization" USING btree ("order");
  CREATE INDEX "_crisis_resources_v_version_specialization_parent_idx" ON "_crisis_resources_v_version_specialization" USING btree ("parent_id");
  CREATE INDEX "_crisis_resources_v_version_other_tags_order_idx" ON "_crisis_resources_v_version_other_tags" USING btree ("_order");
  CREATE INDEX "_crisis_resources_v_version_other_tags_parent_id_idx" ON "_crisis_resources_v_version_other_tags" USING btree ("_parent_id");
  CREATE INDEX "_crisis_resources_v_version_other_tags_locale_idx" ON "_crisis_resources_v_version_other_tags" USING btree ("_locale");`)

  // Corrections of older migrations that waited for this schema (a fresh database's first run).
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "crisis_resources_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  CREATE TABLE "_crisis_resources_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  ${sql.raw(TABLES.map(valuesIntoTags).join('\n'))}
  DROP TABLE "crisis_resources_specialization" CASCADE;
  DROP TABLE "crisis_resources_other_tags" CASCADE;
  DROP TABLE "_crisis_resources_v_version_specialization" CASCADE;
  DROP TABLE "_crisis_resources_v_version_other_tags" CASCADE;
  ALTER TABLE "crisis_resources_texts" ADD CONSTRAINT "crisis_resources_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."crisis_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v_texts" ADD CONSTRAINT "_crisis_resources_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_crisis_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "crisis_resources_texts_order_parent" ON "crisis_resources_texts" USING btree ("order","parent_id");
  CREATE INDEX "crisis_resources_texts_locale_parent" ON "crisis_resources_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_crisis_resources_v_texts_order_parent" ON "_crisis_resources_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_crisis_resources_v_texts_locale_parent" ON "_crisis_resources_v_texts" USING btree ("locale","parent_id");
  DROP TYPE "public"."enum_crisis_resources_specialization";
  DROP TYPE "public"."enum__crisis_resources_v_version_specialization";`)
}
