import type { Block } from 'payload'
import { advanced, anchorField } from '../../fields/anchor'
import { blockImage } from '../images'

/** The newest published stories as cards, with a link to /news (the home page has one). */
export const LatestStoriesBlock: Block = {
  slug: 'latestStories',
  interfaceName: 'LatestStoriesBlock',
  labels: { singular: 'Latest stories', plural: 'Latest stories' },
  ...blockImage('latestStories'),
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 80,
      label: 'Heading (optional)',
      admin: { description: 'Empty: "Latest news & stories". At most 80 characters.' },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      label: 'Only this category (optional)',
      filterOptions: () => true,
      admin: { description: 'Empty: the newest stories of every category.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 6,
      defaultValue: 3,
      required: true,
      label: 'How many',
      admin: { description: 'From 1 to 6, newest first.' },
    },
    advanced(anchorField),
  ],
}
