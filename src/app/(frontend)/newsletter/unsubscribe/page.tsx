import type { Metadata } from 'next'
import { NewsletterNotice, submitButtonClass } from '@/components/forms/NewsletterNotice'
import { unsubscribeAction } from '@/lib/forms/actions'

export const metadata: Metadata = {
  title: 'Unsubscribe from our newsletter',
  robots: { index: false, follow: false },
  // The token stays on this site; and a form posted from here still carries its Origin, which
  // the server action checks (with no-referrer a browser without JavaScript sends 'null').
  referrer: 'same-origin',
}

type Args = { searchParams: Promise<{ id?: string; sig?: string; result?: string }> }

/** The unsubscribe link of our e-mails: one press, no sign-in, no questions. */
export default async function UnsubscribePage({ searchParams }: Args) {
  const { id, sig, result } = await searchParams

  if (result === 'unsubscribed') {
    return (
      <NewsletterNotice
        title="You're unsubscribed"
        tone="success"
        links={[{ label: 'Back to the home page', href: '/' }]}
      >
        <p>
          We won&apos;t send you the newsletter any more. Changed your mind? You can sign up again
          at any time.
        </p>
      </NewsletterNotice>
    )
  }
  if (result === 'invalid' || !id || !sig) {
    return (
      <NewsletterNotice
        title="This link can't be used"
        tone="problem"
        links={[{ label: 'Contact us', href: '/contact' }]}
      >
        <p>
          It may have been copied incompletely. Please open the unsubscribe link from the e-mail
          again, or contact us and we&apos;ll take you off the list.
        </p>
      </NewsletterNotice>
    )
  }
  return (
    <NewsletterNotice title="Unsubscribe from our newsletter">
      <p>Press the button and we&apos;ll stop sending you the newsletter.</p>
      <form action={unsubscribeAction} className="mt-6">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="sig" value={sig} />
        <button type="submit" className={submitButtonClass}>
          Unsubscribe
        </button>
      </form>
    </NewsletterNotice>
  )
}
