import { previewLocaleQuery } from '@domain/i18n/locales'
import type { CollectionConfig } from 'payload'
import { historyField, authorFields } from '../../fields/history'
import { versionHistoryEndpoints } from '../../endpoints/versionHistory'
import { publishedContentAccess } from '../../access'
import { pageBlocks } from '../../blocks'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS, LINKING_TAGS } from '@domain/cache-tags'
import { PAGE_SLUG_PATTERN, pathForSlug, siteUrl } from '@domain/site'
import { translationEndpoint } from '../../endpoints/translation'
import { reservedSlugReason } from '@domain/slug'
import { siteSlugField } from '../../fields/slug'
import { renameRedirects } from '../Redirects/rename'

type PageDoc = { slug?: string }

/** A page whose first block is a Hero banner shows the banner instead of its title and intro. */
export const startsWithHero = (data: unknown): boolean =>
  (data as { layout?: { blockType?: string }[] } | undefined)?.layout?.[0]?.blockType === 'hero'

/**
 * The admin's preview of a page: /preview checks the editor's session, then shows the draft, in
 * the admin's locale (Spanish: the /es page).
 */
const previewUrl = (slug: unknown, locale: unknown) =>
  `${siteUrl()}/preview?slug=${encodeURIComponent(typeof slug === 'string' ? slug : 'home')}${previewLocaleQuery(locale)}`

const pageRenames = renameRedirects('pages', pathForSlug)

const revalidatePage = revalidateCollection<PageDoc>(
  (doc) => [CACHE_TAGS.pages, ...(doc.slug ? [CACHE_TAGS.page(doc.slug)] : [])],
  { linkedFrom: LINKING_TAGS },
)

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    description:
      'The pages of the site. To publish or unpublish a page at a set time (say 9 am Monday), use the arrow beside "Publish changes", then "Schedule Publish": the site does it then, with nobody signed in.',
    livePreview: {
      url: ({ data, locale }) => previewUrl(data?.slug, locale?.code),
    },
    preview: (data, { locale }) => previewUrl(data?.slug, locale),
    components: {
      edit: {
        // Payload's button; its schedule drawer preselects "Publish" for a never-published draft.
        PublishButton: '/src/components/admin/SchedulePublishButton#SchedulePublishButton',
        // An autosave that was refused says so; blocks and rows the editor adds open.
        beforeDocumentControls: [
          '/src/components/admin/RefusedSaveNotice#RefusedSaveNotice',
          '/src/components/admin/OpenNewRows#OpenNewRows',
        ],
      },
    },
  },
  // Links to pages (menus, buttons, cards) read the page's address and title only.
  defaultPopulate: { slug: true, title: true },
  versions: {
    // validate: Payload then opens "Create New" as an unsaved form (with "Save draft") instead
    // of creating an empty page at once, and a draft is saved only when it is a page: a title,
    // an address and at least one block, each error named at its field. Once saved, edits
    // autosave as before (live preview follows them).
    drafts: { autosave: { interval: 800 }, validate: true, schedulePublish: true },
    maxPerDoc: 50,
  },
  access: publishedContentAccess,
  hooks: {
    beforeChange: [pageRenames.beforeChange],
    afterChange: [pageRenames.afterChange, revalidatePage.afterChange],
    afterDelete: [revalidatePage.afterDelete],
  },
  endpoints: [translationEndpoint('pages'), ...versionHistoryEndpoints('pages')],
  fields: [
    {
      // What a Spanish visitor sees of this page, and "Start the Spanish version from the English".
      name: 'translationStatus',
      type: 'ui',
      admin: {
        components: {
          Field: '/src/components/admin/translation/TranslationBanner#TranslationBanner',
        },
      },
    },
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
