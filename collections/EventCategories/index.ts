import type { CollectionConfig } from 'payload'
import { teamOnly, teamOrSite } from '../../access'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { SLUG_PATTERN } from '@domain/site'
import { siteSlugField } from '../../fields/slug'

const revalidateEventCategories = revalidateCollection(() => [CACHE_TAGS.events])

/** The kinds of event (Training, Support group, Community night, …): /events filters and feeds. */
export const EventCategories: CollectionConfig = {
  slug: 'event-categories',
  labels: { singular: 'Event category', plural: 'Event categories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    group: 'Content',
    description:
      'The kinds of event visitors can pick on /events, such as Training, Support group or Community night. Each has its own calendar feed visitors can subscribe to.',
  },
  defaultSort: 'name',
  access: { read: teamOrSite, create: teamOnly, update: teamOnly, delete: teamOnly },
  hooks: {
    afterChange: [revalidateEventCategories.afterChange],
    afterDelete: [revalidateEventCategories.afterDelete],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 40,
      localized: true,
      admin: {
        description:
          'One to three words, shown on each event, as a filter and as the name of its calendar feed. At most 40 characters.',
      },
    },
    siteSlugField({
      useAsSlug: 'name',
      label: 'Address in filters',
      description: 'Made from the English name: "Support group" → /events?category=support-group.',
      validate: (value) =>
        value && SLUG_PATTERN.test(value)
          ? true
          : 'Address in filters: use lowercase words joined by hyphens.',
    }),
  ],
}
