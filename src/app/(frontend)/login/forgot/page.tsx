import type { Metadata } from 'next'
import { Link } from '@/components/ui/IntentLink'
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { AuthPage, textLink } from '@/components/auth/ui'

export const metadata: Metadata = {
  title: 'Reset your password',
  robots: { index: false, follow: false },
}

export default function ForgotPasswordPage() {
  return (
    <AuthPage
      eyebrow="Team Sign In"
      title="Reset your password"
      intro={
        <p>
          Enter the e-mail address of your team account and we will send you a link to choose a new
          password.
        </p>
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
      <ForgotPasswordForm />
    </AuthPage>
  )
}
