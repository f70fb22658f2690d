import type { Block } from 'payload'
import { advanced, anchorField } from '../../fields/anchor'
import { actionFields } from '../../fields/link'
import { actionsLabel, blockImage } from '../images'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  ...blockImage('hero'),
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      label: 'Heading',
      admin: {
        description: 'The big heading. As the first block, it is the title visitors see.',
      },
    },
    { name: 'subheading', type: 'textarea', label: 'Text under the heading (optional)' },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: 'Picture (optional)',
      admin: { description: 'Shown beside the heading on a computer, below it on a phone.' },
    },
    {
      name: 'actions',
      type: 'array',
      label: 'Buttons (optional)',
      labels: { singular: 'Button', plural: 'Buttons' },
      maxRows: 3,
      admin: actionsLabel,
      fields: actionFields,
    },
    {
      name: 'eyebrow',
      type: 'text',
      label: 'Small line above the heading (optional)',
      admin: { description: 'A few words in capitals, e.g. "Since 2019".' },
    },
    advanced(anchorField),
  ],
}
