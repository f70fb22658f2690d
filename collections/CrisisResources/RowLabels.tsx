'use client'

import { useRowLabel } from '@payloadcms/ui'
import { describeClosure, describeOpening } from '@domain/crisis/hours/admin'
import type { Closure, WeeklyOpening } from '@domain/crisis/hours/schedule'
import { describeOutage } from '@domain/crisis/outages'

const numbered = (word: string, rowNumber?: number) =>
  `${word} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`

/** Names a row of the weekly hours by its day and times: "Friday 4 pm – Saturday 1 am". */
export function OpeningRowLabel() {
  const { data, rowNumber } = useRowLabel<Partial<WeeklyOpening>>()
  return <span>{describeOpening(data) ?? numbered('New opening', rowNumber)}</span>
}

/** Names a closure by its days and note: "Closed Dec 24, 2026 – Jan 1, 2027 (9 days): Holidays". */
export function ClosureRowLabel() {
  const { data, rowNumber } = useRowLabel<Partial<Closure>>()
  return <span>{describeClosure(data) ?? numbered('New closure', rowNumber)}</span>
}

/**
 * Names an unavailable time by its times and reason, and says whether it is on now or ended:
 * "Unavailable Nov 28, 2026, 2:00 – 6:00 PM EST: Phone system outage — on now".
 */
export function OutageRowLabel() {
  const { data, rowNumber } = useRowLabel<{ from?: string; until?: string; reason?: string }>()
  const name = describeOutage(data, undefined, Date.now())
  return <span>{name ?? numbered('New unavailable time', rowNumber)}</span>
}
