import type React from 'react'
import { copyrightYear, resolveStats } from '@domain/site-facts'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { SmartLink } from '@/components/ui/SmartLink'
import type { VisitorSettings } from '@/lib/cms'
import { type Locale, localizeHref } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { telHref } from '@domain/crisis/links'

import { SocialIcon } from './SocialIcon'

const linkClass =
  'inline-flex min-h-11 items-center py-1 text-muted sm:min-h-6 underline-offset-4 hover:text-fg hover:underline'

export function SiteFooter({
  settings,
  locale,
  languageSwitch,
}: {
  settings: VisitorSettings
  locale: Locale
  /** The link to this page in the other language (the header's, again: phones see this one). */
  languageSwitch: React.ReactNode
}) {
  const t = messagesFor(locale).footer
  const href = (path: string) => localizeHref(path, locale)
  const now = new Date()
  const footerStats = resolveStats(settings.stats, {
    foundingYear: settings.foundingYear,
    now,
  }).filter((s) => s.showInFooter)
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="pride-rule" aria-hidden="true" />
      <section aria-labelledby="footer-cta" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="grid gap-6 rounded-3xl bg-primary-soft p-6 sm:p-8 lg:grid-cols-[1fr_auto] lg:items-center">
          <div>
            <h2 id="footer-cta" className="text-2xl font-bold">
              {t.ctaHeading}
            </h2>
            <p className="mt-2 text-muted">{t.ctaText}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={href('/bridge')}>{t.join}</ButtonLink>
            <ButtonLink href={settings.donationUrl} external variant="secondary">
              {t.support}
            </ButtonLink>
          </div>
        </div>
        {footerStats.length > 0 && (
          <dl className="mt-8 flex flex-wrap gap-x-12 gap-y-4">
            {footerStats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="text-muted">{s.label}</dt>
                <dd className="text-3xl font-extrabold text-primary">{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {settings.footerColumns.map((col) => (
          <nav key={col.id ?? col.title} aria-label={col.title}>
            <h2 className="text-sm font-bold uppercase tracking-wider">{col.title}</h2>
            <ul className="mt-3 space-y-1">
              {col.links.map((l) => (
                <li key={l.id ?? l.label}>
                  <SmartLink href={l.href} className={linkClass}>
                    {l.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t.legalLabel}>
          <h2 className="text-sm font-bold uppercase tracking-wider">{t.legalHeading}</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <SmartLink href="/login" className={linkClass}>
                {t.adminLogin}
              </SmartLink>
            </li>
            {t.policyLinks.map((l) => (
              <li key={l.href}>
                <SmartLink href={href(l.href)} className={linkClass}>
                  {l.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          <ul className="mt-4 flex gap-2" aria-label={t.social}>
            {(settings.socialLinks ?? []).map((s) => (
              <li key={s.platform}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-border text-muted hover:text-fg"
                >
                  <SocialIcon platform={s.platform} className="size-5" />
                  <span className="sr-only">
                    {s.platform} {t.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <p className="font-semibold">{settings.nonprofitStatement}</p>
            <address className="mt-2 not-italic text-muted">
              <span className="whitespace-pre-line">{settings.mailingAddress}</span>
              <br />
              <a
                href={telHref(settings.phoneNumber)}
                className="underline underline-offset-4 hover:text-fg"
              >
                <span className="sr-only">{t.phone}: </span>
                {settings.phoneNumber}
              </a>
              <br />
              <a
                href={`mailto:${settings.contactEmail}`}
                className="underline underline-offset-4 hover:text-fg"
              >
                {settings.contactEmail}
              </a>
            </address>
          </div>
          <ButtonLink href={settings.donationUrl} external variant="accent">
            {t.donate}
          </ButtonLink>
        </div>
        <p className="crisis-dock-reserve mx-auto max-w-6xl px-4 pb-28 text-sm text-muted sm:px-6">
          © {copyrightYear(now)} {settings.copyrightHolder}. {t.rights}{' '}
          <span className="whitespace-nowrap">· {languageSwitch}</span>
        </p>
      </div>
    </footer>
  )
}
