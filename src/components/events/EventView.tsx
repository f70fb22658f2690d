import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { ArrowLeft } from 'lucide-react'
import { CrashBoundary } from '@/components/errors/ErrorBoundary'
import { UntranslatedNotice } from '@/components/i18n/UntranslatedNotice'
import { DraftBanner } from '@/components/preview/DraftBanner'
import { EditThisPage } from '@/components/preview/EditThisPage'
import { Link } from '@/components/ui/IntentLink'
import { PageHeading } from '@/components/ui/PageHeading'
import { eventPath, eventsPath } from '@domain/events/paths'
import { joinLinkOpen } from '@domain/events/rules'
import { nextOccurrence, type Occurrence } from '@domain/events/timing'
import { DEFAULT_LOCALE, localeAlternates, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { SLUG_PATTERN, siteUrl } from '@domain/site'
import { canPreviewDrafts, getSiteSettings } from '@/lib/cms'
import { type EventDetail, getDraftEvent, getEvent, getJoinUrl } from '@/lib/cms/events'
import { redirectFor } from '@/lib/cms/redirects'
import { mediaUrl } from '@/lib/media'
import { AddToCalendar } from './AddToCalendar'
import { EventAbout } from './EventAbout'
import { EventJsonLd } from './EventJsonLd'
import { EventAccess } from './EventAccess'
import { EventFacts } from './EventFacts'
import { EventPlace } from './EventPlace'
import { EventRegistration, placesOf, RegistrationForm } from './EventRegistration'
import { EventWhen } from './EventWhen'

export type EventParams = Promise<{ slug: string }>

/** The published event, or a team member's latest draft in draft mode; null: not found. */
async function loadEvent(params: EventParams, locale: Locale) {
  const { slug } = await params
  if (!SLUG_PATTERN.test(slug)) return { event: null, draft: false, slug }
  const draft = await canPreviewDrafts(eventPath(slug))
  const event = draft ? await getDraftEvent(slug, locale) : await getEvent(slug, locale)
  return { event, draft, slug }
}

/**
 * The time the page shows at `now`: the next (or current) one; once all have ended, the first
 * of a one-time event (a series shows how it repeated). `ended` when none is left.
 */
export function timeShown(
  event: EventDetail,
  now: Date,
): { when: Occurrence | null; ended: boolean } {
  const timing = event.timing
  if (!timing) return { when: null, ended: false }
  const next = nextOccurrence(timing, now)
  if (next) return { when: next, ended: false }
  const once = timing.repeat.frequency === 'none'
  return {
    when: once ? { start: new Date(timing.startsAt), end: new Date(timing.endsAt) } : null,
    ended: true,
  }
}

export async function eventMetadata(params: EventParams, locale: Locale): Promise<Metadata> {
  const { event } = await loadEvent(params, locale)
  if (!event) return {}
  const image = mediaUrl(event.image, { size: 'card' })
  return {
    title: event.title,
    description: event.summary,
    alternates: localeAlternates(eventPath(event.slug), locale),
    openGraph: {
      type: 'website',
      title: event.title,
      description: event.summary,
      url: eventPath(event.slug, locale),
      images: image ? [{ url: image, alt: event.image?.alt }] : undefined,
    },
  }
}

/** /events/<slug> and its languages. */
export async function EventView({ params, locale }: { params: EventParams; locale: Locale }) {
  const [{ event, draft, slug }, settings] = await Promise.all([
    loadEvent(params, locale),
    getSiteSettings(locale),
  ])
  if (!event) {
    const target = draft ? null : await redirectFor(eventPath(slug, locale), locale)
    if (target) permanentRedirect(target)
    notFound()
  }
  const t = messagesFor(locale).events
  const now = new Date()
  const { when, ended } = timeShown(event, now)
  const live = !ended && event.status !== 'cancelled'
  // The join link is read (a team-only field) only while the page may show it.
  const joinUrl =
    live &&
    when &&
    event.attendance === 'online' &&
    event.joinLinkShown === 'nearTime' &&
    joinLinkOpen(when.start, when.end, now)
      ? await getJoinUrl(event.id)
      : null
  const places = live ? await placesOf(event) : null
  const url = `${siteUrl()}${eventPath(event.slug, locale)}`
  return (
    <CrashBoundary>
      {!event.translated && <UntranslatedNotice locale={locale} />}
      <article lang={event.translated || locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}>
        {when && <EventJsonLd event={event} when={when} url={url} siteName={settings.siteName} />}
        {draft ? (
          <DraftBanner locale={locale} path={eventPath(slug, locale)} />
        ) : (
          <EditThisPage
            collection="events"
            id={event.id}
            label={messagesFor(locale).editThisPage}
          />
        )}
        <header className="border-b border-border bg-surface">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
            <Link
              href={eventsPath(locale)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t.back}
            </Link>
            <PageHeading className="mt-4 text-4xl font-extrabold tracking-tight text-balance outline-none sm:text-5xl">
              {event.title}
            </PageHeading>
            <EventWhen event={event} when={when} ended={ended} locale={locale} />
            <p className="mt-6 text-lg text-muted">{event.summary}</p>
          </div>
        </header>
        <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:px-6">
          <EventAccess event={event} locale={locale} />
          <EventPlace event={event} joinUrl={joinUrl} ended={ended} locale={locale} />
          {/* One click to a calendar, near the time and place, before the longer words. */}
          {live && (
            <AddToCalendar
              slug={event.slug}
              sensitive={event.sensitive}
              siteName={settings.siteName}
              locale={locale}
            />
          )}
          <EventFacts event={event} locale={locale} />
          <EventAbout event={event} locale={locale} />
          {places && <EventRegistration event={event} places={places} locale={locale} />}
        </div>
        {places && <RegistrationForm event={event} places={places} locale={locale} />}
      </article>
    </CrashBoundary>
  )
}
