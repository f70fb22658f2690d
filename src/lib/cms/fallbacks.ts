import type { CrisisResource, SiteSetting } from '../../payload-types'
import { seedCrisisResources } from '../../seed/content/crisis'
import { seedSettings } from '../../seed/content/settings'

/**
 * What the site shows when the CMS cannot be read (database down, or `next build`, which runs
 * without one): the seeded organisation details and crisis lines, so help is never missing.
 */
export const fallbackSettings: SiteSetting = {
  id: 0,
  ...seedSettings,
  notificationEmail: null,
  submissionRetentionDays: null,
}

/** When the built-in crisis lines were last brought in line with the lines' own pages. */
const FALLBACK_DATE = '2026-11-23T00:00:00.000Z'

export const fallbackCrisisResources: CrisisResource[] = seedCrisisResources.map((r, i) => ({
  ...r,
  id: -(i + 1),
  _status: 'published',
  createdAt: FALLBACK_DATE,
  updatedAt: FALLBACK_DATE,
}))
