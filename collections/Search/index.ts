import { searchPlugin } from '@payloadcms/plugin-search'
import type { Field } from 'payload'
import { adminOnly, teamOrSite } from '../../access'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { SEARCHED, type Searched, searchEntry } from './entry'

const revalidateSearch = revalidateCollection(() => [CACHE_TAGS.search])

const readOnly = (name: string, label: string, type: 'text' | 'textarea' = 'text'): Field =>
  ({ name, type, label, admin: { readOnly: true } }) as Field

/**
 * What visitors' search finds (/search), kept by Payload's search plugin: one row per published
 * page, story, crisis line, report and event, made again on every publish, removed when it is
 * unpublished or deleted (drafts are never in it). The plugin indexes one language per save; a
 * row holds every language of LOCALES, read from the document itself (./entry.ts), so its own
 * localization is off.
 */
export const search = searchPlugin({
  collections: [...SEARCHED],
  localize: false,
  syncDrafts: false,
  deleteDrafts: true,
  defaultPriorities: { 'crisis-resources': 30, pages: 20, events: 15, stories: 10, reports: 10 },
  beforeSync: async ({ collectionSlug, originalDoc, payload, req, searchDoc }) => {
    const collection = collectionSlug as Searched
    // Every language in one read: reads of one document in two locales within one request
    // are answered from Payload's per-request loader as the first one.
    const doc = await payload.findByID({
      collection,
      id: originalDoc.id,
      locale: 'all',
      depth: 0,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!doc) return searchDoc
    return { ...searchDoc, ...searchEntry(collection, doc) }
  },
  searchOverrides: {
    labels: { singular: 'Search entry', plural: 'Search index' },
    admin: {
      group: 'Monitoring',
      defaultColumns: ['title', 'kind', 'path', 'priority'],
      description:
        'What the site search finds: every published page, story, crisis line, report and event, made again each time one is published and removed when it is unpublished or deleted. Visitors’ searches are never kept.',
    },
    access: { read: teamOrSite, create: () => false, update: adminOnly, delete: adminOnly },
    hooks: {
      afterChange: [revalidateSearch.afterChange],
      afterDelete: [revalidateSearch.afterDelete],
    },
    fields: ({ defaultFields }) => [
      ...defaultFields,
      {
        name: 'kind',
        type: 'select',
        label: 'Kind',
        options: [
          { label: 'Page', value: 'pages' },
          { label: 'Story', value: 'stories' },
          { label: 'Crisis line', value: 'crisis-resources' },
          { label: 'Report', value: 'reports' },
          { label: 'Event', value: 'events' },
        ],
        admin: { readOnly: true },
      },
      readOnly('path', 'Address'),
      {
        name: 'languages',
        type: 'array',
        admin: { readOnly: true },
        fields: [
          readOnly('locale', 'Language'),
          readOnly('title', 'Title'),
          readOnly('text', 'Text', 'textarea'),
          { name: 'match', type: 'textarea', admin: { hidden: true } },
        ],
      },
    ],
  },
})
