import type { Metadata } from 'next'
import { CrisisLineList } from '@/components/crisis/CrisisLineList'
import { EmergencyNumbers } from '@/components/crisis/EmergencyNumbers'
import type { CrisisLine } from '@domain/crisis/lines'
import { localeAlternates, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { PageHeading } from '@/components/ui/PageHeading'

export const crisisMetadata = (locale: Locale): Metadata => {
  const t = messagesFor(locale).crisisPage
  return {
    title: t.title,
    description: t.description,
    alternates: localeAlternates('/crisis', locale),
  }
}

/** The crisis lines as a page: works without JavaScript and loads nothing from other sites. */
export function CrisisLinesPage({ lines, locale }: { lines: CrisisLine[]; locale: Locale }) {
  const messages = messagesFor(locale)
  const t = messages.crisisPage
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="font-semibold text-muted">{t.eyebrow}</p>
      <PageHeading className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {t.heading}
      </PageHeading>
      <p className="mt-4 text-lg text-muted">{t.intro}</p>

      <section aria-labelledby="crisis-now" className="mt-8">
        <h2 id="crisis-now" className="sr-only">
          {t.numbersHeading}
        </h2>
        <EmergencyNumbers text={messages.crisis.emergency} />
      </section>

      <section aria-labelledby="crisis-lines" className="mt-10">
        <h2 id="crisis-lines" className="text-2xl font-bold">
          {t.linesHeading}
        </h2>
        <p className="mt-1 text-muted">{t.linesIntro}</p>
        <CrisisLineList shown={lines} text={messages.crisis.card} className="mt-4" />
      </section>

      <section aria-labelledby="crisis-keep" className="mt-10 rounded-2xl bg-surface-2 p-5">
        <h2 id="crisis-keep" className="text-xl font-bold">
          {t.keepHeading}
        </h2>
        <ul className="mt-2 space-y-2">
          <li>
            <a href={t.cardPath} className="font-semibold text-primary underline">
              {t.card}
            </a>{' '}
            {t.cardAfter}
          </li>
          <li>
            <a
              href={t.contactsPath}
              download={t.contactsFile}
              className="font-semibold text-primary underline"
            >
              {t.contacts}
            </a>{' '}
            {t.contactsAfter}
          </li>
        </ul>
        <p className="mt-2 text-sm text-muted">
          {t.privacy}{' '}
          <a
            href={`${messages.crisis.safetyPage}#saved-numbers`}
            className="font-semibold text-primary underline"
          >
            {t.privacyLink}
          </a>
        </p>
      </section>

      <section aria-labelledby="crisis-safety" className="mt-6 rounded-2xl bg-surface-2 p-5">
        <h2 id="crisis-safety" className="text-xl font-bold">
          {t.leaveHeading}
        </h2>
        <p className="mt-2">
          {t.leaveBefore} <kbd className="font-sans font-semibold">{t.leaveKey}</kbd> {t.leaveAfter}
        </p>
        <p className="mt-2">
          <a href={messages.crisis.safetyPage} className="font-semibold text-primary underline">
            {t.saferLink}
          </a>
        </p>
      </section>
    </div>
  )
}
