import type { Metadata } from 'next'
import { ArticleFrame, loadArticle, redirectOrNotFound } from '@/components/article/ArticleFrame'
import { eventPath, eventsPath } from '@domain/events/paths'
import { joinLinkOpen } from '@domain/events/rules'
import { nextOccurrence, type Occurrence } from '@domain/events/timing'
import { localeAlternates, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { siteUrl } from '@domain/site'
import { getSiteSettings } from '@/lib/cms'
import { type EventDetail, getDraftEvent, getEvent, getJoinUrl } from '@/lib/cms/events'
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

const events = { path: eventPath, live: getEvent, draft: getDraftEvent }

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
  const { doc: event } = await loadArticle(params, locale, events)
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
  const [{ doc: event, draft, slug }, settings] = await Promise.all([
    loadArticle(params, locale, events),
    getSiteSettings(locale),
  ])
  if (!event) return redirectOrNotFound(eventPath(slug, locale), draft, locale)
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
    <ArticleFrame
      locale={locale}
      doc={event}
      collection="events"
      draftPath={draft ? eventPath(slug, locale) : null}
      back={{ href: eventsPath(locale), label: t.back }}
      lead={
        when && <EventJsonLd event={event} when={when} url={url} siteName={settings.siteName} />
      }
      header={
        <>
          <EventWhen event={event} when={when} ended={ended} locale={locale} />
          <p className="mt-6 text-lg text-muted">{event.summary}</p>
        </>
      }
    >
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
    </ArticleFrame>
  )
}
