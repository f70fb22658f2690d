import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { correctSeededSiteFacts } from '../seed/corrections/site-facts-2026-11'
import { correctWhenSchemaIsCurrent } from '../seed/corrections/deferred'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "site_settings_stats" ADD COLUMN "years_since_founding" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "founding_year" numeric DEFAULT 2019 NOT NULL;
  ALTER TABLE "site_settings" DROP COLUMN "copyright_year";`)

  // Data: fixed "five years" texts of an earlier seed count themselves from now on.
  await correctWhenSchemaIsCurrent({ db, payload, req }, async ({ payload, req }) => {
    const report = await correctSeededSiteFacts(payload, req)
    payload.logger.info(
      `Years of service: settings ${report.settings ? 'corrected' : 'unchanged'}; pages corrected: ${report.pages.join(', ') || 'none'}`,
    )
  })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "copyright_year" numeric DEFAULT 2025 NOT NULL;
  ALTER TABLE "site_settings_stats" DROP COLUMN "years_since_founding";
  ALTER TABLE "site_settings" DROP COLUMN "founding_year";`)
}
