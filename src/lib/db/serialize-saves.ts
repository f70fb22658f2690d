import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Plugin, PayloadRequest } from 'payload'

/**
 * Saves of one document, one after the other.
 *
 * Payload's update reads the document (all languages, from its latest version) inside the
 * save's transaction and writes it back whole. Two saves of one document at once, say the
 * English in one tab and the Spanish in another (or an autosave), both read before either
 * writes, and the one that commits last puts back the other language as it read it: an
 * acknowledged save is lost. Postgres's default isolation (read committed) does not prevent
 * that, and measured on both databases it happened: 40 saves at concurrency 2 of one crisis
 * line in alternating languages ended with an earlier save's text in one language
 * (tests/e2e/resilience-faults.spec.ts).
 *
 * So each save of a document first takes a transaction-scoped advisory lock on that document
 * (released by the commit or rollback): the next save of the same document waits until the
 * first has committed, then reads what it wrote. Saves of different documents do not wait for
 * each other; a nested save in the same transaction holds the lock already.
 */
export async function lockDocument(req: PayloadRequest, kind: string, id: string): Promise<void> {
  const transactionID = req.transactionID ? await req.transactionID : undefined
  if (transactionID === undefined) return
  const session = (req.payload.db as unknown as PostgresAdapter).sessions?.[transactionID]
  if (!session) return
  await session.db.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), hashtext(${id}))`)
}

/** A Payload plugin: every collection's saves by id, and every global's saves, serialized. */
export const serializeSaves = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        async ({ args, operation, req }) => {
          const id = operation === 'update' && 'id' in args ? args.id : undefined
          if (id !== undefined && id !== null)
            await lockDocument(req, `collection:${collection.slug}`, String(id))
          return args
        },
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [
        async ({ args, operation, req }) => {
          if (operation === 'update') await lockDocument(req, 'global', global.slug)
          return args
        },
        ...(global.hooks?.beforeOperation ?? []),
      ],
    },
  })),
})
