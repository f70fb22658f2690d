'use client'

import { CircleCheck, Clock } from 'lucide-react'
import { startTransition, useEffect, useState } from 'react'
import {
  type Hours,
  type OpenSchedule,
  type OpenState,
  openState,
  openStateFromSchedule,
} from '@domain/crisis/hours/schedule'
import { describeOpenStateIn } from '@domain/crisis/hours/wording'
import type { CrisisLine } from '@domain/crisis/lines'
import { telHref } from '@domain/crisis/links'
import { activeOutage } from '@domain/crisis/outages'
import { fill } from '@domain/i18n/fill'
import type { CrisisCardText } from '@domain/i18n/messages'

const REFRESH_MS = 60_000

type Props = {
  hours: Hours | null
  /** The openings the server worked out; without one (or once it has run out) `hours` is read. */
  schedule?: OpenSchedule | null
  /** Lines open 24/7 to suggest while this one is closed (those not unavailable then). */
  alternatives: Alternative[]
  text: AlternativesText & Pick<CrisisCardText, 'open247' | 'intl' | 'openHours'>
}

type Alternative = Pick<CrisisLine, 'id' | 'name' | 'phone' | 'phoneDisplay' | 'outages'>
type AlternativesText = Pick<
  CrisisCardText,
  'needSomeone' | 'callAlternative' | 'or' | 'bothOpen' | 'oneOpen'
>

/** "Need someone now? Call 988 Lifeline (988), open 24/7." */
export function Alternatives({
  alternatives,
  text: words,
}: {
  alternatives: Alternative[]
  text: AlternativesText
}) {
  return (
    <p className="text-sm">
      {words.needSomeone}{' '}
      {alternatives.map((alt, i) => (
        <span key={alt.id}>
          {i > 0 && words.or}
          <a
            href={telHref(alt.phone ?? '')}
            className="inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-2"
          >
            {fill(words.callAlternative, { name: alt.name, phone: alt.phoneDisplay })}
          </a>
        </span>
      ))}
      {alternatives.length > 1 ? words.bothOpen : words.oneOpen}
    </p>
  )
}

/** A line open around the clock with no closure ever set: true at any time, so the server says it. */
const alwaysOpen = (hours: Hours | null) => Boolean(hours?.is24x7 && !hours.closures?.length)

/**
 * The live "Open now, until 6 pm your time" / "Closed now. Opens at 10 am your time" line, in
 * the visitor's own time zone. It is computed in the browser only: the page around it is
 * cached, so a time in the server's HTML would be the time of the cache, not of the visit.
 * Without JavaScript the card's hours in words (and closures) say the same; a line open 24/7
 * says "Open 24/7" either way.
 */
export function OpenStatus({ hours, schedule, alternatives, text: words }: Props) {
  // Null on the server and while hydrating. The first status, and each refresh, is rendered as
  // a transition: React then works out one card's status at a time and yields in between, so
  // a page of lines (each making its time-zone formatters on first use) never holds the main
  // thread while it starts.
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    const tick = () => startTransition(() => setNow(new Date()))
    tick()
    const id = window.setInterval(tick, REFRESH_MS)
    return () => window.clearInterval(id)
  }, [])

  if (!now && !alwaysOpen(hours)) {
    // Keeps the line's height so nothing moves when the status appears.
    return <p className="min-h-7" data-open-state="pending" />
  }
  // A line always open reads the same at any moment, so the server can say it.
  const at = now ?? new Date(0)
  // Only numbers are compared here: time-zone formatters cost the browser tens of milliseconds.
  const state: OpenState = alwaysOpen(hours)
    ? { kind: 'always' }
    : ((schedule && openStateFromSchedule(schedule, at)) ?? openState(hours, at))
  const text =
    state.kind === 'always'
      ? words.open247
      : describeOpenStateIn(state, at, undefined, undefined, words)
  const isOpen = state.kind === 'always' || state.kind === 'open'
  const open = alternatives.filter((alt) => !activeOutage(alt.outages, at.getTime()))
  const Icon = isOpen ? CircleCheck : Clock

  return (
    <div className="space-y-1">
      <p className="flex min-h-7 items-start gap-1.5 font-semibold" data-open-state={state.kind}>
        <Icon
          className={`mt-1 size-4 shrink-0 ${isOpen ? 'text-success' : 'text-muted'}`}
          aria-hidden="true"
        />
        <span>{text}</span>
      </p>
      {state.kind === 'closed' && open.length > 0 && (
        <Alternatives alternatives={open} text={words} />
      )}
    </div>
  )
}
