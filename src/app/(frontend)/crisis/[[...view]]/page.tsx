import type { Metadata } from 'next'
import type React from 'react'
import { notFound } from 'next/navigation'
import { getCrisisResources, getSiteSettings } from '@/lib/cms'
import { toCrisisLine } from '@domain/crisis/lines'
import { CRISIS_VERSION_ATTRIBUTE, crisisDataVersion } from '@domain/crisis/offline'
import { CrisisLinesPage, crisisMetadata } from './CrisisLinesPage'
import { OfflineNote, OfflinePage, offlineMetadata } from './OfflinePage'
import { SafetyAdvice, safetyMetadata } from './SafetyAdvice'
import { WalletCard, walletCardMetadata } from './WalletCard'

/**
 * /crisis (the lines), /crisis/safety, /crisis/card (the printable wallet card) and
 * /crisis/offline (what the crisis service worker shows offline for a page it has not saved). Like the
 * CMS pages they render on their first visit and stay in the page cache until an editor's save
 * revalidates the crisis data's tag, so a burst of visitors costs no database or render work.
 * Nothing on them depends on the time of the request: the hours are shown in words, and the
 * live "Open now" line is worked out in the browser.
 */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

type Args = { params: Promise<{ view?: string[] }> }
const VIEWS = ['', 'safety', 'card', 'offline'] as const
type View = (typeof VIEWS)[number]

async function viewOf(params: Args['params']): Promise<View> {
  const view = ((await params).view ?? []).join('/')
  if (!(VIEWS as readonly string[]).includes(view)) notFound()
  return view as View
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const view = await viewOf(params)
  if (view === 'safety') return safetyMetadata
  if (view === 'card') return walletCardMetadata
  if (view === 'offline') return offlineMetadata
  return crisisMetadata
}

export default async function CrisisRoute({ params }: Args) {
  const view = await viewOf(params)
  if (view === 'safety') return <SafetyAdvice />
  const lines = (await getCrisisResources()).map(toCrisisLine)
  let content: React.ReactNode
  if (view === 'offline') content = <OfflinePage />
  else if (view === 'card') {
    const settings = await getSiteSettings()
    content = <WalletCard lines={lines} siteName={settings.siteName} />
  } else content = <CrisisLinesPage lines={lines} />
  // The crisis service worker saves a page only when it shows the data version it was told of,
  // and shows the note on the copy it serves offline.
  return (
    <div {...{ [CRISIS_VERSION_ATTRIBUTE]: crisisDataVersion(lines) }}>
      <OfflineNote />
      {content}
    </div>
  )
}
