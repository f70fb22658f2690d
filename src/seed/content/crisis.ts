import type { CrisisResource } from '../../payload-types'

export type SeedCrisisResource = Omit<
  CrisisResource,
  'id' | 'createdAt' | 'updatedAt' | '_status' | 'verification'
>

const ALWAYS = { is24x7: true }
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const

/** The LGBT National Help Center's lines: Mon–Fri 4 pm–midnight and Sat noon–5 pm Eastern. */
const LGBT_HELP_CENTER_HOURS: SeedCrisisResource['hours'] = {
  is24x7: false,
  timeZone: 'America/New_York',
  weekly: [
    ...WEEKDAYS.map((day) => ({ day, open: '16:00', close: '00:00' })),
    { day: 'saturday', open: '12:00', close: '17:00' },
  ],
  note: 'Closed Sundays and on some holidays.',
}

/**
 * The crisis lines with each organisation's published numbers and hours, as their own pages
 * state them (checked November 2026; `source` says where). Against the spec's table: Trans
 * Lifeline answers weekdays 10 am–6 pm Pacific, not 24/7 (since January 2024); the LGBT
 * National Hotline is closed on Sundays and open Saturday afternoons, not daily; 988's LGBTQ+
 * "press 3" option ended in July 2025 and is never mentioned; the Domestic Violence Hotline's
 * text line is START to 88788 (22522 is loveisrespect's). The LGBT National Youth Talkline is
 * listed as a line of its own.
 *
 * No line claims a "Last verified" date: that is a team member's check, not the seed's.
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
    chatUrl: 'https://www.thetrevorproject.org/get-help/',
    availability: '24/7',
    hours: ALWAYS,
    specialization: ['lgbtq-youth', 'suicide-prevention', 'crisis-counseling'],
    priority: 'critical',
    isLgbtqSpecific: true,
    suggestWhenClosed: false,
    displayOrder: 10,
    lastVerified: null,
    source: 'https://www.thetrevorproject.org/get-help/',
  },
  {
    slug: 'trans-lifeline',
    name: 'Trans Lifeline',
    description:
      'Peer support by phone, run by and for trans people. Operators are trans themselves and do not call emergency services without your consent.',
    phone: '18775658860',
    phoneDisplay: '1-877-565-8860',
    website: 'https://translifeline.org/',
    availability: 'Mon–Fri 10 am–6 pm PT',
    hours: {
      is24x7: false,
      timeZone: 'America/Los_Angeles',
      weekly: WEEKDAYS.map((day) => ({ day, open: '10:00', close: '18:00' })),
      note: 'Phone only. Closed on some holidays.',
    },
    specialization: ['transgender-nonbinary', 'peer-support'],
    priority: 'critical',
    isLgbtqSpecific: true,
    suggestWhenClosed: false,
    displayOrder: 20,
    lastVerified: null,
    source: 'https://translifeline.org/',
  },
  {
    slug: '988-lifeline',
    name: '988 Suicide & Crisis Lifeline',
    description:
      'Call, text or chat with a trained crisis counselor anywhere in the United States, for yourself or for someone you are worried about.',
    phone: '988',
    phoneDisplay: '988',
    textNumber: '988',
    textInstructions: 'Text 988',
    website: 'https://988lifeline.org/',
    chatUrl: 'https://988lifeline.org/chat/',
    availability: '24/7',
    hours: ALWAYS,
    otherWays: [
      { label: 'En español: llama al 988 y marca 2', href: 'tel:988' },
      { label: 'En español: envía AYUDA al 988', href: 'sms:988?body=AYUDA' },
      { label: 'Veterans and service members: dial 988, then press 1', href: 'tel:988' },
      {
        label: 'Deaf or hard of hearing: dial 711, then 988, or text or chat 988',
        href: 'tel:711',
      },
    ],
    specialization: ['suicide-prevention', 'mental-health-crisis', 'substance-use'],
    priority: 'critical',
    isLgbtqSpecific: false,
    suggestWhenClosed: true,
    displayOrder: 30,
    lastVerified: null,
    source: 'https://988lifeline.org/',
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
    otherWays: [
      { label: 'En español: envía AYUDA al 741741', href: 'sms:741741?body=AYUDA' },
      { label: 'En español por WhatsApp: 442-AYUDAME', href: 'https://wa.me/14422983263' },
    ],
    specialization: ['text-support', 'any-crisis'],
    priority: 'high',
    isLgbtqSpecific: false,
    suggestWhenClosed: false,
    displayOrder: 40,
    lastVerified: null,
    source: 'https://www.crisistextline.org/',
  },
  {
    slug: 'lgbt-national-hotline',
    name: 'LGBT National Hotline',
    description:
      'Confidential peer support, information and local resources for LGBTQ+ people of all ages, from LGBTQ+ volunteers.',
    phone: '18888434564',
    phoneDisplay: '1-888-843-4564',
    website: 'https://lgbthotline.org/',
    availability: 'Mon–Fri 4 pm–12 am, Sat 12 pm–5 pm ET',
    hours: LGBT_HELP_CENTER_HOURS,
    specialization: ['lgbtq-all-ages', 'peer-support', 'coming-out'],
    priority: 'high',
    isLgbtqSpecific: true,
    suggestWhenClosed: false,
    displayOrder: 50,
    lastVerified: null,
    source: 'https://lgbthotline.org/',
  },
  {
    slug: 'lgbt-national-youth-talkline',
    name: 'LGBT National Youth Talkline',
    description:
      'Confidential peer support for LGBTQ+ young people up to age 25, from LGBTQ+ volunteers: coming out, relationships, school, family and more.',
    phone: '18002467743',
    phoneDisplay: '1-800-246-7743',
    website: 'https://lgbthotline.org/',
    availability: 'Mon–Fri 4 pm–12 am, Sat 12 pm–5 pm ET',
    hours: LGBT_HELP_CENTER_HOURS,
    specialization: ['lgbtq-youth', 'peer-support', 'coming-out'],
    priority: 'high',
    isLgbtqSpecific: true,
    suggestWhenClosed: false,
    displayOrder: 55,
    lastVerified: null,
    source: 'https://lgbthotline.org/',
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
    chatUrl: 'https://www.thehotline.org/',
    availability: '24/7',
    hours: ALWAYS,
    specialization: ['domestic-violence', 'relationship-abuse', 'safety-planning'],
    priority: 'high',
    isLgbtqSpecific: false,
    suggestWhenClosed: false,
    displayOrder: 60,
    lastVerified: null,
    source: 'https://www.thehotline.org/',
  },
]
