import type { CollectionConfig } from 'payload'
import { historyField, authorFields } from '../../fields/history'
import { siteSlugField } from '../../fields/slug'
import { editorial, translationStatusField } from '../editorial'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { SLUG_PATTERN } from '@domain/site'
import { EVENTS_PATH, eventPath } from '@domain/events/paths'
import { placeFields, registrationFields, whenFields } from './fields'
import { statusFields, workOutTimes } from './status'
import { queueEventRefresh } from './refresh'
import { renameRedirects } from '../Redirects/rename'

type EventDoc = { slug?: string }

const shared = editorial('events', (slug) =>
  typeof slug === 'string' && SLUG_PATTERN.test(slug) ? `${EVENTS_PATH.slice(1)}/${slug}` : null,
)

/** A published event's old address leads to its new one (calendar entries link to it). */
const eventRenames = renameRedirects('events', (slug) => eventPath(slug))

const revalidateEvent = revalidateCollection<EventDoc>((doc) => [
  CACHE_TAGS.events,
  ...(doc.slug ? [CACHE_TAGS.event(doc.slug)] : []),
])

/** Trainings, support groups, community nights: /events, their calendars and feeds. */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  ...shared,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'startsAt', 'categories', 'eventStatus', '_status', 'updatedAt'],
    group: 'Content',
    description:
      'Trainings, support groups and community nights. Published events are listed on /events (upcoming first), in the Events section of /services and in calendar feeds visitors can subscribe to.',
    ...shared.admin,
  },
  defaultSort: '-startsAt',
  hooks: {
    beforeChange: [workOutTimes, eventRenames.beforeChange],
    afterChange: [eventRenames.afterChange, revalidateEvent.afterChange, queueEventRefresh],
    afterDelete: [revalidateEvent.afterDelete],
  },
  fields: [
    translationStatusField,
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 140,
      localized: true,
      label: 'Title',
      admin: { description: 'At most 140 characters, e.g. "Ally training for workplaces".' },
    },
    siteSlugField({
      useAsSlug: 'title',
      label: 'Event address',
      description:
        'Made from the title when the event is first saved: "Ally training" → /events/ally-training. The same in every language.',
    }),
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 300,
      localized: true,
      label: 'Summary',
      admin: {
        description:
          'One or two sentences shown on /events, in search results and in calendars (unless discreet). At most 300 characters.',
      },
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'When', fields: whenFields },
        { label: 'Where and access', fields: placeFields },
        {
          label: 'About',
          fields: [
            {
              name: 'body',
              type: 'richText',
              localized: true,
              label: 'About this event (optional)',
            },
            {
              name: 'image',
              type: 'upload',
              relationTo: 'media',
              label: 'Picture (optional)',
              filterOptions: { mimeType: { like: 'image/' } },
            },
            {
              name: 'audience',
              type: 'text',
              maxLength: 120,
              localized: true,
              label: 'Who it is for (optional)',
              admin: {
                description: 'E.g. "LGBTQ+ adults 18 and over" or "Managers and HR teams".',
              },
            },
            {
              name: 'organiser',
              type: 'text',
              maxLength: 120,
              label: 'Organised by (optional)',
              admin: { description: 'E.g. "The education team" or a partner organisation.' },
            },
          ],
        },
        { label: 'Registration', fields: registrationFields },
      ],
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'event-categories',
      hasMany: true,
      required: true,
      minRows: 1,
      label: 'Categories',
      filterOptions: () => true,
      admin: {
        position: 'sidebar',
        description: 'One or more. Add new ones under Event categories.',
      },
    },
    ...statusFields,
    ...authorFields,
    historyField,
  ],
}
