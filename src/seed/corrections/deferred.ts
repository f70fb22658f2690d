import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Data corrections run through the Local API, which always speaks the newest schema. A
 * migration older than the newest schema change cannot use it yet (its queries name tables
 * that do not exist until later migrations), so it leaves its correction here and the
 * migration that completes the schema of what the corrections read (crisis lines, menus, pages,
 * settings) runs them, in order, in the same `migrate` run. Every migration that completes a part
 * of that schema calls runDeferredCorrections; only the one that finds all of it in place runs
 * them (on a fresh database today: the newest). A database that ran the
 * older migrations before has had them.
 */
type Correction = (args: Pick<MigrateUpArgs, 'payload' | 'req'>) => Promise<void>

const pending: Correction[] = []

/**
 * The schema the Local API expects is complete once each of its newest parts exists: the crisis
 * lines' tag list (20261125_125314_crisis_tags), closures as ranges of days
 * (20261125_190752_crisis_closure_ranges), links that pick a page (20261125_190901_page_links),
 * who saved each version (20261125_192734_version_authors), links that pick a story and the
 * "Latest stories" block (20261128_172954_stories), redirects, which every document lock
 * names (20261128_174520_redirects), the search index every publish writes (20261128_180454_search), and the jobs
 * queue every delete of a page or story clears (20261128_205951_jobs), and whether a team member
 * is deactivated, which every read of a user names, the sign-in alerts every document lock
 * names (20261206_195724_sign_in_alerts), the footer's columns every read of the settings
 * names (20261206_223959_footer_columns), the search index's rows per language
 * (20261206_224202_search_languages), the languages each crisis line answers in
 * (20261207_014444_crisis_answers_in), who last saved a menu, which every read of a menu names
 * (20261207_020013_menu_authors), and the zones of the times picked, which every read of a
 * crisis line or a story names (20261207_022609_time_zones_named), events, which every
 * document lock names (20261207_045837_events), and the search index's links to events, which
 * every publish of a searched document reads (20261207_050104_search_events), and redirects to
 * events, which every read of a redirect names (20261207_054044_event_redirects).
 */
async function schemaIsCurrent(db: MigrateUpArgs['db']): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT to_regclass('public.crisis_resources_specialization') IS NOT NULL
      AND to_regclass('public.pages_blocks_latest_stories') IS NOT NULL
      AND to_regclass('public.redirects') IS NOT NULL
      AND to_regclass('public.search') IS NOT NULL
      AND to_regclass('public.payload_jobs') IS NOT NULL
      AND to_regclass('public.crisis_resources_outages_locales') IS NOT NULL
      AND to_regclass('public.outbox') IS NOT NULL
      AND to_regclass('public.media_locales') IS NOT NULL
      AND to_regclass('public.sign_in_alerts') IS NOT NULL
      AND to_regclass('public.site_settings_footer_columns_links_locales') IS NOT NULL
      AND to_regclass('public.search_languages') IS NOT NULL
      AND to_regclass('public.crisis_resources_answers_in') IS NOT NULL
      AND to_regclass('public.events') IS NOT NULL
      AND to_regclass('public.event_categories') IS NOT NULL
      AND to_regclass('public.pages_blocks_upcoming_events') IS NOT NULL
      AND (SELECT count(*) FROM information_schema.columns WHERE table_schema = 'public' AND (
        (table_name = 'crisis_resources_hours_closures' AND column_name = 'last_day') OR
        (table_name = 'menus' AND column_name = 'link_type') OR
        (table_name = 'crisis_resources' AND column_name = 'updated_by_id') OR
        (table_name = 'menus' AND column_name = 'story_id') OR
        (table_name = 'users' AND column_name = 'deactivated') OR
        (table_name = 'menus' AND column_name = 'updated_by_id') OR
        (table_name = 'crisis_resources_outages' AND column_name = 'from_tz') OR
        (table_name = 'stories' AND column_name = 'publishedat_tz') OR
        (table_name = 'search_rels' AND column_name = 'events_id') OR
        (table_name = 'redirects_rels' AND column_name = 'events_id'))) = 10
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
 * Called by the migrations that complete the schema; runs nothing while a later one has yet to.
 */
export async function runDeferredCorrections(
  args: Pick<MigrateUpArgs, 'db' | 'payload' | 'req'>,
): Promise<void> {
  if (!(await schemaIsCurrent(args.db))) return
  while (pending.length) await pending.shift()!(args)
}
