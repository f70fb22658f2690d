import { UnsubscribeView, unsubscribeMetadata } from '@/components/forms/NewsletterPages'

export const metadata = unsubscribeMetadata('en')

type Args = { searchParams: Promise<{ id?: string; sig?: string; result?: string }> }

/** The unsubscribe link of our e-mails: one press, no sign-in, no questions. */
export default async function UnsubscribePage({ searchParams }: Args) {
  const { id, sig, result } = await searchParams
  return <UnsubscribeView locale="en" id={id} sig={sig} result={result} />
}
