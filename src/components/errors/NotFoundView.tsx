import { ButtonLink } from '@/components/ui/ButtonLink'
import { type Locale, localizeHref } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { PageHeading } from '@/components/ui/PageHeading'

/** The 404 page of either language, with the way to crisis help. */
export function NotFoundView({ locale }: { locale: Locale }) {
  const t = messagesFor(locale).notFound
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="font-semibold text-accent">404</p>
      <PageHeading className="mt-2 text-4xl font-extrabold tracking-tight outline-none">
        {t.heading}
      </PageHeading>
      <p className="mt-4 text-lg text-muted">{t.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={localizeHref('/', locale)}>{t.home}</ButtonLink>
        <ButtonLink href={messagesFor(locale).crisis.page} variant="secondary">
          {t.crisis}
        </ButtonLink>
      </div>
      <p className="mt-8 text-muted">
        {t.dangerBefore}{' '}
        <a className="font-semibold text-fg underline" href="tel:911">
          911
        </a>
        {t.dangerMiddle}{' '}
        <a className="font-semibold text-fg underline" href="tel:988">
          988
        </a>
        .
      </p>
    </div>
  )
}
