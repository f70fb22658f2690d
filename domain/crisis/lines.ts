import type { CrisisResource } from '../../src/payload-types'
import {
  type Closure,
  describeWeeklyHours,
  type Hours,
  openSchedule,
  type OpenSchedule,
} from './hours'
import { DEFAULT_LOCALE, languageOf, type Locale } from '../i18n/locales'
import { type Outage, toOutages } from './outages'
import type { Specialization } from './specializations'

/** Another way to reach a line: "Text AYUDA to 988 (Spanish)", with a link where there is one. */
export type OtherWay = { label: string; href: string | null }

/** What the browser needs of a crisis resource: the published fields, nothing editorial. */
export type CrisisLine = {
  id: string
  name: string
  description: string
  phone: string | null
  phoneDisplay: string | null
  website: string
  chatUrl: string | null
  textNumber: string | null
  textKeyword: string | null
  textInstructions: string | null
  /** Words of the call button where the editors set them ("Llama al 988 y marca 2"). */
  callInstructions: string | null
  /** The languages the line answers in (codes of the list). */
  answersIn: Locale[]
  /**
   * Those languages named in the page's ("inglés"), where the page's is not one of them: the
   * card says the line answers only in them. Null where it answers in the page's language.
   */
  answersOnlyIn: string | null
  /** The spec's "available": hours in words ("Mon–Fri 10 am–6 pm PT", "24/7"). */
  availability: string
  hours: Hours | null
  /** Times it cannot be reached although its hours say open, soonest first (./outages). */
  outages: Outage[]
  /** A line from the editors about the hours, e.g. "Closed on some holidays." */
  hoursNote: string | null
  otherWays: OtherWay[]
  /** What the line is for, from the one list (shown in the page's words: see tagWords). */
  specialization: Specialization[]
  /** Tags the list does not have, in the page's language, shown after the chosen ones. */
  otherTags: string[]
  priority: 'critical' | 'high'
  isLgbtqSpecific: boolean
  /** Offered as the 24/7 line to call while another line is closed. */
  suggestWhenClosed: boolean
  /** When it is open, worked out by the server at render time (see withOpenSchedules). */
  schedule?: OpenSchedule | null
}

/** A resource as the browser needs it (hours in the default language). */
export const toCrisisLine = (r: CrisisResource): CrisisLine => crisisLineIn(r, DEFAULT_LOCALE)

/** The mapper for a page in `language`: its hours told in that language. */
export const toCrisisLineIn =
  (language: Locale) =>
  (r: CrisisResource): CrisisLine =>
    crisisLineIn(r, language)

function crisisLineIn(r: CrisisResource, language: Locale): CrisisLine {
  const hours: Hours | null = r.hours
    ? {
        is24x7: r.hours.is24x7 ?? null,
        timeZone: r.hours.timeZone ?? null,
        weekly: (r.hours.weekly ?? []).map(({ day, open, close }) => ({ day, open, close })),
        closures: (r.hours.closures ?? []).map(({ firstDay, lastDay, note }): Closure => ({
          firstDay,
          lastDay: lastDay ?? null,
          note: note ?? null,
        })),
      }
    : null
  return {
    id: r.slug,
    name: r.name,
    description: r.description,
    phone: r.phone || null,
    phoneDisplay: r.phoneDisplay || r.phone || null,
    website: r.website,
    chatUrl: r.chatUrl || null,
    textNumber: r.textNumber || null,
    textKeyword: r.textKeyword || null,
    textInstructions: r.textInstructions || null,
    callInstructions: r.callInstructions || null,
    answersIn: r.answersIn ?? [DEFAULT_LOCALE],
    answersOnlyIn: onlyIn(r.answersIn ?? [DEFAULT_LOCALE], language),
    availability: describeWeeklyHours(hours, new Date(), language) ?? r.availability ?? '',
    hours,
    outages: toOutages(r.outages),
    hoursNote: r.hours?.note || null,
    otherWays: (r.otherWays ?? []).map(({ label, href }) => ({ label, href: href || null })),
    specialization: r.specialization ?? [],
    otherTags: (r.otherTags ?? []).map(({ tag }) => tag),
    priority: r.priority,
    isLgbtqSpecific: Boolean(r.isLgbtqSpecific),
    suggestWhenClosed: Boolean(r.suggestWhenClosed),
  }
}

function onlyIn(answersIn: Locale[], language: Locale): string | null {
  if (answersIn.includes(language)) return null
  const { intl } = languageOf(language)
  const names = new Intl.DisplayNames(intl, { type: 'language' })
  return new Intl.ListFormat(intl).format(answersIn.map((code) => names.of(code) ?? code))
}

/** A line's tags as its card shows them: the chosen ones in `words`, then the others, each once. */
export function tagWords(line: CrisisLine, words: Record<Specialization, string>): string[] {
  const chosen = line.specialization.map((value) => words[value])
  return [...new Set([...chosen, ...line.otherTags].filter(Boolean))]
}

/** "thetrevorproject.org" from "https://www.thetrevorproject.org/get-help/". */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/**
 * Lines to suggest while `line` is closed: callable lines open around the clock that the
 * editors marked for it (988: for every age and every crisis), in display order. A line for
 * one group only (Trevor serves people under 25) is never offered to everyone.
 */
export function alwaysOpenAlternatives(line: CrisisLine, lines: CrisisLine[]): CrisisLine[] {
  return lines.filter((l) => l.id !== line.id && l.suggestWhenClosed && l.phone && l.hours?.is24x7)
}

/**
 * The lines with their openings worked out from `now` on, so the browser tells "Open now" by
 * comparing numbers (hours/schedule.ts, OpenSchedule). Added where a page renders its lines, after any
 * data version is taken: the schedule changes with the clock, the data does not.
 */
export const withOpenSchedules = (lines: CrisisLine[], now = new Date()): CrisisLine[] =>
  lines.map((line) => ({
    ...line,
    // A line open around the clock with no closure reads "Open 24/7" without one.
    schedule:
      line.hours?.is24x7 && !line.hours.closures?.length ? null : openSchedule(line.hours, now),
  }))
