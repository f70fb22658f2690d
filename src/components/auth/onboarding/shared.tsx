import { DEFAULT_TIME_ZONE } from '@domain/crisis/hours/zone'
import { Link } from '@/components/ui/IntentLink'
import { FormAlert, textLink } from '../ui'

/** What the onboarding screens share: roles, invitation-link problems, the date format. */
export type Role = 'admin' | 'editor'
export type LinkProblem = 'invalid' | 'used' | 'expired'
export type Check =
  | { status: 'valid'; name: string; email: string; role: Role; expiresAt: string }
  | { status: LinkProblem; message: string }

export const PROBLEM_TITLES: Record<LinkProblem, string> = {
  invalid: 'This invitation link is not valid',
  used: 'This invitation link has already been used',
  expired: 'This invitation link has expired',
}

export const ROLE_TEXT: Record<Role, string> = {
  admin: 'Admin: manages team members and settings, and edits everything editors edit.',
  editor: 'Editor: edits pages, menus, media and crisis resources.',
}

/** When a link expires: in the team's zone, named ("December 9, 2026 at 3:00 PM EST"). */
export const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: DEFAULT_TIME_ZONE,
})

export function LinkProblemNotice({ problem, message }: { problem: LinkProblem; message: string }) {
  return (
    <div className="space-y-4">
      <FormAlert tone="error" title={PROBLEM_TITLES[problem]}>
        <p>{message}</p>
      </FormAlert>
      <p>
        <Link href="/login" className={textLink}>
          Go to Team Sign In
        </Link>
      </p>
    </div>
  )
}
