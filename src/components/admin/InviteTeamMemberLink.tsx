import type { PayloadRequest } from 'payload'
import { isAdmin } from '@domain/roles'
import { env } from '@/lib/env'
import './team-admin.css'

/** Above the team member list: admins invite people by e-mail rather than typing passwords. */
export function InviteTeamMemberLink({ user }: { user?: PayloadRequest['user'] }) {
  if (!isAdmin(user ?? null)) return null
  return (
    <p className="team-admin__invite">
      <a className="btn btn--style-primary btn--size-medium" href="/onboarding">
        Invite a team member
      </a>
      <span className="team-admin__muted">
        {env.SMTP_HOST
          ? 'They get an email with a link to choose their own password.'
          : 'No mail server is set up, so you get a link to pass on to them yourself.'}
      </span>
    </p>
  )
}
