import type { CollectionConfig } from 'payload'
import { teamOnly, teamOrSite } from '../../access'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { SLUG_PATTERN } from '@domain/site'
import { siteSlugField } from '../../fields/slug'

const revalidateCategories = revalidateCollection(() => [CACHE_TAGS.stories])

/** The kinds of story (Press, Events, Community, …) visitors filter /news by. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Story category', plural: 'Story categories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    group: 'Content',
    description:
      'The kinds of story visitors can pick on /news, such as Press, Events or Community. Each story has one or more.',
  },
  defaultSort: 'name',
  access: { read: teamOrSite, create: teamOnly, update: teamOnly, delete: teamOnly },
  hooks: {
    afterChange: [revalidateCategories.afterChange],
    afterDelete: [revalidateCategories.afterDelete],
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
          'One or two words, shown on each story and as a filter. At most 40 characters.',
      },
    },
    siteSlugField({
      useAsSlug: 'name',
      label: 'Address in filters',
      description: 'Made from the English name: "Press" → /news?category=press.',
      validate: (value) =>
        value && SLUG_PATTERN.test(value)
          ? true
          : 'Address in filters: use lowercase words joined by hyphens.',
    }),
  ],
}
