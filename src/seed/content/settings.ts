import type { SiteSetting } from '../../payload-types'

/** Demo organisation details: placeholders an admin replaces in Site settings. */
export const seedSettings: Omit<SiteSetting, 'id' | 'createdAt' | 'updatedAt'> = {
  siteName: 'Belonging Network',
  tagline: 'Community education for LGBTQ+ people and allies, nationwide',
  foundingYear: 2019,
  contactEmail: 'hello@example.org',
  phoneNumber: '(555) 010-0199',
  mailingAddress: 'PO Box 2019\nWashington, DC 20013',
  nationwideNote: 'Serving LGBTQ+ communities nationwide',
  donationUrl: 'https://donate.example.org/belonging-network',
  stats: [
    { value: '60,000+', label: 'Community members', showInFooter: true },
    { value: '166', label: 'Active supporters', showInFooter: true },
    {
      yearsSinceFounding: true,
      label: 'Years of service, since {foundingYear}',
      showInFooter: false,
    },
  ],
  nonprofitStatement:
    'We are a 501(c)(3) nonprofit organization. Donations are tax-deductible to the extent allowed by law.',
  copyrightHolder: 'Belonging Network',
  socialLinks: [
    { platform: 'Facebook', url: 'https://www.facebook.com/' },
    { platform: 'Instagram', url: 'https://www.instagram.com/' },
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { platform: 'Twitter', url: 'https://twitter.com/' },
  ],
  analyticsMeasurementId: null,
  notificationEmail: 'team@example.org',
  submissionRetentionDays: 365,
}

/**
 * The footer's columns of links as authored: links as site paths. The seed makes a path of a
 * seeded page a link to that page (src/seed/index.ts, domain/links.ts), as for the menus.
 */
export type SeedFooterColumn = { title: string; links: { label: string; href: string }[] }

export const seedFooterColumns: SeedFooterColumn[] = [
  {
    title: 'Our Initiatives',
    links: [
      { label: 'SUMMIT', href: '/summit' },
      { label: 'GUIDE', href: '/guide' },
      { label: 'BRIDGE', href: '/bridge' },
      { label: 'BUILD Innovation Lab', href: '/build' },
      { label: 'REACH Mutual Aid', href: '/reach' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Podcast', href: '/guide' },
      { label: 'PROJECT: SILHOUETTE', href: '/project-silhouette' },
      { label: 'Educational Materials', href: '/resources' },
      { label: 'Community Guidelines', href: '/bridge' },
    ],
  },
  {
    title: 'Organization',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Thank You', href: '/thank-you' },
      { label: 'Volunteer', href: '/volunteer' },
      { label: 'Financial Transparency', href: '/financial-transparency' },
      { label: 'Annual Reports', href: '/annual-reports' },
    ],
  },
]
