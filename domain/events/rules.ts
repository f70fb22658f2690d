/**
 * The rules events follow whatever shows them: the accessibility features an editor can tick,
 * when an online event's link shows, how honest capacity is put, and when an ended event needs
 * an editor's look.
 */

/** What a place (or an online room) offers; the words are the catalogue's (events.access). */
export const ACCESSIBILITY_FEATURES = ['stepFree', 'captions', 'asl', 'quietRoom'] as const
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number]

export const EVENT_STATUSES = ['scheduled', 'moved', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

export const REGISTRATION_KINDS = ['none', 'external', 'form'] as const
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number]

/** Who sees an online event's link on its page: nobody (sent to registered people), or anyone near the time. */
export const JOIN_LINK_SHOWN = ['registered', 'nearTime'] as const
export type JoinLinkShown = (typeof JOIN_LINK_SHOWN)[number]

/** "Near the time": from this many minutes before an occurrence starts until it ends. */
export const JOIN_LINK_LEAD_MINUTES = 30

/** An event ended this many days ago and not updated since is listed for an editor's review. */
export const REVIEW_AFTER_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** Whether the join link of an occurrence from `start` to `end` shows at `now`. */
export const joinLinkOpen = (start: Date, end: Date, now: Date): boolean =>
  now.getTime() >= start.getTime() - JOIN_LINK_LEAD_MINUTES * 60_000 && now < end

/**
 * The places an event has left, or null when it counts none: `capacity` empty means no limit
 * said; a "full" tick by an editor (registration elsewhere) wins over any count.
 */
export function placesLeft({
  capacity,
  taken,
  markedFull,
}: {
  capacity: number | null | undefined
  taken: number | null
  markedFull: boolean
}): { full: boolean; left: number | null } {
  if (markedFull) return { full: true, left: 0 }
  if (!capacity || taken === null) return { full: false, left: null }
  const left = Math.max(0, capacity - taken)
  return { full: left === 0, left }
}

/**
 * The moment from which an ended event needs review: REVIEW_AFTER_DAYS after its last end,
 * unless an editor saved it after that end (a recap added, the entry checked). Never, while it
 * repeats without end.
 */
export function needsReview(lastEnd: Date | null, updatedAt: Date, now: Date): boolean {
  if (!lastEnd) return false
  return updatedAt <= lastEnd && now.getTime() - lastEnd.getTime() >= REVIEW_AFTER_DAYS * DAY_MS
}

/** The cut-off for a database query of events needing review at `now` (their last end before it). */
export const reviewCutoff = (now: Date): Date =>
  new Date(now.getTime() - REVIEW_AFTER_DAYS * DAY_MS)
