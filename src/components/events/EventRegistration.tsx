import { ExternalLink } from 'lucide-react'
import { FormBlockComponent } from '@blocks/Form/Component'
import { placesLeft } from '@domain/events/rules'
import { fill } from '@domain/i18n/fill'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { type EventDetail, getRegistrations } from '@/lib/cms/events'

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-5 py-2 font-semibold text-primary-fg no-underline hover:opacity-90'

/**
 * How to register, for an event still to come and not cancelled: just come, another website's
 * page, or one of our forms with the places left said honestly ("Registration is full": no form).
 */
export async function EventRegistration({ event, locale }: { event: EventDetail; locale: Locale }) {
  const t = messagesFor(locale).events
  const { kind, url, form, capacity, markedFull } = event.registration
  const taken = kind === 'form' && form && capacity ? await getRegistrations(form) : null
  const places = placesLeft({ capacity, taken, markedFull })
  const open = !places.full && (kind !== 'form' || form !== null) && (kind !== 'external' || url)
  return (
    <>
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
          </>
        )}
      </section>
      {open && kind === 'form' && form && (
        <div className="-mx-4 sm:-mx-6">
          <FormBlockComponent
            block={{ blockType: 'form', form, anchorId: 'register' }}
            locale={locale}
          />
        </div>
      )}
    </>
  )
}
