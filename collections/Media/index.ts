import { statSync } from 'node:fs'
import path from 'node:path'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeReadHook,
  CollectionConfig,
} from 'payload'
import { filesOrTeamOrSite, teamOnly } from '../../access'
import { CACHE_TAGS } from '@domain/cache-tags'
import { DEFAULT_LOCALE, isLocale } from '@domain/i18n/locales'
import { revalidateCollection } from '../../revalidation'
import { MEDIA_MIME_TYPES, storeUnderDetectedType } from './detected-type'

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024
const STATIC_DIR = 'media'

type UploadHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number]

/** A file that is not there is a 404 for the visitor, not Payload's 500 "missing on the disk". */
const missingFileIsNotFound: UploadHandler = (req, { params }) => {
  // Files in a bucket (payload.config.ts, S3_BUCKET): the storage plugin's handler serves them.
  if (req.payload.collections.media?.config.upload.disableLocalStorage) return
  const dir = path.resolve(STATIC_DIR)
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep)) return // Payload refuses paths outside the folder.
  if (!statSync(file, { throwIfNoEntry: false })?.isFile())
    return Response.json(
      { errors: [{ message: 'Not Found: there is no such file.' }] },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
}

type ModifyResponseHeaders = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['modifyResponseHeaders']
>

/** The types a browser may show in the page: the pictures. */
const SHOWN_INLINE = new Set<string>(MEDIA_MIME_TYPES.filter((type) => type.startsWith('image/')))

/**
 * Every file but a picture — a PDF — is served as a download (`Content-Disposition: attachment`),
 * from the disk and from a bucket alike (Payload and the storage plugin both call this): a browser
 * then never opens one inside the site's origin, where a script or form in it would run with the
 * site's address in the bar. A type not known here is a download too.
 */
const downloadUnlessPicture: ModifyResponseHeaders = ({ headers }) => {
  const type = (headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase()
  if (!SHOWN_INLINE.has(type)) headers.set('Content-Disposition', 'attachment')
  return headers
}

// Pages show an image's alt text and sizes.
const revalidateMedia = revalidateCollection(() => [CACHE_TAGS.media, CACHE_TAGS.pages])

/**
 * A picture first described in Spanish (uploaded from a page's Spanish edit screen) gets the same
 * description in English until someone writes the English one: the English page never shows it
 * without one.
 */
const describeInEnglishToo: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !req.locale || req.locale === DEFAULT_LOCALE) return doc
  await req.payload.update({
    collection: 'media',
    id: doc.id,
    locale: DEFAULT_LOCALE,
    data: { alt: doc.alt, caption: doc.caption ?? null },
    overrideAccess: true,
    req,
  })
  return doc
}

/**
 * Which language a read's description is in (`altLanguage`): the read's own, or the default
 * language's where the picture has none in it yet (Payload then falls back to it). A page shown
 * in English under the "not translated" notice (`lang` of the default language) still shows a
 * picture's Spanish description, and the picture says so with its own `lang`; a Spanish page
 * showing the English description meanwhile says that. Read before Payload picks one language of
 * the stored description, while it still has every language's.
 */
const markAltLanguage: CollectionBeforeReadHook = ({ doc, req }) => {
  const alt: unknown = doc.alt
  if (!alt || typeof alt !== 'object' || !isLocale(req.locale)) return doc
  const words = alt as Record<string, unknown>
  const has = (locale: string) => typeof words[locale] === 'string' && !!words[locale].trim()
  const altLanguage = has(req.locale) ? req.locale : has(DEFAULT_LOCALE) ? DEFAULT_LOCALE : null
  return { ...doc, altLanguage }
}

export const Media: CollectionConfig = {
  slug: 'media',
  hooks: {
    // Stored under the extension of the type its bytes are (./detected-type.ts).
    beforeOperation: [storeUnderDetectedType],
    beforeRead: [markAltLanguage],
    afterChange: [describeInEnglishToo, revalidateMedia.afterChange],
    afterDelete: [revalidateMedia.afterDelete],
  },
  admin: {
    group: 'Content',
    useAsTitle: 'alt',
    // The file column shows each picture's thumbnail; storage details (prefix, object key) stay out.
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
  },
  access: { read: filesOrTeamOrSite, create: teamOnly, update: teamOnly, delete: teamOnly },
  upload: {
    staticDir: STATIC_DIR,
    handlers: [missingFileIsNotFound],
    modifyResponseHeaders: downloadUnlessPicture,
    mimeTypes: MEDIA_MIME_TYPES,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 768, height: undefined },
      { name: 'hero', width: 1600, height: undefined },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 250,
      localized: true,
      admin: {
        description:
          'Describe the image for people who cannot see it, in the language chosen at the top: Spanish pages read the Spanish description (the English one until it is written). Up to 250 characters.',
      },
    },
    { name: 'caption', type: 'text', localized: true },
    {
      // Set on every read (markAltLanguage above); never stored.
      name: 'altLanguage',
      type: 'text',
      virtual: true,
      admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    },
  ],
}
