import { EmergencyNumbers } from '@/components/crisis/EmergencyNumbers'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { PageHeading } from '@/components/ui/PageHeading'

export const offlineMetadata = (locale: Locale) => {
  const t = messagesFor(locale).crisisOffline
  return { title: t.title, description: t.description, robots: { index: false } }
}

/**
 * What the service worker shows when a page cannot load offline (public/crisis-sw.js): 911
 * and 988 as call links, the way to the saved crisis lines, and — through the layout — the
 * crisis button whose dialog lists every line. Small on purpose: it is saved on the device.
 */
export function OfflinePage({ locale }: { locale: Locale }) {
  const messages = messagesFor(locale)
  const t = messages.crisisOffline
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeading className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {t.heading}
      </PageHeading>
      <p className="mt-4 text-lg text-muted">{t.intro}</p>
      <section aria-labelledby="offline-now" className="mt-8">
        <h2 id="offline-now" className="sr-only">
          {t.numbersHeading}
        </h2>
        <EmergencyNumbers text={messages.crisis.emergency} />
      </section>
      <p className="mt-8">
        <a href={messages.crisis.page} className="font-semibold text-primary underline">
          {t.allLines}
        </a>
        {t.allLinesAfter}
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
export function OfflineNote({ locale }: { locale: Locale }) {
  const t = messagesFor(locale).crisisOffline
  return (
    <p
      data-crisis-offline-note=""
      hidden
      className="mx-auto mt-6 w-[calc(100%-2rem)] max-w-[45rem] rounded-xl border-2 border-border bg-surface px-4 py-3 print:hidden"
    >
      <strong>{t.noteOffline}</strong>{' '}
      <span data-saved-on="" className="before:content-[attr(data-saved-on)]" />
      {t.noteAfter}
    </p>
  )
}
