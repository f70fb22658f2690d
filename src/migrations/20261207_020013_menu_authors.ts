import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { runDeferredCorrections } from '../seed/corrections/deferred'

/**
 * Menus record who saved them last, as pages, stories and crisis lines do: the dashboard's
 * recent edits and the menu's "Last saved by" name them. The data corrections left by older
 * migrations read menus, so they run after it.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menus" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "menus_updated_by_idx" ON "menus" USING btree ("updated_by_id");`)
  await runDeferredCorrections({ db, payload, req })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menus" DROP CONSTRAINT "menus_updated_by_id_users_id_fk";
  
  DROP INDEX "menus_updated_by_idx";
  ALTER TABLE "menus" DROP COLUMN "updated_by_id";`)
}
