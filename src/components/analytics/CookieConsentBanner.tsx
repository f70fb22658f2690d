'use client'

import { Link } from '@/components/ui/IntentLink'
import { usePageWords } from '@/lib/i18n/page-words'

const buttonBase =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold sm:min-h-10'

/** Asks before any analytics (consent first). Non-modal: the page and crisis help stay usable. */
export function CookieConsentBanner({
  onAccept,
  onDecline,
}: {
  onAccept: () => void
  onDecline: () => void
}) {
  const text = usePageWords().cookies
  return (
    <section
      aria-labelledby="cookie-consent-title"
      className="pointer-events-auto w-full max-w-sm rounded-2xl border border-border bg-surface p-4 text-fg shadow-xl"
    >
      <h2 id="cookie-consent-title" className="font-bold">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {text.text}{' '}
        <Link href={text.policyHref} className="font-semibold text-fg underline">
          {text.policy}
        </Link>
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onAccept}
          className={`${buttonBase} bg-primary text-primary-fg hover:opacity-90`}
        >
          {text.accept}
        </button>
        <button
          type="button"
          onClick={onDecline}
          className={`${buttonBase} border border-border bg-surface text-fg hover:bg-surface-2`}
        >
          {text.decline}
        </button>
      </div>
    </section>
  )
}
