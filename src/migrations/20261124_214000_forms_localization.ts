import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The forms' words in English and Spanish (issue 19): title, intro, submit label, confirmation
 * message and each field's label, hint and choices become localized. As in
 * 20261124_183402_localization, the generated migration would have dropped the old columns and
 * every value with them: here each existing value is copied into the English row first, and
 * `down` copies the English values back (Spanish is dropped).
 */
type Move = { from: string; to: string; columns: string[]; required: string[] }

const MOVES: Move[] = [
  {
    from: 'forms',
    to: 'forms_locales',
    columns: ['title', 'intro', 'submit_label', 'confirmation_message'],
    required: ['title', 'submit_label', 'confirmation_message'],
  },
  { from: 'forms_fields', to: 'forms_fields_locales', columns: ['label', 'help'], required: ['label'] },
  { from: 'forms_fields_options', to: 'forms_fields_options_locales', columns: ['label'], required: [] },
]

const q = (name: string) => `"${name}"`

function copyIntoEnglish(): string {
  return MOVES.map(
    ({ from, to, columns }) =>
      `INSERT INTO ${q(to)} (${columns.map(q).join(', ')}, "_locale", "_parent_id") SELECT ${columns.map(q).join(', ')}, 'en', "id" FROM ${q(from)};`,
  ).join('\n')
}

function copyBackFromEnglish(): string {
  return MOVES.flatMap(({ from, to, columns, required }) => [
    `UPDATE ${q(from)} AS t SET ${columns.map((c) => `${q(c)} = l.${q(c)}`).join(', ')} FROM ${q(to)} AS l WHERE l."_parent_id" = t."id" AND l."_locale" = 'en';`,
    ...required.map((c) => `ALTER TABLE ${q(from)} ALTER COLUMN ${q(c)} SET NOT NULL;`),
  ]).join('\n')
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "forms_fields_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_fields_locales" (
  	"label" varchar NOT NULL,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_locales" (
  	"title" varchar NOT NULL,
  	"intro" jsonb,
  	"submit_label" varchar NOT NULL,
  	"confirmation_message" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "forms_fields_options_locales" ADD CONSTRAINT "forms_fields_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_locales" ADD CONSTRAINT "forms_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "forms_fields_options_locales_locale_parent_id_unique" ON "forms_fields_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_fields_locales_locale_parent_id_unique" ON "forms_fields_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  ${sql.raw(copyIntoEnglish())}
  ALTER TABLE "forms_fields_options" DROP COLUMN "label";
  ALTER TABLE "forms_fields" DROP COLUMN "label";
  ALTER TABLE "forms_fields" DROP COLUMN "help";
  ALTER TABLE "forms" DROP COLUMN "title";
  ALTER TABLE "forms" DROP COLUMN "intro";
  ALTER TABLE "forms" DROP COLUMN "submit_label";
  ALTER TABLE "forms" DROP COLUMN "confirmation_message";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "forms_fields_options" ADD COLUMN "label" varchar;
  ALTER TABLE "forms_fields" ADD COLUMN "label" varchar;
  ALTER TABLE "forms_fields" ADD COLUMN "help" varchar;
  ALTER TABLE "forms" ADD COLUMN "title" varchar;
  ALTER TABLE "forms" ADD COLUMN "intro" jsonb;
  ALTER TABLE "forms" ADD COLUMN "submit_label" varchar;
  ALTER TABLE "forms" ADD COLUMN "confirmation_message" varchar;
  ${sql.raw(copyBackFromEnglish())}
  DROP TABLE "forms_fields_options_locales" CASCADE;
  DROP TABLE "forms_fields_locales" CASCADE;
  DROP TABLE "forms_locales" CASCADE;`)
}
