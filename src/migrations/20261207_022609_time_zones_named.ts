import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Issue 60: the times the team picks say their zone. A story's publish date and a crisis line's
 * unavailable-from and -until times get Payload's zone select (`timezone: true`), kept beside
 * each in `<name>_tz`; what was saved before is shown in the organisation's zone, New York (the
 * instant itself is unchanged). Every read of a crisis line names the new columns, so this
 * migration completes the schema the deferred corrections read (seed/corrections/deferred.ts).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stories_publishedat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum__stories_v_version_publishedat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum_crisis_resources_outages_from_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum_crisis_resources_outages_until_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum__crisis_resources_v_version_outages_from_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  CREATE TYPE "public"."enum__crisis_resources_v_version_outages_until_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC');
  ALTER TABLE "stories" ADD COLUMN "publishedat_tz" "enum_stories_publishedat_tz" DEFAULT 'America/New_York';
  ALTER TABLE "_stories_v" ADD COLUMN "version_publishedat_tz" "enum__stories_v_version_publishedat_tz" DEFAULT 'America/New_York';
  ALTER TABLE "crisis_resources_outages" ADD COLUMN "from_tz" "enum_crisis_resources_outages_from_tz" DEFAULT 'America/New_York';
  ALTER TABLE "crisis_resources_outages" ADD COLUMN "until_tz" "enum_crisis_resources_outages_until_tz" DEFAULT 'America/New_York';
  ALTER TABLE "_crisis_resources_v_version_outages" ADD COLUMN "from_tz" "enum__crisis_resources_v_version_outages_from_tz" DEFAULT 'America/New_York';
  ALTER TABLE "_crisis_resources_v_version_outages" ADD COLUMN "until_tz" "enum__crisis_resources_v_version_outages_until_tz" DEFAULT 'America/New_York';`)
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stories" DROP COLUMN "publishedat_tz";
  ALTER TABLE "_stories_v" DROP COLUMN "version_publishedat_tz";
  ALTER TABLE "crisis_resources_outages" DROP COLUMN "from_tz";
  ALTER TABLE "crisis_resources_outages" DROP COLUMN "until_tz";
  ALTER TABLE "_crisis_resources_v_version_outages" DROP COLUMN "from_tz";
  ALTER TABLE "_crisis_resources_v_version_outages" DROP COLUMN "until_tz";
  DROP TYPE "public"."enum_stories_publishedat_tz";
  DROP TYPE "public"."enum__stories_v_version_publishedat_tz";
  DROP TYPE "public"."enum_crisis_resources_outages_from_tz";
  DROP TYPE "public"."enum_crisis_resources_outages_until_tz";
  DROP TYPE "public"."enum__crisis_resources_v_version_outages_from_tz";
  DROP TYPE "public"."enum__crisis_resources_v_version_outages_until_tz";`)
}
