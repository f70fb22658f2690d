import { CRISIS_VERIFY_MAX_AGE_DAYS } from '../constants'

const DAY_MS = 86_400_000

/** Whole days since a line's details were last checked, or null when never. */
export function daysSinceVerified(
  lastVerified: string | null | undefined,
  now: Date,
): number | null {
  if (!lastVerified) return null
  const at = Date.parse(lastVerified)
  if (Number.isNaN(at)) return null
  return Math.max(0, Math.floor((now.getTime() - at) / DAY_MS))
}

export const isVerificationOverdue = (lastVerified: string | null | undefined, now: Date) => {
  const days = daysSinceVerified(lastVerified, now)
  return days === null || days > CRISIS_VERIFY_MAX_AGE_DAYS
}

/**
 * A line nobody on the team has checked yet (as every seeded line starts: the seed copies
 * public facts, it does not check them).
 */
export const NEVER_VERIFIED = 'Never verified by your team'

/** "Last verified" is a check that happened: today or earlier, never a date to come. */
export function validateLastVerified(value: unknown, now: Date): true | string {
  if (value === null || value === undefined || value === '') return true
  const at = Date.parse(String(value))
  if (Number.isNaN(at)) return 'Last verified: not a date.'
  // A day of slack: the admin saves a picked day as noon UTC, which is "tomorrow" for a
  // moment in zones ahead of UTC.
  if (at > now.getTime() + DAY_MS) {
    return 'Last verified: a date in the future can’t be a check that happened. Use the day you called or checked the line.'
  }
  return true
}

/** For the admin list: "Overdue: last verified 120 days ago", "OK: verified 3 days ago". */
export function describeVerification(lastVerified: string | null | undefined, now: Date): string {
  const days = daysSinceVerified(lastVerified, now)
  if (days === null) return NEVER_VERIFIED
  const ago = days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`
  return days > CRISIS_VERIFY_MAX_AGE_DAYS ? `Overdue: last verified ${ago}` : `OK: verified ${ago}`
}
