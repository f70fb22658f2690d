import type { CollectionConfig } from 'payload'
import { teamOnly, teamOrPublished } from '../../access'
import { pageBlocks } from '../../blocks'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '../../domain/cache-tags'
import { PAGE_SLUG_PATTERN, siteUrl } from '../../domain/site'

type PageDoc = { slug?: string }

/**
 * The admin's preview of a page: /preview checks the editor's session, then shows the draft, in
 * the admin's locale (Spanish: the /es page).
 */
const previewUrl = (slug: unknown, locale: unknown) =>
  `${siteUrl()}/preview?slug=${encodeURIComponent(typeof slug === 'string' ? slug : 'home')}${
    locale === 'es' ? '&locale=es' : ''
  }`

const revalidatePage = revalidateCollection<PageDoc>((doc) => [
  CACHE_TAGS.pages,
  ...(doc.slug ? [CACHE_TAGS.page(doc.slug)] : []),
])

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    livePreview: {
      url: ({ data, locale }) => previewUrl(data?.slug, locale?.code),
    },
    preview: (data, { locale }) => previewUrl(data?.slug, locale),
  },
  versions: {
    // validate: Payload then opens "Create New" as an unsaved form (with "Save draft") instead
    // of creating an empty page at once, and a draft is saved only when it is a page: a title,
    // an address and at least one block, each error named at its field. Once saved, edits
    // autosave as before (live preview follows them).
    drafts: { autosave: { interval: 800 }, validate: true },
    maxPerDoc: 50,
  },
  access: {
    read: teamOrPublished,
    create: teamOnly,
    update: teamOnly,
    delete: teamOnly,
    readVersions: teamOnly,
  },
  hooks: {
    afterChange: [revalidatePage.afterChange],
    afterDelete: [revalidatePage.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 140, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'URL path without the leading slash: "about", "policy/privacy-policy"; "home" is /.',
      },
      validate: (value: string | null | undefined) =>
        value && PAGE_SLUG_PATTERN.test(value)
          ? true
          : 'Slug: use lowercase words joined by hyphens, with / between path parts.',
    },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      admin: { description: 'One or two sentences under the page title (pages without a hero).' },
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: pageBlocks,
      required: true,
      minRows: 1,
      // The whole layout per language: a translation may need other blocks, not just other words.
      localized: true,
    },
    {
      name: 'seo',
      type: 'group',
      label: 'Search & sharing',
      fields: [
        { name: 'title', type: 'text', maxLength: 70, localized: true },
        { name: 'description', type: 'textarea', maxLength: 200, localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'noIndex', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
