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

export const fallbackCrisisResources: CrisisResource[] = seedCrisisResources.map((r, i) => ({
  ...r,
  id: -(i + 1),
  _status: 'published',
  createdAt: r.lastVerified,
  updatedAt: r.lastVerified,
}))
