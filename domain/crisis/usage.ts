/**
 * First-party, anonymous crisis-help counters (the spec's "Crisis Resource View and Call",
 * without a third party): the crisis dialog opened, /crisis viewed, and a line's call or text
 * link pressed (not the 911/988 emergency buttons). Each is one count per UTC day, event and
 * line — no time of day, no address, no browser details, no identifiers.
 */
export const CRISIS_USAGE_EVENTS = ['dialog-open', 'crisis-view', 'line-call', 'line-text'] as const
export type CrisisUsageEvent = (typeof CRISIS_USAGE_EVENTS)[number]

/**
 * Counted by the server itself, never sent by a browser: a search on /search, and one whose words
 * signal distress (crisis help shown first). The words are never kept, only the count.
 */
export const SEARCH_USAGE_EVENTS = ['search', 'search-distress'] as const
/** Every count kept: the crisis-help events browsers send, and the server's own. */
export const USAGE_EVENTS = [...CRISIS_USAGE_EVENTS, ...SEARCH_USAGE_EVENTS] as const
export type UsageEvent = (typeof USAGE_EVENTS)[number]

export const CRISIS_USAGE_EVENT_LABELS: Record<UsageEvent, string> = {
  'dialog-open': 'Crisis dialog opened',
  'crisis-view': 'Crisis page viewed',
  'line-call': 'Call link pressed',
  'line-text': 'Text link pressed',
  search: 'Site searches (the words are never kept)',
  'search-distress': 'Searches that showed crisis help first',
}

/** Events about one line carry its slug; the others carry none. */
const LINE_EVENTS: readonly UsageEvent[] = ['line-call', 'line-text']
export const isLineEvent = (event: UsageEvent) => LINE_EVENTS.includes(event)

/** The body of POST /api/crisis-counts (checked by usage-schema.ts on the server). */
export type CrisisUsageInput = { event: CrisisUsageEvent; line?: string }

/** Stored in place of "no line", so (day, event, line) can be one unique key. */
export const NO_LINE = ''

/** The UTC day a count belongs to, as YYYY-MM-DD: the only time that is kept. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10)

/** The last `days` UTC days up to and including `now`'s, oldest first. */
export function lastUtcDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: days }, (_, i) =>
    utcDay(new Date(today - (days - 1 - i) * 86_400_000)),
  )
}

/** Global Privacy Control or Do Not Track in a request's headers: then nothing is counted. */
export function requestAsksNotToBeCounted(headers: Headers): boolean {
  return headers.get('sec-gpc')?.trim() === '1' || headers.get('dnt')?.trim() === '1'
}
