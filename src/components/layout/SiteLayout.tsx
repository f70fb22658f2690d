import type { Metadata } from 'next'
import type React from 'react'
import { Fragment } from 'react'
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
import { LANGUAGES, languageOf, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { LanguageSwitch } from '@/components/i18n/LanguageSwitch'
import { PageWordsProvider } from '@/lib/i18n/page-words'

export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description: settings.tagline ?? undefined,
  }
}

/**
 * The document of every public page, in one language: the root layouts of the route tree of
 * every language (app/[locale]) and of the default language's own pages (app/(frontend)) render
 * it, so `<html lang>` and `dir` follow the page and every language is cached the same way.
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
  // A link to every other language, each named and described in its own words. The header's
  // also offers the remembered language on the home page; the footer's (which phones see
  // without opening the menu) only switches.
  const others = LANGUAGES.filter((language) => language.code !== locale)
  const languageSwitch = (withOffer: boolean) =>
    others.map((language, i) => {
      const words = messagesFor(language.code as Locale).languageSwitch
      return (
        <Fragment key={language.code}>
          {i > 0 && ' · '}
          <LanguageSwitch
            to={language.code as Locale}
            label={language.name}
            description={words.description}
            offer={withOffer ? words.offer : undefined}
          />
        </Fragment>
      )
    })
  return (
    <html lang={locale} dir={languageOf(locale).dir} suppressHydrationWarning>
      {/* This is the root layout of both route groups (app/[locale], app/(frontend)); the rule only knows app/layout. */}
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
        <PageWordsProvider words={t.browser}>
          <Providers>
            <NavigationErrorBoundary>
              <SiteHeader
                menus={menus}
                settings={settings}
                locale={locale}
                languageSwitch={languageSwitch(true)}
                crisisLines={crisisLines}
              />
            </NavigationErrorBoundary>
            <main id="main-content" tabIndex={-1} className="outline-none">
              {children}
            </main>
            <SiteFooter
              settings={settings}
              locale={locale}
              languageSwitch={languageSwitch(false)}
            />
            <RouteChangeEffects mainId="main-content" />
            <CrisisSupport lines={crisisLines} text={t.crisis} />
            <StatusDock />
          </Providers>
        </PageWordsProvider>
      </body>
    </html>
  )
}
