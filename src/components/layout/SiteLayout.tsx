import type { Metadata } from 'next'
import type React from 'react'
import { CrisisSupport } from '@/components/crisis/CrisisSupport'
import { SiteFooter } from '@/components/footer/SiteFooter'
import { NavigationErrorBoundary } from '@/components/errors/ErrorBoundary'
import { SiteHeader } from '@/components/header/SiteHeader'
import { Providers } from '@/components/providers/Providers'
import { StatusDock } from '@/components/status/StatusDock'
import { ThemeScript } from '@/components/theme/ThemeScript'
import { RouteChangeEffects } from '@/components/ui/RouteChangeEffects'
import { getCrisisResources, getMenus, getSiteSettings } from '@/lib/cms'
import { siteUrl } from '@domain/site'
import { toCrisisLineIn, withOpenSchedules } from '@domain/crisis/lines'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { LanguageSwitch } from '@/components/i18n/LanguageSwitch'

export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description: settings.tagline ?? undefined,
  }
}

/**
 * The document of every public page, in one language: the root layouts of the English site
 * (app/(frontend)) and the Spanish one (app/(es), under /es) render it, so `<html lang>`
 * follows the page and both are cached the same way.
 */
export async function SiteLayout({
  locale,
  children,
}: {
  locale: Locale
  children: React.ReactNode
}) {
  const [menus, settings, crisisResources] = await Promise.all([
    getMenus(locale),
    getSiteSettings(locale),
    getCrisisResources(locale),
  ])
  const t = messagesFor(locale)
  // One list for the crisis widget and the phone menu: React sends it to the browser once.
  const crisisLines = withOpenSchedules(crisisResources.map(toCrisisLineIn(locale)))
  const other = t.languageSwitch
  // The header's also offers the remembered language on the home page; the footer's (which
  // phones see without opening the menu) only switches.
  const languageSwitch = (offer?: string) => (
    <LanguageSwitch
      to={other.lang as Locale}
      label={other.label}
      description={other.description}
      offer={offer}
    />
  )
  return (
    <html lang={locale} suppressHydrationWarning>
      {/* This is the root layout of both route groups (app/(frontend), app/(es)); the rule only knows app/layout. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <ThemeScript />
        {/* Served by app/(frontend)/manifest.webmanifest/route.ts (why not as metadata: see there). */}
        <link rel="manifest" href="/manifest.webmanifest" />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-md bg-surface px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t.skipToContent}
        </a>
        <Providers>
          <NavigationErrorBoundary>
            <SiteHeader
              menus={menus}
              settings={settings}
              locale={locale}
              languageSwitch={languageSwitch(other.offer)}
              crisisLines={crisisLines}
            />
          </NavigationErrorBoundary>
          <main id="main-content" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter settings={settings} locale={locale} languageSwitch={languageSwitch()} />
          <RouteChangeEffects mainId="main-content" />
          <CrisisSupport lines={crisisLines} text={t.crisis} />
          <StatusDock />
        </Providers>
      </body>
    </html>
  )
}
