import 'server-only'
import type { Payload } from 'payload'
import { readStaffSettings } from '@/lib/cms/queries'
import { RETENTION_PURGE_INTERVAL_MS } from '@domain/constants'
import { SEARCH_USAGE_EVENTS, utcDay } from '@domain/crisis/usage'

const DAY_MS = 24 * 60 * 60 * 1000

export type PurgeResult = {
  submissions: number
  subscribers: number
  searchCounts: number
  retentionDays: number
}

/**
 * Deletes form submissions older than the retention period of Site settings, newsletter
 * sign-ups that were never confirmed within it, and the daily search counts of days before it.
 * Confirmed and unsubscribed addresses stay.
 */
export async function purgeExpired(payload: Payload, now = Date.now()): Promise<PurgeResult> {
  const { retentionDays } = await readStaffSettings(payload)
  const cutoff = new Date(now - retentionDays * DAY_MS).toISOString()
  const submissions = await payload.delete({
    collection: 'form-submissions',
    where: { createdAt: { less_than: cutoff } },
    overrideAccess: true,
    depth: 0,
  })
  const subscribers = await payload.delete({
    collection: 'newsletter-subscribers',
    where: {
      and: [{ status: { equals: 'pending' } }, { updatedAt: { less_than: cutoff } }],
    },
    overrideAccess: true,
    depth: 0,
  })
  // Days are YYYY-MM-DD, so they compare as text.
  const searchCounts = await payload.delete({
    collection: 'crisis-usage',
    where: {
      and: [
        { event: { in: [...SEARCH_USAGE_EVENTS] } },
        { day: { less_than: utcDay(new Date(cutoff)) } },
      ],
    },
    overrideAccess: true,
    depth: 0,
  })
  if (submissions.docs.length || subscribers.docs.length || searchCounts.docs.length) {
    payload.logger.info(
      `Retention: deleted ${submissions.docs.length} submissions, ${subscribers.docs.length} unconfirmed sign-ups and ${searchCounts.docs.length} daily search counts older than ${retentionDays} days`,
    )
  }
  return {
    submissions: submissions.docs.length,
    subscribers: subscribers.docs.length,
    searchCounts: searchCounts.docs.length,
    retentionDays,
  }
}

let lastPurgeAt = 0

/** Runs the purge at most once per interval in this process; failures are only logged. */
export async function purgeExpiredIfDue(payload: Payload, now = Date.now()): Promise<void> {
  if (now - lastPurgeAt < RETENTION_PURGE_INTERVAL_MS) return
  lastPurgeAt = now
  try {
    await purgeExpired(payload, now)
  } catch (err) {
    payload.logger.error({ msg: 'Retention purge failed', err: (err as Error).message })
  }
}
