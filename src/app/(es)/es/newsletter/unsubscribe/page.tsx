import { UnsubscribeView, unsubscribeMetadata } from '@/components/forms/NewsletterPages'

export const metadata = unsubscribeMetadata('es')

type Args = { searchParams: Promise<{ id?: string; sig?: string; result?: string }> }

/** The unsubscribe link of our e-mails in Spanish: one press, no sign-in, no questions. */
export default async function SpanishUnsubscribePage({ searchParams }: Args) {
  const { id, sig, result } = await searchParams
  return <UnsubscribeView locale="es" id={id} sig={sig} result={result} />
}
