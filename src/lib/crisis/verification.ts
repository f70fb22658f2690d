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

/** For the admin list: "Overdue: last verified 120 days ago", "OK: verified 3 days ago". */
export function describeVerification(lastVerified: string | null | undefined, now: Date): string {
  const days = daysSinceVerified(lastVerified, now)
  if (days === null) return 'Overdue: never verified'
  const ago = days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`
  return days > CRISIS_VERIFY_MAX_AGE_DAYS ? `Overdue: last verified ${ago}` : `OK: verified ${ago}`
}
