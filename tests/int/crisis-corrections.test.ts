import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CrisisResource } from '../../src/payload-types'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { correctSeededCrisisLines } from '../../src/seed/corrections/crisis-2026-11'
import { testPayload } from '../helpers/payload'

/**
 * The data migration of November 2026 against a database seeded the old way: it corrects what
 * the old seed wrote and leaves every editor's change alone.
 */
let payload: Payload
const slugs = seedCrisisResources.map((r) => r.slug)
const common = { collection: 'crisis-resources', overrideAccess: true } as const
const context = { disableRevalidate: true }

/** What the seed wrote before the correction (the lines' old "facts"). */
const oldSeed = (slug: string, overrides: Partial<CrisisResource> = {}) => {
  const now = seedCrisisResources.find((r) => r.slug === slug)!
  const base = {
    ...now,
    chatUrl: null,
    otherWays: [],
    source: null,
    suggestWhenClosed: false,
    lastVerified: '2026-11-15T00:00:00.000Z',
  }
  const old: Record<string, Partial<CrisisResource>> = {
    'trans-lifeline': {
      description:
        'Peer support run by and for trans people. Operators are trans themselves and do not call emergency services without your consent.',
      availability: '24/7',
      hours: { is24x7: true },
    },
    'lgbt-national-hotline': {
      availability: 'Daily 4pm–12am ET',
      hours: {
        is24x7: false,
        timeZone: 'America/New_York',
        weekly: (
          ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
        ).map((day) => ({ day, open: '16:00', close: '00:00' })),
      },
    },
    '988-lifeline': {
      description:
        'Call or text 988 to reach a trained crisis counselor anywhere in the United States, for yourself or for someone you are worried about.',
    },
  }
  return { ...base, ...old[slug], ...overrides, _status: 'published' as const }
}

const clear = async () => {
  await payload.delete({ ...common, where: { slug: { in: slugs } }, context })
}
const bySlug = async (slug: string) =>
  (await payload.find({ ...common, where: { slug: { equals: slug } }, depth: 0 })).docs[0]

beforeAll(async () => {
  payload = await testPayload()
  await clear()
  // The six lines of the old seed; an editor has since changed some of them.
  for (const slug of slugs.filter((s) => s !== 'lgbt-national-youth-talkline')) {
    const edits: Partial<CrisisResource> =
      slug === 'domestic-violence-hotline'
        ? { lastVerified: '2026-11-20T12:00:00.000Z' } // checked by the team since
        : slug === '988-lifeline'
          ? { description: 'Our own words about 988.' }
          : {}
    await payload.create({ ...common, data: oldSeed(slug, edits), context })
  }
})

afterAll(async () => {
  // Leave the seeded lines as a fresh seed writes them, for the other test files.
  await clear()
  for (const r of seedCrisisResources) {
    await payload.create({ ...common, data: { ...r, _status: 'published' }, context })
  }
})

describe('correcting lines seeded before November 2026', () => {
  it('fixes the old seeded facts and adds the youth talkline', async () => {
    const report = await correctSeededCrisisLines(payload)
    expect(report.created).toEqual(['lgbt-national-youth-talkline'])
    expect(report.updated).toContain('trans-lifeline')

    const trans = await bySlug('trans-lifeline')
    expect(trans.hours?.is24x7).toBe(false)
    expect(trans.hours?.timeZone).toBe('America/Los_Angeles')
    expect(trans.availability).toBe('Mon–Fri 10 am–6 pm PT')
    expect(trans.description).toMatch(/^Peer support by phone/)
    expect(trans.lastVerified ?? null).toBeNull()
    expect(trans.source).toBe('https://translifeline.org/')
    expect(trans.verification).toBe('Never verified by your team')

    const lgbt = await bySlug('lgbt-national-hotline')
    expect(lgbt.availability).toBe('Mon–Fri 4 pm–12 am, Sat 12 pm–5 pm ET')
    expect(lgbt.hours?.weekly?.some((o) => o.day === 'sunday')).toBe(false)

    const lifeline = await bySlug('988-lifeline')
    expect(lifeline.suggestWhenClosed).toBe(true)
    expect(lifeline.chatUrl).toBe('https://988lifeline.org/chat/')
    expect(lifeline.otherWays?.map((w) => w.label)).toContain(
      'Deaf or hard of hearing: dial 711, then 988, or text or chat 988',
    )

    const talkline = await bySlug('lgbt-national-youth-talkline')
    expect(talkline._status).toBe('published')
    expect(talkline.phone).toBe('18002467743')
  })

  it('leaves an editor’s changes alone', async () => {
    // 988's description was the editor's own; the team had verified the DV Hotline.
    expect((await bySlug('988-lifeline')).description).toBe('Our own words about 988.')
    expect((await bySlug('domestic-violence-hotline')).lastVerified).toBe(
      '2026-11-20T12:00:00.000Z',
    )
  })

  it('never touches hours an editor already changed, and is idempotent', async () => {
    const trans = await bySlug('trans-lifeline')
    const edited = {
      is24x7: false,
      timeZone: 'America/Los_Angeles' as const,
      weekly: [{ day: 'monday' as const, open: '09:00', close: '17:00' }],
    }
    await payload.update({ ...common, id: trans.id, data: { hours: edited }, context })
    const again = await correctSeededCrisisLines(payload)
    expect(again).toEqual({ updated: [], created: [], skipped: [] })
    const after = await bySlug('trans-lifeline')
    expect(after.hours?.weekly?.map(({ day, open, close }) => ({ day, open, close }))).toEqual(
      edited.weekly,
    )
    expect(after.availability).toBe('Mon 9 am–5 pm PT')
  })

  it('skips a line whose editor has unpublished draft changes', async () => {
    const lgbt = await bySlug('lgbt-national-hotline')
    // Back to the old seeded hours, then a draft on top of it.
    await payload.update({
      ...common,
      id: lgbt.id,
      data: { hours: oldSeed('lgbt-national-hotline').hours },
      context,
    })
    await payload.update({
      ...common,
      id: lgbt.id,
      draft: true,
      data: { description: 'Draft in progress' },
      context,
    })
    const report = await correctSeededCrisisLines(payload)
    expect(report.skipped).toEqual(['lgbt-national-hotline'])
    expect((await bySlug('lgbt-national-hotline')).hours?.weekly).toHaveLength(7)
  })

  it('refuses a "Last verified" date in the future', async () => {
    const futureRefused = {
      data: {
        errors: [
          expect.objectContaining({
            path: 'lastVerified',
            message: expect.stringMatching(/^Last verified: a date in the future/),
          }),
        ],
      },
    }
    const trans = await bySlug('trans-lifeline')
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString()
    await expect(
      payload.update({ ...common, id: trans.id, data: { lastVerified: future }, context }),
    ).rejects.toMatchObject(futureRefused)
    // Draft saves skip Payload's validate; the date is refused there too.
    await expect(
      payload.update({
        ...common,
        id: trans.id,
        draft: true,
        data: { lastVerified: future },
        context,
      }),
    ).rejects.toMatchObject(futureRefused)
  })
})
