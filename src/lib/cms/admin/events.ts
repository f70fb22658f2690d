import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { needsReview, reviewCutoff } from '@domain/events/rules'

type User = NonNullable<PayloadRequest['user']>

export type EventToReview = { id: number; title: string; href: string; lastEndsAt: string }

/**
 * The dashboard's "Events to review": published events whose last time ended more than
 * REVIEW_AFTER_DAYS ago and that nobody has published since it ended (what visitors read of them
 * may no longer be true: "join us", places left). The database is asked for the ended ones; the
 * comparison of two columns (saved after it ended?) is `needsReview`'s. With the member's own
 * access; longest ago last.
 */
export async function readEventsToReview(
  payload: Payload,
  user: User,
  now = new Date(),
): Promise<EventToReview[]> {
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { lastEndsAt: { less_than: reviewCutoff(now).toISOString() } },
      ],
    },
    sort: '-lastEndsAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
    select: { title: true, lastEndsAt: true, updatedAt: true },
  })
  return docs.flatMap((doc) =>
    doc.lastEndsAt && needsReview(new Date(doc.lastEndsAt), new Date(doc.updatedAt), now)
      ? [
          {
            id: doc.id,
            title: doc.title,
            href: `/admin/collections/events/${doc.id}`,
            lastEndsAt: doc.lastEndsAt,
          },
        ]
      : [],
  )
}
