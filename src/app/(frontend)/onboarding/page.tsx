import type { Metadata } from 'next'
import { Onboarding } from '@/components/auth/Onboarding'
import { env } from '@/lib/env'

// Read at each request: whether this server can send email is its runtime's, not the build's.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Team onboarding',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default function OnboardingPage() {
  return <Onboarding mailReady={Boolean(env.SMTP_HOST)} />
}
