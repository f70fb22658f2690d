import type { Metadata } from 'next'
import type React from 'react'
import { SiteLayout, siteMetadata } from '@/components/layout/SiteLayout'
import '../(frontend)/globals.css'

export { viewport } from '../(frontend)/layout'

export function generateMetadata(): Promise<Metadata> {
  return siteMetadata('es')
}

/**
 * The Spanish site under /es: a root layout of its own, so `<html lang="es">` comes with the
 * cached page itself (no request-time work), while the English URLs stay as they are.
 */
export default function SpanishLayout({ children }: { children: React.ReactNode }) {
  return <SiteLayout locale="es">{children}</SiteLayout>
}
