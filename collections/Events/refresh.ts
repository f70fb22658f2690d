import type { CollectionAfterChangeHook, PayloadRequest, TaskConfig } from 'payload'
import { revalidateTags } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { nextOccurrence } from '@domain/events/timing'
import { JOIN_LINK_LEAD_MINUTES } from '@domain/events/rules'
import { timingOf } from '@domain/events/doc'

/**
 * Event pages are cached like every page, yet what they say changes with the clock: an event
 * becomes "happening now", its join link shows, then it is past and leaves every upcoming list.
 * One queued job refreshes the events' tag at the next such moment of any published event and
 * queues the one after it (jobs run from src/server/job-ticker.mjs, every 15 seconds), so a
 * visitor without JavaScript never sees a past event listed as upcoming.
 */
export const REFRESH_EVENTS_TASK = 'refreshEvents'

/** The moments of an event's next time at which its pages change, after `now`. */
export function eventMoments(event: Record<string, unknown>, now: Date): number[] {
  const timing = timingOf(event)
  const next = timing ? nextOccurrence(timing, now) : null
  if (!next) return []
  const lead = next.start.getTime() - JOIN_LINK_LEAD_MINUTES * 60_000
  return [lead, next.start.getTime(), next.end.getTime()].filter((at) => at > now.getTime())
}

/** The next moment any published event's pages change, or null. */
async function nextMoment(req: PayloadRequest, now: Date): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'events',
    where: {
      and: [
        { _status: { equals: 'published' } },
        {
          or: [
            { lastEndsAt: { exists: false } },
            { lastEndsAt: { greater_than: now.toISOString() } },
          ],
        },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { startsAt: true, startsAt_tz: true, endsAt: true, allDay: true, repeat: true },
  })
  const moments = docs.flatMap((doc) => eventMoments(doc as Record<string, unknown>, now))
  return moments.length ? Math.min(...moments) : null
}

/** Queues the refresh at the next moment, unless one is queued for then or earlier. */
export async function queueNextEventRefresh(
  req: PayloadRequest,
  runningJob?: string | number,
): Promise<void> {
  const at = await nextMoment(req, new Date())
  if (at === null) return
  const waitUntil = new Date(at)
  const { totalDocs } = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: REFRESH_EVENTS_TASK } },
        { waitUntil: { less_than_equal: waitUntil.toISOString() } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        ...(runningJob === undefined ? [] : [{ id: { not_equals: runningJob } }]),
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0)
    await req.payload.jobs.queue({ task: REFRESH_EVENTS_TASK, input: {}, waitUntil, req })
}

export const refreshEventsTask: TaskConfig = {
  slug: REFRESH_EVENTS_TASK,
  label: 'Refresh the event pages when an event starts or ends',
  retries: 2,
  handler: async ({ job, req }) => {
    await revalidateTags([CACHE_TAGS.events], req)
    await queueNextEventRefresh(req, job.id)
    return { output: {} }
  },
}

/** After a published save: the chain of refreshes includes this event's moments. */
export const queueEventRefresh: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status === 'published') await queueNextEventRefresh(req)
  return doc
}
