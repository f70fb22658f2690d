import { namedTimeZone } from '../../fields/time-zone'
import {
  type CollectionAfterChangeHook,
  type Field,
  type FieldHook,
  type TaskConfig,
  ValidationError,
} from 'payload'
import { revalidateTags } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import {
  MAX_OUTAGES,
  OUTAGE_FROM_LABEL,
  OUTAGE_REASON_MAX,
  OUTAGE_UNTIL_LABEL,
  outageOrderProblem,
  toOutages,
} from '@domain/crisis/outages'

/**
 * "Temporarily unavailable": times a line cannot be reached although its hours say open (an
 * outage, a holiday afternoon), each from a moment to a moment with a reason in plain words.
 * The site works out from the times alone whether a line is unavailable now (domain/crisis/
 * outages.ts); the pages cached before a start or an end are refreshed at that moment by a
 * queued job (REFRESH_CRISIS_TASK), so visitors without JavaScript see it too.
 */

/** The job that refreshes the crisis pages when an unavailable time starts or ends. */
export const REFRESH_CRISIS_TASK = 'refreshCrisisLines'

/** The job: the crisis data's tag refreshed, so the next visit renders the line's new state. */
export const refreshCrisisTask: TaskConfig = {
  slug: REFRESH_CRISIS_TASK,
  label: 'Refresh the crisis lines when an unavailable time starts or ends',
  retries: 2,
  handler: async ({ req }) => {
    await revalidateTags([CACHE_TAGS.crisisResources], req)
    return { output: {} }
  },
}

const moment = (name: 'from' | 'until', label: string, description: string): Field => ({
  name,
  label,
  type: 'date',
  required: true,
  // Picked in a zone the input names (Payload's zone select, the organisation's by default),
  // kept in `<name>_tz`; the row's name above gives the times in the line's own zone.
  timezone: namedTimeZone,
  admin: {
    width: '50%',
    description,
    // Typed as shown.
    date: {
      pickerAppearance: 'dayAndTime',
      timeIntervals: 15,
      displayFormat: 'EEE, MMM d, yyyy h:mm a',
    },
  },
  ...(name === 'until'
    ? {
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
          outageOrderProblem(siblingData?.from, value) ?? true,
      }
    : {}),
})

type OutageRow = { from?: unknown; until?: unknown; reason?: unknown }

/** The order check again on draft saves (Payload skips `validate` on a draft): a 400, never stored. */
export const refuseBadOutages: FieldHook = ({ value, collection }) => {
  const errors = ((value as OutageRow[] | null | undefined) ?? []).flatMap((row, i) => {
    const problem = outageOrderProblem(row.from, row.until)
    return problem
      ? [{ label: OUTAGE_UNTIL_LABEL, message: problem, path: `outages.${i}.until` }]
      : []
  })
  if (errors.length) throw new ValidationError({ collection: collection?.slug, errors })
  return value
}

export const outagesField: Field = {
  name: 'outages',
  label: 'Temporarily unavailable',
  type: 'array',
  maxRows: MAX_OUTAGES,
  labels: { singular: 'Unavailable time', plural: 'Unavailable times' },
  hooks: { beforeChange: [refuseBadOutages] },
  admin: {
    description: `When the line cannot be reached for a while although its hours say open: an outage, a holiday afternoon. From the first time to the second, /crisis, the crisis dialog, the offline copy and the contacts file say it is unavailable, its Call, Text and Chat buttons are hidden, and visitors are pointed to lines that are open; then it shows again by itself. Times are in your computer's time zone (shown after each). Up to ${MAX_OUTAGES}; remove ended ones when you like, the site ignores them.`,
    components: { RowLabel: '/collections/CrisisResources/RowLabels#OutageRowLabel' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        moment('from', OUTAGE_FROM_LABEL, 'When it stops answering.'),
        moment('until', OUTAGE_UNTIL_LABEL, 'When it answers again: the site shows it then.'),
      ],
    },
    {
      name: 'reason',
      type: 'text',
      localized: true,
      maxLength: OUTAGE_REASON_MAX,
      admin: {
        description: `Optional, shown to visitors in plain words, e.g. "Phone system outage" or "Closed for the staff holiday". Up to ${OUTAGE_REASON_MAX} characters.`,
      },
    },
  ],
}

/**
 * After a save that publishes a line, one refresh job per start and end still ahead, unless one is
 * queued for that moment already (jobs are run by src/server/job-ticker.mjs, every 15 seconds).
 */
export const queueOutageRefreshes: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status === 'draft') return doc
  const now = Date.now()
  const due = new Set<string>()
  for (const outage of toOutages(doc.outages as OutageRow[] | undefined)) {
    for (const at of [Date.parse(outage.from), Date.parse(outage.until)])
      if (at > now) due.add(new Date(at).toISOString())
  }
  if (!due.size) return doc
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: REFRESH_CRISIS_TASK } },
        { waitUntil: { in: [...due] } },
        { completedAt: { exists: false } },
      ],
    },
    limit: due.size,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const queued = new Set(docs.map((job) => new Date(job.waitUntil as string).toISOString()))
  for (const waitUntil of due) {
    if (queued.has(waitUntil)) continue
    await req.payload.jobs.queue({
      task: REFRESH_CRISIS_TASK,
      input: {},
      waitUntil: new Date(waitUntil),
      req,
    })
  }
  return doc
}
