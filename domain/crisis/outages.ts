import { DATE_TIME_WITH_ZONE, dateFormat } from './hours/zone'

/**
 * Times a crisis line cannot be reached although its hours say open: an outage, a holiday
 * afternoon. Editors set each one from a moment to a moment (crisis resource → "Temporarily
 * unavailable"); meanwhile the site says so, hides the line's call, text and chat actions and
 * points to lines that are open, and afterwards shows the line again by itself. Pure functions,
 * shared by the server render, the browser and the admin's checks.
 */

/** One unavailable time, as instants (ISO strings, as Payload stores dates) and a reason. */
export type Outage = { from: string; until: string; reason: string | null }

/** The most unavailable times a line keeps (the admin's limit, told in the field's help). */
export const MAX_OUTAGES = 20
/** The longest reason shown to visitors (the admin's limit, told in the field's help). */
export const OUTAGE_REASON_MAX = 80

export const OUTAGE_FROM_LABEL = 'Unavailable from'
export const OUTAGE_UNTIL_LABEL = 'Back by'

const instant = (value: unknown): number | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const ms = new Date(value).getTime()
  return Number.isNaN(ms) ? null : ms
}

/** The message for a "Back by" that is not after "Unavailable from", or null when in order. */
export function outageOrderProblem(from: unknown, until: unknown): string | null {
  const start = instant(from)
  const end = instant(until)
  return start !== null && end !== null && end <= start
    ? `${OUTAGE_UNTIL_LABEL}: a time after "${OUTAGE_FROM_LABEL}".`
    : null
}

/** The outages as stored, usable ones only (both times, in order), soonest first. */
export function toOutages(
  rows: readonly { from?: unknown; until?: unknown; reason?: unknown }[] | null | undefined,
): Outage[] {
  return (rows ?? [])
    .flatMap((row) => {
      const from = instant(row.from)
      const until = instant(row.until)
      if (from === null || until === null || until <= from) return []
      // Its sentence ends where the site's words put the full stop.
      const reason = typeof row.reason === 'string' ? row.reason.trim().replace(/\.+$/, '') : ''
      return [
        {
          from: new Date(from).toISOString(),
          until: new Date(until).toISOString(),
          reason: reason || null,
        },
      ]
    })
    .sort((a, b) => a.from.localeCompare(b.from))
}

/**
 * The outage `now` falls in, or null. Outages that overlap or touch read as one: its "until" is
 * the end of the last of them, the time the line is really back; its reason is the first's.
 */
export function activeOutage(outages: readonly Outage[], now: number): Outage | null {
  let active: Outage | null = null
  let end = now
  // Sorted by start: an outage starting by the current end, and ending after it, extends it.
  for (const outage of outages) {
    const from = Date.parse(outage.from)
    if (from > end) break
    const until = Date.parse(outage.until)
    if (until > end) {
      active ??= outage
      end = until
    }
  }
  return active && { ...active, until: new Date(end).toISOString() }
}

/** The next moment an outage starts or ends after `now` (ms), or null when none is ahead. */
export function nextOutageChange(outages: readonly Outage[], now: number): number | null {
  let next: number | null = null
  for (const outage of outages)
    for (const at of [Date.parse(outage.from), Date.parse(outage.until)])
      if (at > now && (next === null || at < next)) next = at
  return next
}

/** Outages that have not ended by `now`, soonest first (for the contacts file's note). */
export const currentAndComingOutages = (outages: readonly Outage[], now: number): Outage[] =>
  outages.filter((o) => Date.parse(o.until) > now)

/**
 * An unavailable time as one row's name in the admin, in the editor's own zone (or `timeZone`):
 * "Unavailable Nov 28, 2026, 2:00 – 6:00 PM EST: Phone system outage", then " — on now" or
 * " — ended" as of `now` (ms). Null until it has a start.
 */
export function describeOutage(
  row: { from?: unknown; until?: unknown; reason?: unknown } | undefined,
  timeZone?: string,
  now?: number,
): string | null {
  const from = instant(row?.from)
  if (from === null) return null
  const until = instant(row?.until)
  const when =
    until !== null && until > from
      ? outageTimes(from, until, 'en-US', timeZone)
      : `${plainSpaces(outageFormat('en-US', timeZone).format(from))} – (set "${OUTAGE_UNTIL_LABEL}")`
  const reason = typeof row?.reason === 'string' && row.reason.trim()
  const state =
    now === undefined || until === null || until <= from
      ? ''
      : until <= now
        ? ' — ended'
        : from <= now
          ? ' — on now'
          : ''
  return `Unavailable ${when}${reason ? `: ${reason}` : ''}${state}`
}

const outageFormat = (locale: string, timeZone: string | undefined) =>
  dateFormat(locale, { ...(timeZone === undefined ? {} : { timeZone }), ...DATE_TIME_WITH_ZONE })

/**
 * An unavailable time's start and end with their zone, as the admin and the contacts file write
 * it: "Nov 28, 2026, 2:00 – 6:00 PM EST" (the runtime's own zone when `timeZone` is omitted).
 */
export const outageTimes = (from: number, until: number, locale: string, timeZone?: string) =>
  plainSpaces(outageFormat(locale, timeZone).formatRange(from, until))

/** Intl's narrow and thin spaces ("2:00\u2009–\u20096:00\u202fPM") as plain ones. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ')
