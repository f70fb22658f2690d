import type { Block } from 'payload'
import { anchorField } from '../../fields/anchor'

/** Shows the organisation's figures from Site settings → Stats, so they live in one place. */
export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Stats', plural: 'Stats' },
  fields: [anchorField, { name: 'heading', type: 'text' }, { name: 'intro', type: 'textarea' }],
}
