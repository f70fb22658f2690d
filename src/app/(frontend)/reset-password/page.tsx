import type { Metadata } from 'next'
import { Link } from '@/components/ui/IntentLink'
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm'
import { AuthPage, textLink } from '@/components/auth/ui'

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default function ResetPasswordPage() {
  return (
    <AuthPage
      eyebrow="Team Sign In"
      title="Choose a new password"
      intro={<p>After saving, you are signed in and taken to the admin.</p>}
      footer={
        <p>
          <Link href="/login" className={textLink}>
            Back to Team Sign In
          </Link>
        </p>
      }
    >
      <ResetPasswordForm />
    </AuthPage>
  )
}
