import { CalendarClock } from 'lucide-react'
import type { Occurrence } from '@domain/events/timing'
import { languageOf, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import type { EventDetail } from '@/lib/cms/events'
import { formatOccurrence, timeAttributes } from '@domain/events/format'
import { repeatWords } from './format'

/**
 * When an event is: its next (or, once ended, its last shown) time with the zone named, how it
 * repeats; cancelled or moved said in words, a moved event's old time struck out beside the new.
 */
export function EventWhen({
  event,
  when,
  ended,
  locale,
}: {
  event: EventDetail
  when: Occurrence | null
  ended: boolean
  locale: Locale
}) {
  const t = messagesFor(locale).events
  const intl = languageOf(locale).intl
  const timing = event.timing
  if (!timing) return null
  const zone = { timeZone: timing.timeZone, allDay: timing.allDay }
  const repeats = repeatWords(timing, t, intl)
  const duration = new Date(timing.endsAt).getTime() - new Date(timing.startsAt).getTime()
  const previous = event.previousStartsAt ? new Date(event.previousStartsAt) : null
  const time = when && (
    <time dateTime={timeAttributes(when, zone).start}>{formatOccurrence(when, zone, intl)}</time>
  )
  return (
    <div className="mt-6 flex flex-col gap-3">
      {event.status === 'cancelled' && (
        <div role="note" className="rounded-xl border-2 border-danger-text bg-surface p-4">
          <p className="font-bold text-danger-text">{t.cancelledNotice}</p>
          {event.statusNote && <p className="mt-1">{event.statusNote}</p>}
        </div>
      )}
      {event.status === 'moved' && (
        <div role="note" className="rounded-xl border-2 border-primary bg-surface p-4">
          <p className="font-bold">{t.movedNotice}</p>
          {event.statusNote && <p className="mt-1">{event.statusNote}</p>}
        </div>
      )}
      <div className="flex items-start gap-3 text-lg">
        <CalendarClock className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          {event.status === 'moved' && previous ? (
            <>
              <p className="text-muted">
                {t.oldTime}{' '}
                <del>
                  {formatOccurrence(
                    { start: previous, end: new Date(previous.getTime() + duration) },
                    zone,
                    intl,
                  )}
                </del>
              </p>
              {time && (
                <p className="font-semibold">
                  {t.newTime} {time}
                </p>
              )}
              {repeats && <p className="text-base">{repeats}</p>}
            </>
          ) : (
            <>
              {repeats && <p className="font-semibold">{repeats}</p>}
              {time && (
                <p className={repeats ? 'text-base' : 'font-semibold'}>
                  {repeats && !ended && <span className="text-muted">{t.nextLabel} </span>}
                  {time}
                </p>
              )}
            </>
          )}
          {ended && <p className="mt-1 text-base font-semibold">{t.ended}</p>}
        </div>
      </div>
    </div>
  )
}
