import type { Metadata } from 'next'
import { UnsubscribeView, unsubscribeMetadata } from '@/components/forms/NewsletterPages'
import { routeLocale } from '@/lib/i18n/route-locale'

export async function generateMetadata(): Promise<Metadata> {
  return unsubscribeMetadata(await routeLocale())
}

type Args = { searchParams: Promise<{ id?: string; sig?: string; result?: string }> }

/** The unsubscribe link of our e-mails: one press, no sign-in, no questions. */
export default async function UnsubscribePage({ searchParams }: Args) {
  const { id, sig, result } = await searchParams
  return <UnsubscribeView locale={await routeLocale()} id={id} sig={sig} result={result} />
}
