import { CalendarPlus, Download, EyeOff } from 'lucide-react'
import { eventsFeedPath, webcalUrl } from '@domain/events/paths'
import { fill } from '@domain/i18n/fill'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { siteUrl } from '@domain/site'

const LINK =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline'

function Feed({
  label,
  category,
  locale,
}: {
  label: string
  category: string | null
  locale: Locale
}) {
  const t = messagesFor(locale).events
  const feed = (discreet: boolean) => eventsFeedPath(locale, { category, discreet })
  return (
    <li className="rounded-2xl border border-border bg-surface p-5">
      <a href={webcalUrl(siteUrl() + feed(false))} className={`${LINK} text-lg`}>
        <CalendarPlus className="size-5 shrink-0" aria-hidden="true" />
        {label}
      </a>
      <ul className="mt-1 flex flex-wrap gap-x-6">
        <li>
          <a href={feed(false)} className={LINK} download>
            <Download className="size-4 shrink-0" aria-hidden="true" />
            {t.download}
          </a>
        </li>
        <li>
          <a href={webcalUrl(siteUrl() + feed(true))} className={LINK}>
            <EyeOff className="size-4 shrink-0" aria-hidden="true" />
            {t.discreetFeed}
          </a>
        </li>
      </ul>
    </li>
  )
}

/**
 * The calendars a visitor can subscribe to (webcal://, their app keeps them current) or
 * download: every event, and the chosen category's; each also with discreet entries, said
 * exactly what they show.
 */
export function CalendarFeeds({
  category,
  siteName,
  locale,
}: {
  category: { name: string; slug: string } | null
  siteName: string
  locale: Locale
}) {
  const t = messagesFor(locale).events
  return (
    <section aria-labelledby="event-calendars" className="mt-12 border-t border-border pt-8">
      <h2 id="event-calendars" className="text-2xl font-bold tracking-tight">
        {t.calendars}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">{t.calendarsHelp}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {category && (
          <Feed
            label={fill(t.subscribeCategory, { category: category.name })}
            category={category.slug}
            locale={locale}
          />
        )}
        <Feed label={t.subscribeAll} category={null} locale={locale} />
      </ul>
      <p className="mt-4 max-w-2xl text-sm text-muted">
        {fill(t.discreetFeedHelp, {
          title: fill(messagesFor(locale).calendar.neutralTitle, { site: siteName }),
        })}
      </p>
    </section>
  )
}
