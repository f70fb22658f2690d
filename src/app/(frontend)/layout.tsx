import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { SiteLayout, siteMetadata } from '@/components/layout/SiteLayout'
import { DEFAULT_LOCALE } from '@domain/i18n/locales'
import './globals.css'

export function generateMetadata(): Promise<Metadata> {
  return siteMetadata(DEFAULT_LOCALE)
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf7' },
    { media: '(prefers-color-scheme: dark)', color: '#12111f' },
  ],
}

/**
 * The document of the pages that exist in the default language only (sign-in, onboarding…);
 * every other public page is in app/[locale].
 */
export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return <SiteLayout locale={DEFAULT_LOCALE}>{children}</SiteLayout>
}
