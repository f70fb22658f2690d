import { actionsField, pageBlock } from '../images'

export const HeroBlock = pageBlock({
  slug: 'hero',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
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
    actionsField(),
    {
      name: 'eyebrow',
      type: 'text',
      label: 'Small line above the heading (optional)',
      admin: { description: 'A few words in capitals, e.g. "Since 2019".' },
    },
  ],
})
