import type { Payload } from 'payload'
import { OUTBOX_KEEP_DAYS, type OutboxStatus } from '@domain/outbox'

/**
 * The outbox's writes (collections/Outbox), for the e-mail adapter (src/lib/email/adapter.ts).
 * Not marked server-only: payload.config imports the adapter, and so do its scripts.
 */
const DAY_MS = 86_400_000

/** What a message is about, linked from its Outbox entry (and listed on that document's screen). */
export type OutboxAbout = { submission?: number; subscriber?: number }

/**
 * Writes one message to the outbox (collections/Outbox) and drops those past their time. Its own
 * write, outside any save's transaction (an invitation is mailed from inside one); a failure is
 * logged, never the sender's problem.
 */
export async function recordInOutbox(
  payload: Payload,
  entry: {
    to: string
    subject: string
    status: OutboxStatus
    detail?: string
    text?: string
  } & OutboxAbout,
) {
  try {
    await payload.create({
      collection: 'outbox',
      data: entry,
      overrideAccess: true,
      disableTransaction: true,
      depth: 0,
    })
    await payload.delete({
      collection: 'outbox',
      where: { createdAt: { less_than: new Date(Date.now() - OUTBOX_KEEP_DAYS * DAY_MS) } },
      overrideAccess: true,
      disableTransaction: true,
      depth: 0,
    })
  } catch (err) {
    payload.logger.warn(`Outbox: could not record "${entry.subject}": ${(err as Error).message}`)
  }
}
