import { ConfirmSubscriptionView, confirmMetadata } from '@/components/forms/NewsletterPages'

export const metadata = confirmMetadata('en')

type Args = { searchParams: Promise<{ token?: string; result?: string }> }

/** Where the confirmation e-mail leads. */
export default async function ConfirmSubscriptionPage({ searchParams }: Args) {
  const { token, result } = await searchParams
  return <ConfirmSubscriptionView locale="en" token={token} result={result} />
}
