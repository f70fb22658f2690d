import type { Metadata } from 'next'
import { Link } from '@/components/ui/IntentLink'
import { AuthPage, textLink } from '@/components/auth/ui'
import { ButtonLink } from '@/components/ui/ButtonLink'

export const metadata: Metadata = {
  title: 'Single sign-on is not set up',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/**
 * Lists /oauth-callback. The site has no single sign-on provider, so this page says
 * so plainly and never processes a code or token it is given.
 */
export default function OAuthCallbackPage() {
  return (
    <AuthPage
      eyebrow="Team Sign In"
      title="Single sign-on is not set up"
      intro={
        <p>
          This website does not use single sign-on (such as signing in with Google or Microsoft), so
          there is nothing to finish here and no account was changed.
        </p>
      }
      footer={
        <p>
          Not on the team?{' '}
          <Link href="/" className={textLink}>
            Go to the home page
          </Link>
        </p>
      }
    >
      <div className="space-y-4">
        <p>Team members sign in with their e-mail address and password.</p>
        <ButtonLink href="/login">Go to Team Sign In</ButtonLink>
      </div>
    </AuthPage>
  )
}
