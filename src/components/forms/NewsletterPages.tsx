import type { Metadata } from 'next'
import { NewsletterNotice, submitButtonClass } from '@/components/forms/NewsletterNotice'
import { confirmSubscriptionAction, unsubscribeAction } from '@/lib/forms/actions'
import { FORM_LOCALE_FIELD } from '@domain/forms/definitions'
import { type Locale, localeAlternates, localizeHref } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

/**
 * The pages behind the newsletter e-mail links, in English (/newsletter/…) and Spanish
 * (/es/newsletter/…). Opening a link only shows a button: confirming or leaving takes a
 * deliberate press, so mail scanners that open every link change nothing. Both work without
 * JavaScript (a plain form post to a server action, which redirects to the outcome).
 */

const noticeMetadata = (title: string, path: string, locale: Locale): Metadata => ({
  title,
  robots: { index: false, follow: false },
  alternates: localeAlternates(path, locale),
  // The token stays on this site; and a form posted from here still carries its Origin, which
  // the server action checks (with no-referrer a browser without JavaScript sends 'null').
  referrer: 'same-origin',
})

export const confirmMetadata = (locale: Locale) =>
  noticeMetadata(messagesFor(locale).newsletter.confirm.title, '/newsletter/confirm', locale)

export const unsubscribeMetadata = (locale: Locale) =>
  noticeMetadata(
    messagesFor(locale).newsletter.unsubscribe.title,
    '/newsletter/unsubscribe',
    locale,
  )

/** The one button of a link's page: a plain form post carrying the link's values and locale. */
function PressForm({
  action,
  fields,
  locale,
  label,
}: {
  action: (formData: FormData) => Promise<void>
  fields: Record<string, string>
  locale: Locale
  label: string
}) {
  return (
    <form action={action} className="mt-6">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      <button type="submit" className={submitButtonClass}>
        {label}
      </button>
    </form>
  )
}

export function ConfirmSubscriptionView({
  locale,
  token,
  result,
}: {
  locale: Locale
  token?: string
  result?: string
}) {
  const t = messagesFor(locale).newsletter.confirm
  const href = (path: string) => localizeHref(path, locale)
  const signUpAgain = { label: t.signUpAgain, href: `${href('/contact')}#newsletter` }

  if (result === 'confirmed') {
    return (
      <NewsletterNotice
        title={t.confirmedTitle}
        tone="success"
        links={[
          { label: t.explore, href: href(t.exploreHref) },
          { label: t.home, href: href('/') },
        ]}
      >
        <p>{t.confirmedText}</p>
      </NewsletterNotice>
    )
  }
  if (result === 'expired') {
    return (
      <NewsletterNotice title={t.expiredTitle} tone="problem" links={[signUpAgain]}>
        <p>{t.expiredText}</p>
      </NewsletterNotice>
    )
  }
  if (result === 'invalid' || !token) {
    return (
      <NewsletterNotice title={t.invalidTitle} tone="problem" links={[signUpAgain]}>
        <p>{t.invalidText}</p>
      </NewsletterNotice>
    )
  }
  return (
    <NewsletterNotice title={t.title}>
      <p>{t.intro}</p>
      <PressForm
        action={confirmSubscriptionAction}
        fields={{ token }}
        locale={locale}
        label={t.button}
      />
    </NewsletterNotice>
  )
}

export function UnsubscribeView({
  locale,
  id,
  sig,
  result,
}: {
  locale: Locale
  id?: string
  sig?: string
  result?: string
}) {
  const t = messagesFor(locale).newsletter.unsubscribe
  if (result === 'unsubscribed') {
    return (
      <NewsletterNotice
        title={t.doneTitle}
        tone="success"
        links={[{ label: t.home, href: localizeHref('/', locale) }]}
      >
        <p>{t.doneText}</p>
      </NewsletterNotice>
    )
  }
  if (result === 'invalid' || !id || !sig) {
    return (
      <NewsletterNotice
        title={t.invalidTitle}
        tone="problem"
        links={[{ label: t.contact, href: localizeHref('/contact', locale) }]}
      >
        <p>{t.invalidText}</p>
      </NewsletterNotice>
    )
  }
  return (
    <NewsletterNotice title={t.title}>
      <p>{t.intro}</p>
      <PressForm action={unsubscribeAction} fields={{ id, sig }} locale={locale} label={t.button} />
    </NewsletterNotice>
  )
}
