import type { Metadata } from 'next'
import type React from 'react'
import { SiteLayout, siteMetadata } from '@/components/layout/SiteLayout'
import { languageOf, LOCALES, type Locale } from '@domain/i18n/locales'
import '../(frontend)/globals.css'

export { viewport } from '../(frontend)/layout'

type Args = { params: Promise<{ locale: string }> }

/** Every language's pages are cached like the default's: each code is a static param. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  return siteMetadata(languageOf((await params).locale).code as Locale)
}

/**
 * The public site in every language: one route tree, the language a segment of it (English at
 * the root through next.config.ts's rewrite, the others under their prefix), so `<html lang>`
 * and `dir` come with the cached page itself. Decision 0014.
 */
export default async function LocaleLayout({
  children,
  params,
}: Args & { children: React.ReactNode }) {
  return (
    <SiteLayout locale={languageOf((await params).locale).code as Locale}>{children}</SiteLayout>
  )
}
