import type { Metadata } from 'next'
import { ConfirmSubscriptionView, confirmMetadata } from '@/components/forms/NewsletterPages'
import { routeLocale } from '@/lib/i18n/route-locale'

export async function generateMetadata(): Promise<Metadata> {
  return confirmMetadata(await routeLocale())
}

type Args = { searchParams: Promise<{ token?: string; result?: string }> }

/** Where the confirmation e-mail leads (in the language the visitor signed up in). */
export default async function ConfirmSubscriptionPage({ searchParams }: Args) {
  const { token, result } = await searchParams
  return <ConfirmSubscriptionView locale={await routeLocale()} token={token} result={result} />
}
