import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { correctWhenSchemaIsCurrent } from '../seed/corrections/deferred'

/**
 * Pages left empty by "Create New" (issue 30): before drafts were validated, opening the create
 * screen saved a page at once, and leaving it left a draft with neither title nor address,
 * listed as "<No Title>" and "/null". Such a page never held anything, so it goes (with its
 * versions, through Payload). A draft with a title or an address is kept. Down: nothing to bring
 * back. Through the Local API, so it waits for the schema it speaks (../seed/corrections/deferred.ts).
 */
export async function up(args: MigrateUpArgs): Promise<void> {
  await correctWhenSchemaIsCurrent(args, removeEmptyDrafts)
}

async function removeEmptyDrafts({ payload, req }: Pick<MigrateUpArgs, 'payload' | 'req'>) {
  const { docs } = await payload.find({
    collection: 'pages',
    draft: true,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
    locale: 'all',
    select: { title: true, slug: true },
    where: { slug: { exists: false } },
  })
  const empty = docs.filter((doc) => {
    const titles = (doc.title ?? {}) as unknown as Record<string, string | null | undefined>
    return !Object.values(titles).some((title) => typeof title === 'string' && title.trim())
  })
  for (const doc of empty) {
    await payload.delete({ collection: 'pages', id: doc.id, overrideAccess: true, req })
  }
  if (empty.length) payload.logger.info(`Removed ${empty.length} empty page draft(s)`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
