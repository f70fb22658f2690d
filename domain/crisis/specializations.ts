/**
 * What a crisis line is for ("LGBTQ+ youth", "Peer support"): one list of values, the same in
 * every language, so visitors and the API can filter lines by them
 * (`/api/crisis-resources?where[specialization][in]=peer-support`). The words shown for each
 * value, in each language, are the message catalogues' `crisisTags`.
 */
export const SPECIALIZATIONS = [
  'lgbtq-youth',
  'lgbtq-all-ages',
  'transgender-nonbinary',
  'suicide-prevention',
  'crisis-counseling',
  'mental-health-crisis',
  'substance-use',
  'any-crisis',
  'peer-support',
  'coming-out',
  'text-support',
  'domestic-violence',
  'relationship-abuse',
  'safety-planning',
] as const

export type Specialization = (typeof SPECIALIZATIONS)[number]
