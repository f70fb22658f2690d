import type { CollectionConfig } from 'payload'
import { teamOnly, teamOrSite } from '../../access'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { siteSlugField } from '../../fields/slug'

type CategoryKind = {
  slug: string
  /** "Story", "Event": the admin's labels. */
  kind: string
  /** What a change refreshes. */
  tag: string
  description: string
  nameDescription: string
  slugDescription: string
}

/** A kind of story or event: a name per language and the address visitors filter by. */
function categoryCollection(c: CategoryKind): CollectionConfig {
  const revalidate = revalidateCollection(() => [c.tag])
  return {
    slug: c.slug,
    labels: { singular: `${c.kind} category`, plural: `${c.kind} categories` },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'slug', 'updatedAt'],
      group: 'Content',
      description: c.description,
    },
    defaultSort: 'name',
    access: { read: teamOrSite, create: teamOnly, update: teamOnly, delete: teamOnly },
    hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
    fields: [
      {
        name: 'name',
        type: 'text',
        required: true,
        maxLength: 40,
        localized: true,
        admin: { description: c.nameDescription },
      },
      siteSlugField({
        useAsSlug: 'name',
        label: 'Address in filters',
        description: c.slugDescription,
      }),
    ],
  }
}

/** The kinds of story (Press, Events, Community, …) visitors filter /news by. */
export const Categories = categoryCollection({
  slug: 'categories',
  kind: 'Story',
  tag: CACHE_TAGS.stories,
  description:
    'The kinds of story visitors can pick on /news, such as Press, Events or Community. Each story has one or more.',
  nameDescription: 'One or two words, shown on each story and as a filter. At most 40 characters.',
  slugDescription: 'Made from the English name: "Press" → /news?category=press.',
})

/** The kinds of event (Training, Support group, Community night, …): /events filters and feeds. */
export const EventCategories = categoryCollection({
  slug: 'event-categories',
  kind: 'Event',
  tag: CACHE_TAGS.events,
  description:
    'The kinds of event visitors can pick on /events, such as Training, Support group or Community night. Each has its own calendar feed visitors can subscribe to.',
  nameDescription:
    'One to three words, shown on each event, as a filter and as the name of its calendar feed. At most 40 characters.',
  slugDescription: 'Made from the English name: "Support group" → /events?category=support-group.',
})
