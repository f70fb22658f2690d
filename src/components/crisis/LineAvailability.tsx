'use client'

import { CircleOff } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { describeOutageIn } from '@domain/crisis/hours/wording'
import type { CrisisLine } from '@domain/crisis/lines'
import { activeOutage, nextOutageChange, type Outage } from '@domain/crisis/outages'
import type { CrisisCardText } from '@domain/i18n/messages'
import { Alternatives, OpenStatus } from './OpenStatus'
import { useHydrated } from './useHydrated'

/** The longest wait between checks: a timer can run late after a phone sleeps. */
const MAX_WAIT_MS = 15 * 60_000

/**
 * The moment the line's unavailable times are judged at: `at` (the render's moment, so the
 * browser's first render matches the server's HTML), then the real time, again at each start
 * or end of one of them, and when the page is shown again.
 */
function useOutageClock(outages: Outage[], at: number): number {
  const [now, setNow] = useState(at)
  useEffect(() => {
    let timer: number | undefined
    const check = () => {
      window.clearTimeout(timer)
      const current = Date.now()
      setNow(current)
      const next = nextOutageChange(outages, current)
      // 250 ms past the moment, so the check lands after it.
      if (next !== null)
        timer = window.setTimeout(check, Math.min(next - current + 250, MAX_WAIT_MS))
    }
    check()
    const onVisible = () => document.visibilityState === 'visible' && check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [outages])
  return now
}

type Props = {
  line: Pick<CrisisLine, 'outages' | 'hours' | 'schedule'>
  /** When the card was rendered (ms): what the server judged the line's state at. */
  at: number
  /** The zone the server names times in before the browser knows the visitor's: the line's. */
  zone: { timeZone: string; label: string }
  alternatives: CrisisLine[]
  text: CrisisCardText
  /** The line's call, text and chat actions, its website and other ways to reach it. */
  actions: ReactNode
  /** Its website alone, offered while it is unavailable. */
  website: ReactNode
  /** Its hours and closures, shown either way. */
  children: ReactNode
}

/**
 * A crisis line's actions and status, or, while one of its unavailable times is on, why it cannot
 * be reached, when it is back, and the lines to reach instead; it comes back by itself. The server
 * renders the state at its moment (a page cached before a start or an end is refreshed then,
 * collections/CrisisResources/outages.ts), so it is right without JavaScript too.
 */
export function LineAvailability({
  line,
  at,
  zone,
  alternatives,
  text,
  actions,
  website,
  children,
}: Props) {
  const now = useOutageClock(line.outages, at)
  const hydrated = useHydrated()
  const outage = activeOutage(line.outages, now)
  const open = alternatives.filter((alt) => !activeOutage(alt.outages, now))
  return (
    <>
      {outage ? (
        <div
          data-unavailable
          className="mt-3 space-y-1 rounded-xl border-2 border-danger bg-surface-2 p-3"
        >
          <p className="flex items-start gap-1.5 font-semibold">
            <CircleOff className="mt-1 size-4 shrink-0" aria-hidden="true" />
            <span>
              {/* The server names the line's zone; the browser, the visitor's own time. */}
              {hydrated
                ? describeOutageIn(outage, new Date(now), undefined, undefined, text)
                : describeOutageIn(outage, new Date(now), zone.timeZone, zone.label, text)}
            </span>
          </p>
          <p className="text-sm">{text.unavailableHidden}</p>
          {open.length > 0 ? (
            <Alternatives alternatives={open} text={text} />
          ) : (
            <p className="text-sm font-semibold">{text.tryOtherLine}</p>
          )}
          <div className="flex flex-wrap gap-2 pt-1">{website}</div>
        </div>
      ) : (
        actions
      )}
      <div className="mt-3 space-y-1 border-t border-border pt-3">
        {children}
        {!outage && (
          <OpenStatus
            hours={line.hours}
            schedule={line.schedule}
            alternatives={alternatives}
            text={text}
          />
        )}
      </div>
    </>
  )
}
