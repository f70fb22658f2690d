import { statSync } from 'node:fs'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { filesOrTeamOrSite, teamOnly } from '../../access'
import { CACHE_TAGS } from '@domain/cache-tags'
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

// Pages show an image's alt text and sizes.
const revalidateMedia = revalidateCollection(() => [CACHE_TAGS.media, CACHE_TAGS.pages])

export const Media: CollectionConfig = {
  slug: 'media',
  hooks: {
    // Stored under the extension of the type its bytes are (./detected-type.ts).
    beforeOperation: [storeUnderDetectedType],
    afterChange: [revalidateMedia.afterChange],
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
      admin: { description: 'Describe the image for people who cannot see it.' },
    },
    { name: 'caption', type: 'text' },
  ],
}
