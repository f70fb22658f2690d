import type { Metadata } from 'next'
import { Link } from '@/components/ui/IntentLink'
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { AuthPage, textLink } from '@/components/auth/ui'
import { env } from '@/lib/env'

// Read at each request: whether this server can send email is its runtime's, not the build's.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Reset your password',
  robots: { index: false, follow: false },
}

export default function ForgotPasswordPage() {
  const mailReady = Boolean(env.SMTP_HOST)
  return (
    <AuthPage
      eyebrow="Team Sign In"
      title="Reset your password"
      intro={
        mailReady ? (
          <p>
            Enter the e-mail address of your team account and we will send you a link to choose a
            new password.
          </p>
        ) : (
          <p>
            This site has no mail server set up, so it cannot email you a link. Ask an admin: they
            can choose a new password for you on your page under Team members.
          </p>
        )
      }
      footer={
        <p>
          Remembered it?{' '}
          <Link href="/login" className={textLink}>
            Back to Team Sign In
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm mailReady={mailReady} />
    </AuthPage>
  )
}
