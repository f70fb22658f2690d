import type { Metadata } from 'next'
import { NewsletterNotice, submitButtonClass } from '@/components/forms/NewsletterNotice'
import { confirmSubscriptionAction } from '@/lib/forms/actions'

export const metadata: Metadata = {
  title: 'Confirm your subscription',
  robots: { index: false, follow: false },
  // The token stays on this site; and a form posted from here still carries its Origin, which
  // the server action checks (with no-referrer a browser without JavaScript sends 'null').
  referrer: 'same-origin',
}

type Args = { searchParams: Promise<{ token?: string; result?: string }> }

/**
 * Where the confirmation e-mail leads. Opening the link only shows a button: confirming takes
 * a deliberate press, so mail scanners that open every link cannot subscribe anybody.
 */
export default async function ConfirmSubscriptionPage({ searchParams }: Args) {
  const { token, result } = await searchParams
  const signUpAgain = { label: 'Sign up again', href: '/contact#newsletter' }

  if (result === 'confirmed') {
    return (
      <NewsletterNotice
        title="You're subscribed"
        tone="success"
        links={[
          { label: 'Explore our resources', href: '/resources' },
          { label: 'Back to the home page', href: '/' },
        ]}
      >
        <p>
          Thank you for confirming. You&apos;ll get our newsletter now and then, and every issue has
          a link to unsubscribe.
        </p>
      </NewsletterNotice>
    )
  }
  if (result === 'expired') {
    return (
      <NewsletterNotice title="This link has expired" tone="problem" links={[signUpAgain]}>
        <p>
          Confirmation links only work for a limited time. Sign up again and we&apos;ll send you a
          new one.
        </p>
      </NewsletterNotice>
    )
  }
  if (result === 'invalid' || !token) {
    return (
      <NewsletterNotice title="This link can't be used" tone="problem" links={[signUpAgain]}>
        <p>
          It may have been used already, or it was copied incompletely. If you&apos;re not sure
          whether you&apos;re subscribed, sign up again: we&apos;ll only send a new link if the
          address isn&apos;t on our list yet.
        </p>
      </NewsletterNotice>
    )
  }
  return (
    <NewsletterNotice title="Confirm your subscription">
      <p>One more step: press the button to start receiving our newsletter.</p>
      <form action={confirmSubscriptionAction} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={submitButtonClass}>
          Confirm my subscription
        </button>
      </form>
    </NewsletterNotice>
  )
}
