import type { CollectionConfig } from 'payload'
import { historyField, authorFields } from '../../fields/history'
import { editorial, translationStatusField } from '../editorial'
import { pageBlocks } from '../../blocks'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS, LINKING_TAGS } from '@domain/cache-tags'
import { PAGE_SLUG_PATTERN, pathForSlug } from '@domain/site'
import { reservedSlugReason } from '@domain/slug'
import { siteSlugField } from '../../fields/slug'
import { renameRedirects } from '../Redirects/rename'

type PageDoc = { slug?: string }

/** A page whose first block is a Hero banner shows the banner instead of its title and intro. */
export const startsWithHero = (data: unknown): boolean =>
  (data as { layout?: { blockType?: string }[] } | undefined)?.layout?.[0]?.blockType === 'hero'

/** A page without an address yet previews the front page; blocks and rows the editor adds open. */
const shared = editorial('pages', (slug) => (typeof slug === 'string' ? slug : 'home'), [
  '/src/components/admin/OpenNewRows#OpenNewRows',
])

const pageRenames = renameRedirects('pages', pathForSlug)

const revalidatePage = revalidateCollection<PageDoc>(
  (doc) => [CACHE_TAGS.pages, ...(doc.slug ? [CACHE_TAGS.page(doc.slug)] : [])],
  { linkedFrom: LINKING_TAGS },
)

export const Pages: CollectionConfig = {
  slug: 'pages',
  ...shared,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    description:
      'The pages of the site. To publish or unpublish a page at a set time (say 9 am Monday), use the arrow beside "Publish changes", then "Schedule Publish": the site does it then, with nobody signed in.',
    ...shared.admin,
  },
  hooks: {
    beforeChange: [pageRenames.beforeChange],
    afterChange: [pageRenames.afterChange, revalidatePage.afterChange],
    afterDelete: [revalidatePage.afterDelete],
  },
  fields: [
    translationStatusField,
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 140,
      localized: true,
      label: 'Page title',
      admin: {
        description:
          'A new page gets its address from the title when it is first saved (see "Page address"). After that, changing the title does not change the address: use "Generate" beside the address for a new one.',
      },
    },
    siteSlugField({
      useAsSlug: 'title',
      label: 'Page address',
      description:
        'Made from the title: "Volunteer with us" → /volunteer-with-us. Unlock to change it; use / for a page inside another ("policy/privacy-policy"). "home" is the front page.',
      validate: (value) => {
        if (!value || !PAGE_SLUG_PATTERN.test(value))
          return 'Page address: use lowercase words joined by hyphens, with / between path parts.'
        return reservedSlugReason(value) ?? true
      },
    }),
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: 'Text under the title (optional)',
      admin: {
        description:
          'One or two sentences under the page title, also used by search engines when "Search & sharing" has no description. Not shown on pages that start with a Hero banner, which has its own heading and text.',
        condition: (data) => !startsWithHero(data),
      },
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: pageBlocks,
      required: true,
      minRows: 1,
      label: 'Page content',
      labels: { singular: 'Block', plural: 'Blocks' },
      admin: {
        description:
          'The page from top to bottom, one block after another. "Add Block" shows each kind with a picture.',
      },
      // The whole layout per language: a translation may need other blocks, not just other words.
      localized: true,
    },
    {
      name: 'seo',
      type: 'group',
      label: 'Search & sharing',
      admin: {
        description: 'How the page shows in search results and when shared. Empty: the page title.',
      },
      fields: [
        {
          name: 'title',
          type: 'text',
          maxLength: 70,
          localized: true,
          label: 'Title in search results (optional)',
        },
        {
          name: 'description',
          type: 'textarea',
          maxLength: 200,
          localized: true,
          label: 'Description in search results (optional)',
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: 'Picture when shared (optional)',
        },
        {
          name: 'noIndex',
          type: 'checkbox',
          defaultValue: false,
          label: 'Hide this page from search engines',
        },
      ],
    },
    ...authorFields,
    historyField,
  ],
}
