import type { CollectionConfig } from 'payload'
import { anyone, teamOnly } from '../../access'

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: teamOnly, update: teamOnly, delete: teamOnly },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'application/pdf'],
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
