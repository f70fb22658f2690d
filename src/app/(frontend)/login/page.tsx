import type { Metadata } from 'next'
import { LoginForm } from '@/components/auth/LoginForm'
import { AuthPage, textLink } from '@/components/auth/ui'
import { getSiteSettings } from '@/lib/cms'

export const metadata: Metadata = {
  title: 'Team Sign In',
  description: 'Sign in to the team admin area.',
  robots: { index: false, follow: false },
}

export default async function LoginPage() {
  const settings = await getSiteSettings()
  return (
    <AuthPage
      eyebrow="For staff and volunteers"
      title="Team Sign In"
      intro={
        <p>Sign in to edit the {settings.siteName} website and read messages from visitors.</p>
      }
      footer={
        <>
          <p>Team accounts are by invitation. New to the team? Ask an admin to invite you.</p>
          <p className="mt-2">
            Looking for support instead?{' '}
            <a href="/crisis" className={textLink}>
              Find crisis support
            </a>{' '}
            or call or text 988.
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthPage>
  )
}
