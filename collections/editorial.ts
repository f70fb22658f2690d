import type { CollectionConfig, Field } from 'payload'
import { previewLocaleQuery } from '@domain/i18n/locales'
import { siteUrl } from '@domain/site'
import { publishedContentAccess } from '../access'
import { translationEndpoint } from '../endpoints/translation'
import { versionHistoryEndpoints } from '../endpoints/versionHistory'

/**
 * What pages, stories and events share: drafts that autosave, scheduled publishing, the admin's
 * preview and live preview (/preview checks the editor's session, then shows the draft in the
 * admin's language), the translation and history endpoints, published-only reads for visitors,
 * and the translation banner on top of the form. `previewPath`: the site path a document's
 * address previews, null for none. Spread first in the collection, which adds to `admin`.
 */
export function editorial(
  slug: 'pages' | 'stories' | 'events',
  previewPath: (slug: unknown) => string | null,
  moreControls: string[] = [],
) {
  const previewUrl = (slug: unknown, locale: unknown) => {
    const path = previewPath(slug)
    return path === null
      ? null
      : `${siteUrl()}/preview?slug=${encodeURIComponent(path)}${previewLocaleQuery(locale)}`
  }
  return {
    admin: {
      livePreview: { url: ({ data, locale }) => previewUrl(data?.slug, locale?.code) ?? '' },
      preview: (data, { locale }) => previewUrl(data?.slug, locale),
      components: {
        edit: {
          // Payload's button; its schedule drawer preselects "Publish" for a never-published draft.
          PublishButton: '/src/components/admin/SchedulePublishButton#SchedulePublishButton',
          // An autosave that was refused says so.
          beforeDocumentControls: [
            '/src/components/admin/RefusedSaveNotice#RefusedSaveNotice',
            ...moreControls,
          ],
        },
      },
    },
    endpoints: [translationEndpoint(slug), ...versionHistoryEndpoints(slug)],
    // Links to them (menus, buttons, cards) read the document's address and title only.
    defaultPopulate: { slug: true, title: true },
    versions: {
      // validate: Payload then opens "Create New" as an unsaved form (with "Save draft") instead
      // of creating an empty document at once, and a draft is saved only when it is whole, each
      // error named at its field. Once saved, edits autosave (live preview follows them).
      drafts: { autosave: { interval: 800 }, validate: true, schedulePublish: true },
      maxPerDoc: 50,
    },
    access: publishedContentAccess,
  } satisfies Partial<CollectionConfig> & { admin: CollectionConfig['admin'] }
}

/** What a visitor of another language sees, and "Start the … version from the English". */
export const translationStatusField: Field = {
  name: 'translationStatus',
  type: 'ui',
  admin: {
    components: { Field: '/src/components/admin/translation/TranslationBanner#TranslationBanner' },
  },
}
