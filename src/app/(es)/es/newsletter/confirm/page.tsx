import { ConfirmSubscriptionView, confirmMetadata } from '@/components/forms/NewsletterPages'

export const metadata = confirmMetadata('es')

type Args = { searchParams: Promise<{ token?: string; result?: string }> }

/** Where the confirmation e-mail leads (Spanish sign-ups). */
export default async function SpanishConfirmSubscriptionPage({ searchParams }: Args) {
  const { token, result } = await searchParams
  return <ConfirmSubscriptionView locale="es" token={token} result={result} />
}
