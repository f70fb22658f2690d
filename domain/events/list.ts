/**
 * The upcoming list of /events and of the Upcoming events block: the events read as not yet
 * ended (their `lastEndsAt` empty or later than the read), judged again by the clock at render
 * (a cached read may be a little old, so an event that has ended since is never listed), each
 * with its next occurrence, soonest first.
 */
import { nextOccurrence, type EventTiming, type Occurrence } from './timing'

export type Upcoming<T> = { event: T; next: Occurrence }

/** The events that still have an occurrence at `now`, soonest next occurrence first. */
export function upcomingInOrder<T extends { id: number; timing: EventTiming | null }>(
  events: readonly T[],
  now: Date,
): Upcoming<T>[] {
  const found: Upcoming<T>[] = []
  for (const event of events) {
    const next = event.timing ? nextOccurrence(event.timing, now) : null
    if (next) found.push({ event, next })
  }
  // The same start: the lower id first, so the order never changes between renders.
  return found.sort(
    (a, b) => a.next.start.getTime() - b.next.start.getTime() || a.event.id - b.event.id,
  )
}

/** One page of a list already in order; `pages` is at least 1 (an empty list has its first page). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage))
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pages }
}
