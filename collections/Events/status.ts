import type { CollectionBeforeChangeHook, Field } from 'payload'
import { namedTimeZone } from '../../fields/time-zone'
import { lastEnd } from '@domain/events/timing'
import { type EventDocTiming, timingOf } from '@domain/events/doc'

/** Cancelled or moved: said on the page and in every calendar. */
export const statusFields: Field[] = [
  {
    // Not `status`: Payload's `_status` (draft, published) takes that name's database type.
    name: 'eventStatus',
    type: 'radio',
    label: 'Event status',
    defaultValue: 'scheduled',
    options: [
      { label: 'Taking place', value: 'scheduled' },
      { label: 'Moved to a new time', value: 'moved' },
      { label: 'Cancelled', value: 'cancelled' },
    ],
    admin: {
      position: 'sidebar',
      description:
        'Moved: change Starts and Ends to the new time; the old one is shown struck out. Cancelled: the page and calendars say so (calendar apps mark it cancelled).',
    },
  },
  {
    name: 'previousStartsAt',
    type: 'date',
    label: 'Old start time',
    timezone: namedTimeZone,
    admin: {
      position: 'sidebar',
      condition: (data) => data?.eventStatus === 'moved',
      date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
      description:
        'Filled in with the published start when you publish a new time; shown struck out.',
    },
  },
  {
    name: 'statusNote',
    type: 'textarea',
    label: 'What visitors should know (optional)',
    maxLength: 300,
    localized: true,
    admin: {
      position: 'sidebar',
      condition: (data) => data?.eventStatus === 'moved' || data?.eventStatus === 'cancelled',
      description: 'E.g. "Moved because of the storm warning." Shown beside the notice.',
    },
  },
  {
    name: 'sensitive',
    type: 'checkbox',
    label: 'Discreet in calendars',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      description:
        'For a support group or a youth night: calendar entries then show only the site’s name and “event”, with no description or place, and a link to this page. Visitors can ask for such entries for any event.',
    },
  },
  {
    // Worked out on every save (below): the lists and the review list ask the database by it.
    name: 'lastEndsAt',
    type: 'date',
    label: 'Last ends',
    index: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description:
        'When its last time ends (empty while it repeats without end). Worked out on save.',
    },
  },
]

type EventData = EventDocTiming & {
  eventStatus?: string
  previousStartsAt?: string | null
}

/**
 * On every save: when its last time ends (`lastEndsAt`), and, when a published event is moved
 * without saying from when, its published start as the old time.
 */
export const workOutTimes: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  // A save may send only some fields (an API PATCH): what is stored fills in the rest.
  const event = { ...(originalDoc as EventData | undefined), ...(data as EventData) }
  const timing = timingOf(event)
  const last = timing ? lastEnd(timing) : null
  const next: Record<string, unknown> = { ...data, lastEndsAt: last ? last.toISOString() : null }
  if (event.eventStatus === 'moved' && !event.previousStartsAt && originalDoc?.id) {
    const live = await req.payload.findByID({
      collection: 'events',
      id: originalDoc.id,
      draft: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
      select: { startsAt: true, _status: true },
    })
    if (live?._status === 'published' && live.startsAt && live.startsAt !== event.startsAt)
      next.previousStartsAt = live.startsAt
  }
  if (event.eventStatus !== 'moved') next.previousStartsAt = null
  return next
}
