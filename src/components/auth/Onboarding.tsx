'use client'

import { useEffect, useState } from 'react'
import { AuthPage, LoadingState } from './ui'
import { AcceptInvitation } from './onboarding/AcceptInvitation'
import { InviteTeamMember } from './onboarding/InviteTeamMember'

/**
 * /onboarding. With `?token=` from an invitation email: choose a password and land
 * signed in in the admin. Without: admins invite team members here.
 */
/** `mailReady`: a mail server is set up, so an invitation is emailed (else only its link is shown). */
export function Onboarding({ mailReady }: { mailReady: boolean }) {
  const [token, setToken] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token'))
  }, [])

  if (token === undefined) {
    return (
      <AuthPage eyebrow="Team onboarding" title="Join the team">
        <LoadingState label="Loading…" />
      </AuthPage>
    )
  }
  return token ? <AcceptInvitation token={token} /> : <InviteTeamMember mailReady={mailReady} />
}
