import type { CrisisResource, SiteSetting } from '../../payload-types'
import { seedCrisisResources } from '../../seed/content/crisis'
import { seedFooterColumns, seedSettings } from '../../seed/content/settings'
import { SPANISH, seededAnswersIn, spanishCrisisLines } from '../../seed/content/spanish'
import type { Locale } from '@domain/i18n/locales'

/**
 * What the site shows when the CMS cannot be read (database down, or `next build`, which runs
 * without one): the seeded organisation details and crisis lines, so help is never missing.
 */
export const fallbackSettings: SiteSetting = {
  id: 0,
  ...seedSettings,
  footerColumns: seedFooterColumns.map((column) => ({
    ...column,
    links: column.links.map((link) => ({ ...link, linkType: 'url' as const })),
  })),
  notificationEmail: null,
  submissionRetentionDays: null,
}

/** When the built-in crisis lines were last brought in line with the lines' own pages. */
const FALLBACK_DATE = '2026-11-23T00:00:00.000Z'

export const fallbackCrisisResources: CrisisResource[] = seedCrisisResources.map((r, i) => ({
  ...r,
  answersIn: seededAnswersIn(r.slug),
  id: -(i + 1),
  _status: 'published',
  createdAt: FALLBACK_DATE,
  updatedAt: FALLBACK_DATE,
}))

/** The built-in lines in Spanish: the seeded Spanish over the English, as the CMS would. */
const fallbackSpanishCrisisResources: CrisisResource[] = fallbackCrisisResources.map((r) => {
  const es = spanishCrisisLines[r.slug]
  if (!es) return r
  return {
    ...r,
    description: es.description,
    callInstructions: es.callInstructions ?? r.callInstructions,
    textKeyword: es.textKeyword ?? r.textKeyword,
    textInstructions: es.textInstructions ?? r.textInstructions,
    otherWays: es.otherWays ?? r.otherWays,
    hours: r.hours ? { ...r.hours, note: es.hoursNote ?? r.hours.note } : r.hours,
  }
})

export const fallbackCrisisResourcesIn = (locale: Locale): CrisisResource[] =>
  locale === SPANISH ? fallbackSpanishCrisisResources : fallbackCrisisResources
