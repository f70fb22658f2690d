import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Pages and crisis lines record who saved them (`updatedBy`, kept in every version), so the
 * History panel tells versions apart by author. The data corrections left by older migrations
 * run after it: the Local API reads these columns.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "crisis_resources" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_crisis_resources_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crisis_resources" ADD CONSTRAINT "crisis_resources_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_crisis_resources_v" ADD CONSTRAINT "_crisis_resources_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "crisis_resources_updated_by_idx" ON "crisis_resources" USING btree ("updated_by_id");
  CREATE INDEX "_crisis_resources_v_version_version_updated_by_idx" ON "_crisis_resources_v" USING btree ("version_updated_by_id");`)
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "crisis_resources" DROP CONSTRAINT "crisis_resources_updated_by_id_users_id_fk";
  
  ALTER TABLE "_crisis_resources_v" DROP CONSTRAINT "_crisis_resources_v_version_updated_by_id_users_id_fk";
  
  DROP INDEX "pages_updated_by_idx";
  DROP INDEX "_pages_v_version_version_updated_by_idx";
  DROP INDEX "crisis_resources_updated_by_idx";
  DROP INDEX "_crisis_resources_v_version_version_updated_by_idx";
  ALTER TABLE "pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "crisis_resources" DROP COLUMN "updated_by_id";
  ALTER TABLE "_crisis_resources_v" DROP COLUMN "version_updated_by_id";`)
}
