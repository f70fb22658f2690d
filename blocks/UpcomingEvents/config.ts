import type { Block } from 'payload'
import { advanced, anchorField } from '../../fields/anchor'
import { blockImage } from '../images'

/** The next published events as cards, with a link to /events (the services page has one). */
export const UpcomingEventsBlock: Block = {
  slug: 'upcomingEvents',
  interfaceName: 'UpcomingEventsBlock',
  labels: { singular: 'Upcoming events', plural: 'Upcoming events' },
  ...blockImage('upcomingEvents'),
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 80,
      label: 'Heading (optional)',
      admin: { description: 'Empty: "Upcoming events". At most 80 characters.' },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'event-categories',
      label: 'Only this category (optional)',
      filterOptions: () => true,
      admin: { description: 'Empty: the next events of every category.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 6,
      defaultValue: 3,
      required: true,
      label: 'How many',
      admin: { description: 'From 1 to 6, soonest first. Past events are never shown.' },
    },
    advanced(anchorField),
  ],
}
