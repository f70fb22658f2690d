import { pageBlock } from '../images'

/** Shows the organisation's figures from Site settings → Stats, so they live in one place. */
export const StatsBlock = pageBlock({
  slug: 'stats',
  labels: { singular: 'Key figures', plural: 'Key figures' },
  fields: [
    { name: 'heading', type: 'text', label: 'Heading (optional)' },
    {
      name: 'intro',
      type: 'textarea',
      label: 'Text under the heading (optional)',
      admin: { description: 'The figures themselves are edited once, in Site settings → Stats.' },
    },
  ],
})
