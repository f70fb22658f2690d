import type { Payload } from 'payload'
import { type SeedEvent, seedEventCategories, seedEvents } from './content/events'
import { seedCategoryIds } from './stories'
import { isStored, saveSpanish, seedWrite } from './write'

type Common = { payload: Payload; toRichText: (markdown: string) => unknown }

/** The English, or the Spanish, words of an event as its fields. */
const wordsOf = ({ toRichText }: Common, event: SeedEvent, words: SeedEvent['en']) => ({
  title: words.title,
  summary: words.summary,
  body: toRichText(words.body) as never,
  audience: words.audience ?? null,
  accessibilityNotes: words.accessibilityNotes ?? null,
  statusNote: words.statusNote ?? null,
  ...(event.attendance === 'in-person'
    ? { venue: { name: words.venueName ?? null, address: event.address ?? null } }
    : {}),
})

/**
 * The demo event categories and events (content/events.ts), in English and Spanish, dated from
 * `now`: created when no document has their address, never over an editor's. The past one is
 * left as not saved since it ended, as the review list reads it. Returns how many events were
 * created.
 */
export async function seedEventContent(
  payload: Payload,
  toRichText: (markdown: string) => unknown,
  formIds: Map<string, number>,
  now: Date = new Date(),
): Promise<number> {
  const common: Common = { payload, toRichText }
  const categoryIds = await seedCategoryIds(payload, 'event-categories', seedEventCategories)

  let created = 0
  for (const event of seedEvents(now)) {
    if (await isStored(payload, 'events', { slug: { equals: event.slug } })) continue
    const registration = event.registration
    const doc = await payload.create({
      collection: 'events',
      data: {
        ...wordsOf(common, event, event.en),
        slug: event.slug,
        startsAt: event.startsAt,
        startsAt_tz: event.timeZone as never,
        endsAt: event.endsAt,
        endsAt_tz: event.timeZone as never,
        repeat: event.repeat
          ? {
              frequency: event.repeat.frequency,
              until: event.repeat.until ?? null,
              exceptions: (event.repeat.exceptions ?? []).map((date) => ({ date })),
            }
          : { frequency: 'none' },
        attendance: event.attendance,
        online: event.online,
        accessibility: event.accessibility ?? [],
        registration: !registration
          ? { kind: 'none' }
          : registration.kind === 'form'
            ? {
                kind: 'form',
                form: formIds.get(registration.form) ?? null,
                capacity: registration.capacity ?? null,
              }
            : { kind: 'external', url: registration.url, capacity: registration.capacity ?? null },
        organiser: event.organiser ?? null,
        categories: event.categories.flatMap((slug) => categoryIds.get(slug) ?? []),
        eventStatus: event.eventStatus ?? 'scheduled',
        previousStartsAt: event.previousStartsAt ?? null,
        previousStartsAt_tz: event.previousStartsAt ? (event.timeZone as never) : undefined,
        sensitive: Boolean(event.sensitive),
        _status: 'published',
      },
      ...seedWrite(),
    })
    const spanish = await saveSpanish(payload, 'events', doc.id, {
      ...wordsOf(common, event, event.es),
      _status: 'published',
    })
    if (event.unreviewed && spanish.lastEndsAt)
      // As a site that had it would: nobody has saved it since it ended (the review list's test).
      await payload.db.updateOne({
        collection: 'events',
        id: doc.id,
        data: { slug: event.slug, updatedAt: spanish.lastEndsAt },
        req: {},
        returning: false,
      })
    created++
  }
  return created
}
