import type { CrisisResource } from '../src/payload-types'
import { toCrisisLineIn } from './crisis/lines'
import { SPECIALIZATIONS, type Specialization } from './crisis/specializations'
import type { Hours } from './crisis/hours'
import type { Outage } from './crisis/outages'
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from './i18n/locales'
import { messagesFor } from './i18n/messages'
import { namesPrototypeKey } from './security/prototype-keys'

/**
 * The public API: what anonymous visitors and partners read, each endpoint purpose-built and
 * documented (docs/public-api.md). Payload's generic REST is the team's (access/index.ts).
 */
/**
 * How long a browser or a CDN may keep an answer, and serve it stale while it asks again or
 * while the site is down: an editor's change reaches a partner's CDN within a minute, and crisis
 * lines stay available from it for a day if the site is not.
 */
export const PUBLIC_API_CACHE_CONTROL =
  'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400'

/** Open to every origin: the answers are public and carry no credentials. */
export const PUBLIC_API_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'If-None-Match',
  'Access-Control-Expose-Headers': 'ETag, Content-Language',
  'Access-Control-Max-Age': '86400',
} as const

/** Longest parameter value any endpoint takes (the longest tag is 21 characters). */
const MAX_VALUE_LENGTH = 64
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

export type CrisisLinesQuery = { tag: Specialization | null; locale: Locale }

/**
 * The query of GET /api/public/crisis-lines: `tag` (one of SPECIALIZATIONS) and `locale` (en,
 * es), each at most once. Anything else is refused with a message rather than ignored, so a
 * typo (`?tags=…`) never silently answers every line.
 */
export function readCrisisLinesQuery(
  params: URLSearchParams,
): { ok: true; query: CrisisLinesQuery } | { ok: false; message: string } {
  const seen = new Set<string>()
  for (const [key, value] of params) {
    const name = JSON.stringify(key.slice(0, 40))
    if (namesPrototypeKey(key))
      return { ok: false, message: `${name} is a reserved word, not a parameter.` }
    if (key.includes('\uFFFD') || value.includes('\uFFFD'))
      return { ok: false, message: `${name}: a %-escape in it does not decode.` }
    if (CONTROL.test(key) || CONTROL.test(value))
      return { ok: false, message: `${name}: control characters (NUL, …) are not allowed.` }
    if (key !== 'tag' && key !== 'locale')
      return { ok: false, message: `${name} is not a parameter. Use tag and locale.` }
    if (seen.has(key)) return { ok: false, message: `${key}: give it once.` }
    seen.add(key)
    if (value.length > MAX_VALUE_LENGTH)
      return { ok: false, message: `${key}: at most ${MAX_VALUE_LENGTH} characters.` }
  }
  const tag = params.get('tag')
  const locale = params.get('locale') || DEFAULT_LOCALE
  if (tag !== null && !(SPECIALIZATIONS as readonly string[]).includes(tag))
    return { ok: false, message: `tag: one of ${SPECIALIZATIONS.join(', ')}.` }
  if (!(LOCALES as readonly string[]).includes(locale))
    return { ok: false, message: `locale: one of ${LOCALES.join(', ')}.` }
  return { ok: true, query: { tag: tag as Specialization | null, locale: locale as Locale } }
}

/** One crisis line as partners read it: how to reach it, when, for whom. */
export type PublicCrisisLine = {
  id: string
  name: string
  description: string
  phone: string | null
  phoneDisplay: string | null
  callInstructions: string | null
  textNumber: string | null
  textKeyword: string | null
  textInstructions: string | null
  chatUrl: string | null
  website: string
  otherWays: { label: string; href: string | null }[]
  /** The hours in words, in the answer's language ("24/7", "Mon–Fri 10 am–6 pm PT"). */
  availability: string
  /** The hours as data: weekly openings in `timeZone`, closures (dates, inclusive). */
  hours: Hours | null
  hoursNote: string | null
  /**
   * Times it cannot be reached although its hours say open (an outage), from and until as ISO
   * instants, with the reason in the answer's language; ended ones may be listed too.
   */
  unavailable: Outage[]
  /** The tags of the one list (filterable with `?tag=`), with their words in the language. */
  tags: { value: Specialization; label: string }[]
  /** Tags outside the list, in the answer's language. */
  otherTags: string[]
  priority: 'critical' | 'high'
  lgbtqSpecific: boolean
  /** The languages the line answers in (codes of `locale`'s list). */
  answersIn: Locale[]
  /** Whether `answersIn` has Spanish: the answer had it before the list (docs/public-api.md). */
  answersInSpanish: boolean
  /** The day the team last checked the line (YYYY-MM-DD), or null. */
  lastVerified: string | null
  updatedAt: string
}

export type PublicCrisisLines = {
  locale: Locale
  tag: Specialization | null
  lines: PublicCrisisLine[]
}

const SPANISH = LANGUAGES.find((l) => l.englishName === 'Spanish')?.code as Locale | undefined

/** The answer of GET /api/public/crisis-lines for `query`, from the published resources. */
export function publicCrisisLines(
  resources: readonly CrisisResource[],
  query: CrisisLinesQuery,
): PublicCrisisLines {
  const tagWords = messagesFor(query.locale).crisis.card.tags
  const lines = resources
    .filter((r) => !query.tag || (r.specialization ?? []).includes(query.tag))
    .map((r): PublicCrisisLine => {
      const line = toCrisisLineIn(query.locale)(r)
      return {
        id: line.id,
        name: line.name,
        description: line.description,
        phone: line.phone,
        phoneDisplay: line.phoneDisplay,
        callInstructions: line.callInstructions,
        textNumber: line.textNumber,
        textKeyword: line.textKeyword,
        textInstructions: line.textInstructions,
        chatUrl: line.chatUrl,
        website: line.website,
        otherWays: line.otherWays,
        availability: line.availability,
        hours: line.hours,
        hoursNote: line.hoursNote,
        unavailable: line.outages,
        tags: line.specialization.map((value) => ({ value, label: tagWords[value] })),
        otherTags: line.otherTags,
        priority: line.priority,
        lgbtqSpecific: line.isLgbtqSpecific,
        answersIn: line.answersIn,
        answersInSpanish: SPANISH !== undefined && line.answersIn.includes(SPANISH),
        lastVerified: r.lastVerified ? r.lastVerified.slice(0, 10) : null,
        updatedAt: r.updatedAt,
      }
    })
  return { locale: query.locale, tag: query.tag, lines }
}
