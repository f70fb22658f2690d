import type { Payload, PayloadRequest } from 'payload'
import type { CrisisResource } from '../../payload-types'
import { type SeedCrisisResource, seedCrisisResources } from '../content/crisis'

/**
 * Brings crisis lines seeded before November 2026 in line with the lines' own pages: Trans
 * Lifeline's and the LGBT National Hotline's real hours, no "Last verified" date the team never
 * gave, where each line's facts come from, chat links and other ways to reach a line, 988 as
 * the line to suggest while others are closed, and the LGBT National Youth Talkline.
 *
 * Each field is changed only while it still holds what the old seed wrote (or is new and
 * empty), so an editor's own change is never overwritten. A line with unpublished draft
 * changes is left alone. Returns what it did, for the migration's log and the tests.
 */

/** What the seed wrote before this correction, for the fields it corrects. */
const OLD_LAST_VERIFIED = '2026-11-15T00:00:00.000Z'
const OLD: Record<string, { description?: string; hours?: OldHours }> = {
  'trans-lifeline': {
    description:
      'Peer support run by and for trans people. Operators are trans themselves and do not call emergency services without your consent.',
    hours: { is24x7: true },
  },
  'lgbt-national-hotline': {
    hours: {
      is24x7: false,
      timeZone: 'America/New_York',
      weekly: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map(
        (day) => ({ day, open: '16:00', close: '00:00' }),
      ),
    },
  },
  '988-lifeline': {
    description:
      'Call or text 988 to reach a trained crisis counselor anywhere in the United States, for yourself or for someone you are worried about.',
  },
}
type OldHours = {
  is24x7: boolean
  timeZone?: string
  weekly?: { day: string; open: string; close: string }[]
}

const sameHours = (doc: CrisisResource['hours'], old: OldHours) => {
  if (Boolean(doc?.is24x7) !== old.is24x7) return false
  if (old.is24x7) return !doc?.closures?.length
  const weekly = (doc?.weekly ?? []).map(({ day, open, close }) => ({ day, open, close }))
  return (
    doc?.timeZone === old.timeZone &&
    !doc?.closures?.length &&
    JSON.stringify(weekly) === JSON.stringify(old.weekly)
  )
}

const sameInstant = (a: string | null | undefined, b: string) =>
  !!a && Date.parse(a) === Date.parse(b)

export type CorrectionReport = { updated: string[]; created: string[]; skipped: string[] }

/** The fields of `doc` to change, per the rules above; empty when nothing is due. */
export function crisisCorrections(
  doc: CrisisResource,
  seed: SeedCrisisResource,
): Partial<CrisisResource> {
  const data: Partial<CrisisResource> = {}
  const old = OLD[doc.slug] ?? {}
  if (sameInstant(doc.lastVerified, OLD_LAST_VERIFIED)) data.lastVerified = null
  if (!doc.source && seed.source) data.source = seed.source
  if (!doc.chatUrl && seed.chatUrl) data.chatUrl = seed.chatUrl
  if (!doc.otherWays?.length && seed.otherWays?.length) data.otherWays = seed.otherWays
  if (!doc.suggestWhenClosed && seed.suggestWhenClosed) data.suggestWhenClosed = true
  if (old.description && doc.description === old.description) data.description = seed.description
  if (old.hours && sameHours(doc.hours, old.hours)) {
    // The hours in words follow the hours (the collection fills them in on save).
    data.hours = seed.hours
    data.availability = seed.availability
  }
  return data
}

export async function correctSeededCrisisLines(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<CorrectionReport> {
  const report: CorrectionReport = { updated: [], created: [], skipped: [] }
  const context = { disableRevalidate: true }
  const common = { collection: 'crisis-resources', overrideAccess: true, req, context } as const

  const published = await payload.find({ ...common, limit: 200, pagination: false, depth: 0 })
  if (!published.docs.length) return report // never seeded: the seed writes today's facts
  const latest = await payload.find({
    ...common,
    draft: true,
    limit: 200,
    pagination: false,
    depth: 0,
  })
  const hasDraft = new Set(latest.docs.filter((d) => d._status === 'draft').map((d) => d.id))

  for (const seed of seedCrisisResources) {
    const doc = published.docs.find((d) => d.slug === seed.slug)
    if (!doc) continue
    if (hasDraft.has(doc.id)) {
      report.skipped.push(seed.slug)
      continue
    }
    const data = crisisCorrections(doc, seed)
    if (!Object.keys(data).length) continue
    await payload.update({ ...common, id: doc.id, data })
    report.updated.push(seed.slug)
  }

  const talkline = seedCrisisResources.find((r) => r.slug === 'lgbt-national-youth-talkline')
  const seeded = published.docs.some((d) => d.slug === 'lgbt-national-hotline')
  const exists = latest.docs.some((d) => d.slug === talkline?.slug)
  if (talkline && seeded && !exists) {
    await payload.create({ ...common, data: { ...talkline, _status: 'published' } })
    report.created.push(talkline.slug)
  }
  return report
}
