import { EmergencyNumbers } from '@/components/crisis/EmergencyNumbers'
import { messagesFor } from '@domain/i18n/messages'

export const offlineMetadata = {
  title: 'No connection',
  description: 'This page could not load. Crisis calls and texts still work without the internet.',
  robots: { index: false },
}

/**
 * What the service worker shows when a page cannot load offline (public/crisis-sw.js): 911
 * and 988 as call links, the way to the saved crisis lines, and — through the layout — the
 * crisis button whose dialog lists every line. Small on purpose: it is saved on the device.
 */
export function OfflinePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1
        data-page-heading
        tabIndex={-1}
        className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
      >
        This page couldn’t load
      </h1>
      <p className="mt-4 text-lg text-muted">
        You seem to be offline. Calls and texts don’t need the internet, so help is still one tap
        away.
      </p>
      <section aria-labelledby="offline-now" className="mt-8">
        <h2 id="offline-now" className="sr-only">
          Emergency and crisis numbers
        </h2>
        <EmergencyNumbers text={messagesFor('en').crisis.emergency} />
      </section>
      <p className="mt-8">
        <a href="/crisis" className="font-semibold text-primary underline">
          See all our crisis lines
        </a>{' '}
        — a copy saved on this device, with every line’s number and hours.
      </p>
    </div>
  )
}

/**
 * "You're offline. Saved on …" above a saved crisis page. Hidden and undated as served; the crisis
 * service worker shows it and fills in the date (an attribute, shown by CSS) only on the copy it
 * serves offline, so nobody trusts old hours blindly. Attributes rather than text, because
 * hydration leaves attributes alone but would re-render the page over changed text.
 */
export function OfflineNote() {
  return (
    <p
      data-crisis-offline-note=""
      hidden
      className="mx-auto mt-6 w-[calc(100%-2rem)] max-w-[45rem] rounded-xl border-2 border-border bg-surface px-4 py-3 print:hidden"
    >
      <strong>You’re offline.</strong>{' '}
      <span data-saved-on="" className="before:content-[attr(data-saved-on)]" /> Opening hours may
      have changed since then; calls and texts still work.
    </p>
  )
}
