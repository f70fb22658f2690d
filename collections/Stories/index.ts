import { namedTimeZone } from '../../fields/time-zone'
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { historyField, authorFields } from '../../fields/history'
import { siteSlugField } from '../../fields/slug'
import { editorial, translationStatusField } from '../editorial'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS, LINKING_TAGS } from '@domain/cache-tags'
import { SLUG_PATTERN } from '@domain/site'
import { NEWS_PATH, storyPath } from '@domain/stories'
import { renameRedirects } from '../Redirects/rename'

type StoryDoc = { slug?: string; publishedAt?: string | null; _status?: string }

const shared = editorial('stories', (slug) =>
  typeof slug === 'string' && SLUG_PATTERN.test(slug) ? `${NEWS_PATH.slice(1)}/${slug}` : null,
)

const storyRenames = renameRedirects('stories', (slug) => storyPath(slug))

const revalidateStory = revalidateCollection<StoryDoc>(
  (doc) => [CACHE_TAGS.stories, ...(doc.slug ? [CACHE_TAGS.story(doc.slug)] : [])],
  { linkedFrom: LINKING_TAGS },
)

/** A story published without a date is dated when it is first published. */
const datePublished: CollectionBeforeChangeHook = ({ data }) =>
  (data as StoryDoc)._status === 'published' && !(data as StoryDoc).publishedAt
    ? { ...data, publishedAt: new Date().toISOString() }
    : data

/** News, press releases, event recaps and stories from the community, at /news. */
export const Stories: CollectionConfig = {
  slug: 'stories',
  labels: { singular: 'Story', plural: 'Stories' },
  ...shared,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'categories', 'publishedAt', '_status', 'updatedAt'],
    group: 'Content',
    description:
      'News, press releases, event recaps and stories from the community. Published stories are listed on /news, newest first, and the latest three on the home page.',
    ...shared.admin,
  },
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [datePublished, storyRenames.beforeChange],
    afterChange: [storyRenames.afterChange, revalidateStory.afterChange],
    afterDelete: [revalidateStory.afterDelete],
  },
  fields: [
    translationStatusField,
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 140,
      localized: true,
      label: 'Headline',
      admin: { description: 'At most 140 characters.' },
    },
    siteSlugField({
      useAsSlug: 'title',
      label: 'Story address',
      description:
        'Made from the headline when the story is first saved: "Our new center opens" → /news/our-new-center-opens. The same in Spanish.',
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
          'One or two sentences shown on /news, on the home page, in the feed and in search results. At most 300 characters.',
      },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: 'Picture (optional)',
      filterOptions: { mimeType: { like: 'image/' } },
      admin: {
        description:
          'Shown at the top of the story and on its card. Its description for people who cannot see it (alt text) is required when you upload it.',
      },
    },
    {
      name: 'body',
      type: 'richText',
      required: true,
      localized: true,
      label: 'Story',
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      required: true,
      minRows: 1,
      label: 'Categories',
      // Payload then checks that each chosen category exists (a 400 naming the field, not a 500).
      filterOptions: () => true,
      admin: {
        position: 'sidebar',
        description: 'One or more. Add new ones under Story categories.',
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Publish date',
      index: true,
      // The time is picked in a zone the field names (the organisation's by default), never the
      // browser's unsaid one: Payload's zone select beside it, kept in `publishedAt_tz`.
      timezone: namedTimeZone,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Shown on the story; /news is sorted by it. Empty: the moment it is first published. To publish or unpublish at a set time, use the arrow beside "Publish changes", then "Schedule Publish".',
      },
    },
    {
      name: 'authorName',
      type: 'text',
      maxLength: 100,
      label: 'Author (optional)',
      admin: {
        position: 'sidebar',
        description: 'The name shown under the headline, e.g. "Jordan Lee" or "The program team".',
      },
    },
    ...authorFields,
    historyField,
  ],
}
