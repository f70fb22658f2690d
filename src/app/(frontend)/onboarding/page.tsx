import type { Metadata } from 'next'
import { Onboarding } from '@/components/auth/Onboarding'

export const metadata: Metadata = {
  title: 'Team onboarding',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default function OnboardingPage() {
  return <Onboarding />
}
