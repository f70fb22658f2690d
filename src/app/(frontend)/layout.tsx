import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { CrisisSupport } from '@/components/crisis/CrisisSupport'
import { SiteFooter } from '@/components/footer/SiteFooter'
import { NavigationErrorBoundary } from '@/components/errors/ErrorBoundary'
import { SiteHeader } from '@/components/header/SiteHeader'
import { Providers } from '@/components/providers/Providers'
import { StatusDock } from '@/components/status/StatusDock'
import { ThemeScript } from '@/components/theme/ThemeScript'
import { EarlyClickReplay } from '@/components/ui/EarlyClickReplay'
import { EarlyClicksScript } from '@/components/ui/EarlyClicksScript'
import { RouteChangeEffects } from '@/components/ui/RouteChangeEffects'
import { getCrisisResources, getMenus, getSiteSettings } from '@/lib/cms'
import { siteUrl } from '@domain/site'
import { toCrisisLine } from '@domain/crisis/lines'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description: settings.tagline ?? undefined,
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf7' },
    { media: '(prefers-color-scheme: dark)', color: '#12111f' },
  ],
}

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const [menus, settings, crisisResources] = await Promise.all([
    getMenus(),
    getSiteSettings(),
    getCrisisResources(),
  ])
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript />
        <EarlyClicksScript />
        {/* Served by ./manifest.webmanifest/route.ts (why not as metadata: see there). */}
        <link rel="manifest" href="/manifest.webmanifest" />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-md bg-surface px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Providers>
          <NavigationErrorBoundary>
            <SiteHeader menus={menus} settings={settings} />
          </NavigationErrorBoundary>
          <main id="main-content" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter settings={settings} />
          <RouteChangeEffects mainId="main-content" />
          <CrisisSupport lines={crisisResources.map(toCrisisLine)} />
          <StatusDock />
          <EarlyClickReplay />
        </Providers>
      </body>
    </html>
  )
}
