import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCrisisResources, getSiteSettings } from '@/lib/cms'
import { toCrisisLine } from '@domain/crisis/lines'
import { CrisisLinesPage, crisisMetadata } from './CrisisLinesPage'
import { SafetyAdvice, safetyMetadata } from './SafetyAdvice'
import { WalletCard, walletCardMetadata } from './WalletCard'

/**
 * /crisis (the lines), /crisis/safety and /crisis/card (the printable wallet card). Like the
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
const VIEWS = ['', 'safety', 'card'] as const
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
  return crisisMetadata
}

export default async function CrisisRoute({ params }: Args) {
  const view = await viewOf(params)
  if (view === 'safety') return <SafetyAdvice />
  const lines = (await getCrisisResources()).map(toCrisisLine)
  if (view === 'card') {
    const settings = await getSiteSettings()
    return <WalletCard lines={lines} siteName={settings.siteName} />
  }
  return <CrisisLinesPage lines={lines} />
}
