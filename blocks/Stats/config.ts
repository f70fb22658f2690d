import type { Block } from 'payload'
import { advanced, anchorField } from '../../fields/anchor'
import { blockImage } from '../images'

/** Shows the organisation's figures from Site settings → Stats, so they live in one place. */
export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Key figures', plural: 'Key figures' },
  ...blockImage('stats'),
  fields: [
    { name: 'heading', type: 'text', label: 'Heading (optional)' },
    {
      name: 'intro',
      type: 'textarea',
      label: 'Text under the heading (optional)',
      admin: { description: 'The figures themselves are edited once, in Site settings → Stats.' },
    },
    advanced(anchorField),
  ],
}
