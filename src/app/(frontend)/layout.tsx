import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { SiteLayout, siteMetadata } from '@/components/layout/SiteLayout'
import './globals.css'

export function generateMetadata(): Promise<Metadata> {
  return siteMetadata('en')
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf7' },
    { media: '(prefers-color-scheme: dark)', color: '#12111f' },
  ],
}

/** The English site's document; the Spanish one is app/(es)/layout.tsx. */
export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return <SiteLayout locale="en">{children}</SiteLayout>
}
