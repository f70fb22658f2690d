import type { CrisisResource } from '../../payload-types'

export type SeedCrisisResource = Omit<CrisisResource, 'id' | 'createdAt' | 'updatedAt' | '_status'>

const ALWAYS = { is24x7: true }

/**
 * The spec's six resources with each organisation's published numbers. Two corrections to
 * the spec's table: 988's LGBTQ+ "press 3" option ended in July 2025 and is not mentioned; the
 * Domestic Violence Hotline's text line is START to 88788 (22522 is loveisrespect's LOVEIS).
 */
export const seedCrisisResources: SeedCrisisResource[] = [
  {
    slug: 'trevor-project',
    name: 'The Trevor Project',
    description:
      'Free, confidential crisis support for LGBTQ+ young people under 25, by phone, text or chat, from trained counselors.',
    phone: '18664887386',
    phoneDisplay: '1-866-488-7386',
    textNumber: '678678',
    textKeyword: 'START',
    textInstructions: 'Text START to 678-678',
    website: 'https://www.thetrevorproject.org/get-help/',
    availability: '24/7',
    hours: ALWAYS,
    specialization: ['LGBTQ+ youth', 'Suicide prevention', 'Crisis counseling'],
    priority: 'critical',
    isLgbtqSpecific: true,
    displayOrder: 10,
    lastVerified: '2026-11-15T00:00:00.000Z',
  },
  {
    slug: 'trans-lifeline',
    name: 'Trans Lifeline',
    description:
      'Peer support run by and for trans people. Operators are trans themselves and do not call emergency services without your consent.',
    phone: '18775658860',
    phoneDisplay: '1-877-565-8860',
    website: 'https://translifeline.org/',
    availability: '24/7',
    hours: ALWAYS,
    specialization: ['Transgender and nonbinary people', 'Peer support'],
    priority: 'critical',
    isLgbtqSpecific: true,
    displayOrder: 20,
    lastVerified: '2026-11-15T00:00:00.000Z',
  },
  {
    slug: '988-lifeline',
    name: '988 Suicide & Crisis Lifeline',
    description:
      'Call or text 988 to reach a trained crisis counselor anywhere in the United States, for yourself or for someone you are worried about.',
    phone: '988',
    phoneDisplay: '988',
    textNumber: '988',
    textInstructions: 'Text 988',
    website: 'https://988lifeline.org/',
    availability: '24/7',
    hours: ALWAYS,
    specialization: ['Suicide prevention', 'Mental health crisis', 'Substance use'],
    priority: 'critical',
    isLgbtqSpecific: false,
    displayOrder: 30,
    lastVerified: '2026-11-15T00:00:00.000Z',
  },
  {
    slug: 'crisis-text-line',
    name: 'Crisis Text Line',
    description:
      'Text with a trained volunteer crisis counselor when talking out loud is not possible or not safe. Text only.',
    textNumber: '741741',
    textKeyword: 'HOME',
    textInstructions: 'Text HOME to 741741',
    website: 'https://www.crisistextline.org/',
    availability: '24/7',
    hours: ALWAYS,
    specialization: ['Text-based support', 'Any crisis'],
    priority: 'high',
    isLgbtqSpecific: false,
    displayOrder: 40,
    lastVerified: '2026-11-15T00:00:00.000Z',
  },
  {
    slug: 'lgbt-national-hotline',
    name: 'LGBT National Hotline',
    description:
      'Confidential peer support, information and local resources for LGBTQ+ people of all ages, from LGBTQ+ volunteers.',
    phone: '18888434564',
    phoneDisplay: '1-888-843-4564',
    website: 'https://lgbthotline.org/',
    availability: 'Daily 4pm–12am ET',
    hours: {
      is24x7: false,
      timeZone: 'America/New_York',
      weekly: (
        ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
      ).map((day) => ({ day, open: '16:00', close: '00:00' })),
    },
    specialization: ['LGBTQ+ people of all ages', 'Peer support', 'Coming out'],
    priority: 'high',
    isLgbtqSpecific: true,
    displayOrder: 50,
    lastVerified: '2026-11-15T00:00:00.000Z',
  },
  {
    slug: 'domestic-violence-hotline',
    name: 'National Domestic Violence Hotline',
    description:
      'Support, safety planning and local referrals for anyone experiencing abuse in a relationship, including LGBTQ+ survivors.',
    phone: '18007997233',
    phoneDisplay: '1-800-799-7233',
    textNumber: '88788',
    textKeyword: 'START',
    textInstructions: 'Text START to 88788',
    website: 'https://www.thehotline.org/',
    availability: '24/7',
    hours: ALWAYS,
    specialization: ['Domestic violence', 'Relationship abuse', 'Safety planning'],
    priority: 'high',
    isLgbtqSpecific: false,
    displayOrder: 60,
    lastVerified: '2026-11-15T00:00:00.000Z',
  },
]
