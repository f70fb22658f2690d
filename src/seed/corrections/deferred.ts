import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Data corrections run through the Local API, which always speaks the newest schema. A
 * migration older than the newest schema change cannot use it yet (its queries name tables
 * that do not exist until later migrations), so it leaves its correction here and the
 * migration that completes the schema of what the corrections read (crisis lines, menus, pages,
 * settings) runs them, in order, in the same `migrate` run: 20261124_183402_localization did,
 * then 20261125_125314_crisis_tags, and since links pick pages, 20261125_190000_page_links does. A database
 * that ran the older migrations before has had them.
 */
type Correction = (args: Pick<MigrateUpArgs, 'payload' | 'req'>) => Promise<void>

const pending: Correction[] = []

/**
 * The schema the Local API expects is complete once the crisis lines' tag list and the links'
 * page picker (20261125_190000_page_links: `menus.link_type`) exist.
 */
async function schemaIsCurrent(db: MigrateUpArgs['db']): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT to_regclass('public.crisis_resources_specialization') IS NOT NULL
      AND EXISTS (SELECT 1 FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = 'menus' AND column_name = 'link_type')
      AS "ready"`,
  )) as unknown as { rows: { ready: boolean }[] }
  return Boolean(result.rows[0]?.ready)
}

/** Runs the correction now if the Local API can, else after the schema is complete. */
export async function correctWhenSchemaIsCurrent(
  args: Pick<MigrateUpArgs, 'db' | 'payload' | 'req'>,
  correction: Correction,
): Promise<void> {
  if (await schemaIsCurrent(args.db)) await correction(args)
  else pending.push(correction)
}

/**
 * Called by the migrations that complete the schema; runs nothing while a later one has yet to
 * (20261124_183402_localization on a fresh database, before 20261125_125314_crisis_tags).
 */
export async function runDeferredCorrections(
  args: Pick<MigrateUpArgs, 'db' | 'payload' | 'req'>,
): Promise<void> {
  if (!(await schemaIsCurrent(args.db))) return
  while (pending.length) await pending.shift()!(args)
}
