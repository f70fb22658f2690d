import type { SiteSetting } from '../src/payload-types'
import { resolveStats } from './site-facts'

/**
 * The public part of the site settings, as GET /api/web/settings/public answers it
 * (`{ data: PublicSettings }`) and the browser reads it.
 */
export type PublicSettings = {
  site_name: string
  tagline: string | null
  contact_email: string
  phone_number: string
  mailing_address: string
  nationwide_note: string | null
  donation_url: string
  social_links: { platform: string; url: string }[]
  stats: { value: string; label: string }[]
  analytics_measurement_id: string | null
}

export function toPublicSettings(s: SiteSetting, now = new Date()): PublicSettings {
  return {
    site_name: s.siteName,
    tagline: s.tagline ?? null,
    contact_email: s.contactEmail,
    phone_number: s.phoneNumber,
    mailing_address: s.mailingAddress,
    nationwide_note: s.nationwideNote ?? null,
    donation_url: s.donationUrl,
    social_links: (s.socialLinks ?? []).map(({ platform, url }) => ({ platform, url })),
    stats: resolveStats(s.stats, { foundingYear: s.foundingYear, now }).map(({ value, label }) => ({
      value,
      label,
    })),
    analytics_measurement_id: s.analyticsMeasurementId ?? null,
  }
}

/**
 * What the browser shows when the settings cannot be loaded: the organisation's own details,
 * nothing optional, and analytics off. Kept in step with the seeded settings by a unit test.
 */
export const fallbackPublicSettings: PublicSettings = {
  site_name: 'Belonging Network',
  tagline: null,
  contact_email: 'hello@example.org',
  phone_number: '(555) 010-0199',
  mailing_address: 'PO Box 2019\nWashington, DC 20013',
  nationwide_note: null,
  donation_url: 'https://donate.example.org/belonging-network',
  social_links: [],
  stats: [],
  analytics_measurement_id: null,
}
