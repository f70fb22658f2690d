import type { Metadata } from 'next'
import type React from 'react'
import { notFound } from 'next/navigation'
import {
  canPreviewDrafts,
  getCrisisResources,
  getDraftCrisisResources,
  getSiteSettings,
} from '@/lib/cms'
import { DraftBanner } from '@/components/preview/DraftBanner'
import { toCrisisLineIn, withOpenSchedules } from '@domain/crisis/lines'
import { CRISIS_VERSION_ATTRIBUTE, crisisDataVersion } from '@domain/crisis/offline'
import { localeAlternates, type Locale } from '@domain/i18n/locales'
import { CrisisLinesPage, crisisMetadata } from './CrisisLinesPage'
import { OfflineNote, OfflinePage, offlineMetadata } from './OfflinePage'
import { SafetyAdvice, safetyMetadata } from './SafetyAdvice'
import { WalletCard, walletCardMetadata } from './WalletCard'

/**
 * /crisis, /crisis/safety, /crisis/card and /crisis/offline in either language (English at
 * /crisis, Spanish at /es/crisis); the route files of both call these.
 */
const VIEWS = ['', 'safety', 'card', 'offline'] as const
type View = (typeof VIEWS)[number]
export type CrisisParams = Promise<{ view?: string[] }>

async function viewOf(params: CrisisParams): Promise<View> {
  const view = ((await params).view ?? []).join('/')
  if (!(VIEWS as readonly string[]).includes(view)) notFound()
  return view as View
}

export async function crisisRouteMetadata(params: CrisisParams, locale: Locale): Promise<Metadata> {
  const view = await viewOf(params)
  if (view === 'offline') return offlineMetadata(locale)
  if (view === '') return crisisMetadata(locale)
  const metadata = view === 'safety' ? safetyMetadata(locale) : walletCardMetadata(locale)
  return { ...metadata, alternates: localeAlternates(`/crisis/${view}`, locale) }
}

export async function CrisisRouteView({
  params,
  locale,
}: {
  params: CrisisParams
  locale: Locale
}) {
  const view = await viewOf(params)
  if (view === 'safety') return <SafetyAdvice locale={locale} />
  // The team's preview (admin → crisis line → Preview) shows each line's latest draft.
  const draft = await canPreviewDrafts()
  const lines = (await (draft ? getDraftCrisisResources(locale) : getCrisisResources(locale))).map(
    toCrisisLineIn(locale),
  )
  let content: React.ReactNode
  if (view === 'offline') content = <OfflinePage locale={locale} />
  else if (view === 'card') {
    const settings = await getSiteSettings(locale)
    content = <WalletCard lines={lines} siteName={settings.siteName} locale={locale} />
  } else content = <CrisisLinesPage lines={withOpenSchedules(lines)} locale={locale} />
  // The crisis service worker saves a page only when it shows the data version it was told of,
  // and shows the note on the copy it serves offline.
  return (
    <div {...{ [CRISIS_VERSION_ATTRIBUTE]: crisisDataVersion(lines) }}>
      {draft && <DraftBanner locale={locale} />}
      <OfflineNote locale={locale} />
      {content}
    </div>
  )
}
