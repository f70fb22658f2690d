import { ExternalLink } from 'lucide-react'
import { FormBlockComponent } from '@blocks/Form/Component'
import { placesLeft } from '@domain/events/rules'
import { fill } from '@domain/i18n/fill'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { type EventDetail, getRegistrations } from '@/lib/cms/events'

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-5 py-2 font-semibold text-primary-fg no-underline hover:opacity-90'

export type Places = { full: boolean; left: number | null }
type RegistrationProps = { event: EventDetail; places: Places; locale: Locale }

/** The places an event has left: with one of our forms, its submissions counted. */
export async function placesOf(event: EventDetail): Promise<Places> {
  const { kind, form, capacity, markedFull } = event.registration
  const taken = kind === 'form' && form && capacity ? await getRegistrations(event.id) : null
  return placesLeft({ capacity, taken, markedFull })
}

/**
 * How to register, for an event still to come and not cancelled: just come, another website's
 * page, or one of our forms (RegistrationForm, below the page's column), with the places left
 * said honestly, or "Registration is full" and no way to register.
 */
export function EventRegistration({ event, places, locale }: RegistrationProps) {
  const t = messagesFor(locale).events
  const { kind, url, form, capacity } = event.registration
  return (
    <section aria-labelledby="event-registration">
      <h2 id="event-registration" className="text-2xl font-bold tracking-tight">
        {t.registration}
      </h2>
      {kind === 'none' ? (
        <p className="mt-3">{t.noRegistration}</p>
      ) : places.full ? (
        <p className="mt-3 font-bold">{t.full}</p>
      ) : (
        <>
          {capacity && places.left !== null && (
            <p className="mt-3 font-semibold">
              {fill(t.placesLeft, { left: String(places.left), capacity: String(capacity) })}
            </p>
          )}
          {kind === 'external' && url && (
            <a href={url} rel="noopener noreferrer" className={`mt-3 ${BUTTON}`}>
              {t.registerElsewhere}
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          )}
          {kind === 'form' && form && (
            <a
              href="#register"
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t.registerBelow}
            </a>
          )}
        </>
      )}
    </section>
  )
}

/**
 * One of our forms, as a page's Form block shows it, headed "Register for <title>", while places
 * are left: its answers are stored with the event and counted against its places.
 */
export function RegistrationForm({ event, places, locale }: RegistrationProps) {
  const { kind, form } = event.registration
  if (kind !== 'form' || !form || places.full) return null
  return (
    <FormBlockComponent
      block={{ blockType: 'form', form, anchorId: 'register' }}
      locale={locale}
      registeringFor={{
        id: event.id,
        heading: fill(messagesFor(locale).events.registerFor, { title: event.title }),
      }}
    />
  )
}
