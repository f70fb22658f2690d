import 'server-only'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { lockDocument } from '@/lib/db/serialize-saves'
import { timingOf } from '@domain/events/doc'
import { placesLeft } from '@domain/events/rules'
import { nextOccurrence } from '@domain/events/timing'
import { FORM_EVENT_FIELD, type FormDefinition } from '@domain/forms/definitions'
import { messagesFor } from '@domain/i18n/messages'
import { readRegistrations } from '../event-queries'

/**
 * A form on an event's page registers for that event (FORM_EVENT_FIELD): the answer is stored
 * with the event, whose places are counted by it. The server checks the event is published,
 * registers with this very form, is neither cancelled nor over, and has places left; the
 * browser's word is never taken for any of it. The last place goes to one person only: the
 * count and the save happen in one transaction behind the event's lock (`withPlace`).
 */
export type RegistrationCheck =
  { ok: true; eventId: number | null; capacity: number | null } | { ok: false; message: string }

export const NO_EVENT = { ok: true, eventId: null, capacity: null } as const

const ID = /^[1-9][0-9]{0,9}$/

function rawEvent(source: FormData | Record<string, unknown>): unknown {
  if (typeof FormData !== 'undefined' && source instanceof FormData)
    return source.get(FORM_EVENT_FIELD)
  return Object.prototype.hasOwnProperty.call(source, FORM_EVENT_FIELD)
    ? (source as Record<string, unknown>)[FORM_EVENT_FIELD]
    : null
}

export async function checkRegistration(
  payload: Payload,
  definition: FormDefinition,
  source: FormData | Record<string, unknown>,
  now: number,
): Promise<RegistrationCheck> {
  const raw = rawEvent(source)
  if (raw === null || raw === undefined || raw === '') return NO_EVENT
  const t = messagesFor(definition.locale).events
  const closed = { ok: false, message: t.registrationClosed } as const
  const text = typeof raw === 'number' ? String(raw) : raw
  if (typeof text !== 'string' || !ID.test(text)) return closed
  const { docs } = await payload.find({
    collection: 'events',
    where: { id: { equals: Number(text) } },
    limit: 1,
    depth: 1,
    // The site's own read: published events only.
    overrideAccess: false,
    select: {
      startsAt: true,
      startsAt_tz: true,
      endsAt: true,
      allDay: true,
      repeat: true,
      eventStatus: true,
      registration: true,
    },
  })
  const event = docs[0]
  const form = event?.registration?.form
  if (!event || event.registration?.kind !== 'form' || typeof form !== 'object' || !form)
    return closed
  if (form.kind !== definition.kind || event.eventStatus === 'cancelled') return closed
  const timing = timingOf(event)
  if (!timing || !nextOccurrence(timing, new Date(now))) return closed
  const capacity = event.registration.capacity ?? null
  const places = placesLeft({
    capacity,
    taken: capacity ? await readRegistrations(payload, event.id) : null,
    markedFull: Boolean(event.registration.full),
  })
  return places.full ? { ok: false, message: t.full } : { ok: true, eventId: event.id, capacity }
}

/**
 * Stores a registration only while a place is left. Without a limit `store` runs as any save;
 * with one, the event's registrations are counted again and the answer stored in one
 * transaction that first takes the event's advisory lock, so people registering at the same
 * moment are counted one after the other (measured before: 4 of 6 got the one place left).
 * Answers `'full'` when the place went to someone else in the meantime; nothing is stored then.
 */
export async function withPlace<T>(
  payload: Payload,
  check: Extract<RegistrationCheck, { ok: true }>,
  store: (req?: PayloadRequest) => Promise<T>,
): Promise<T | 'full'> {
  const { eventId, capacity } = check
  if (eventId === null || !capacity) return store()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockDocument(req, 'registrations', String(eventId))
    if ((await readRegistrations(payload, eventId, req)) >= capacity) {
      await killTransaction(req)
      return 'full'
    }
    const stored = await store(req)
    await commitTransaction(req)
    return stored
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
