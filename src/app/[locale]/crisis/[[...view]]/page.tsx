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
import { localeAlternates, toLocalePath } from '@domain/i18n/locales'
import { routeLocale } from '@/lib/i18n/route-locale'
import { CrisisLinesPage, crisisMetadata } from './CrisisLinesPage'
import { OfflineNote, OfflinePage, offlineMetadata } from './OfflinePage'
import { SafetyAdvice, safetyMetadata } from './SafetyAdvice'
import { WalletCard, walletCardMetadata } from './WalletCard'

/**
 * /crisis (the lines), /crisis/safety, /crisis/card (the printable wallet card) and
 * /crisis/offline (what the crisis service worker shows offline for a page it has not saved), in
 * every language. Like the CMS pages they render on their first visit and stay in the page cache
 * until an editor's save revalidates the crisis data's tag, so a burst of visitors costs no
 * database or render work. Nothing on them depends on the time of the request: the hours are
 * shown in words, and the live "Open now" line is worked out in the browser.
 */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

const VIEWS = ['', 'safety', 'card', 'offline'] as const
/** The crisis pages' address; the team's preview of the lines covers each of them. */
const CRISIS_PATH = '/crisis'
type View = (typeof VIEWS)[number]
type CrisisParams = Promise<{ view?: string[] }>

async function viewOf(params: CrisisParams): Promise<View> {
  const view = ((await params).view ?? []).join('/')
  if (!(VIEWS as readonly string[]).includes(view)) notFound()
  return view as View
}

export async function generateMetadata({ params }: { params: CrisisParams }): Promise<Metadata> {
  const [view, locale] = await Promise.all([viewOf(params), routeLocale()])
  if (view === 'offline') return offlineMetadata(locale)
  if (view === '') return crisisMetadata(locale)
  const metadata = view === 'safety' ? safetyMetadata(locale) : walletCardMetadata(locale)
  return { ...metadata, alternates: localeAlternates(`/crisis/${view}`, locale) }
}

export default async function CrisisRoute({ params }: { params: CrisisParams }) {
  const [view, locale] = await Promise.all([viewOf(params), routeLocale()])
  if (view === 'safety') return <SafetyAdvice locale={locale} />
  // The team's preview (admin → crisis line → Preview) shows each line's latest draft.
  const draft = await canPreviewDrafts(CRISIS_PATH)
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
      {draft && (
        <DraftBanner
          locale={locale}
          path={toLocalePath(view ? `${CRISIS_PATH}/${view}` : CRISIS_PATH, locale)}
        />
      )}
      <OfflineNote locale={locale} />
      {content}
    </div>
  )
}
