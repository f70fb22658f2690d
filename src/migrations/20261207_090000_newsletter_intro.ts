import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { correctNewsletterIntro } from '../seed/corrections/newsletter-intro-2026-12'
import { correctWhenSchemaIsCurrent } from '../seed/corrections/deferred'

/**
 * Issue 60, data only (no schema change, so no snapshot of its own): the newsletter intro of a
 * site seeded before no longer promises an e-mail before sign-up
 * (seed/corrections/newsletter-intro-2026-12.ts). Down leaves the words as they are.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await correctWhenSchemaIsCurrent({ db, payload, req }, async ({ payload, req }) => {
    const languages = await correctNewsletterIntro(payload, req)
    payload.logger.info(`Newsletter intro: corrected in ${languages.join(', ') || 'no language'}`)
  })
}

export async function down(_: MigrateDownArgs): Promise<void> {}
