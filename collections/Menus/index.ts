import type { CollectionConfig } from 'payload'
import { anyone, teamOnly } from '../../access'
import { hrefField } from '../../fields/link'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '../../domain/cache-tags'

export const MENU_KEYS = ['about', 'services', 'initiatives', 'resources', 'get-involved'] as const
export const MENU_BADGES = ['Featured', 'Popular', 'New', 'Free', 'Support Us'] as const

const revalidateMenus = revalidateCollection(() => [CACHE_TAGS.menus])

export const Menus: CollectionConfig = {
  slug: 'menus',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'showInHeader', 'order'],
    group: 'Navigation',
    description:
      'Mega menus in the desktop header and the groups of the mobile menu. Changes show on the site within seconds.',
  },
  defaultSort: 'order',
  access: { read: anyone, create: teamOnly, update: teamOnly, delete: teamOnly },
  hooks: {
    afterChange: [revalidateMenus.afterChange],
    afterDelete: [revalidateMenus.afterDelete],
  },
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      options: MENU_KEYS.map((k) => ({ label: k, value: k })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'e.g. "Services & Programs"' },
    },
    {
      name: 'buttonLabel',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'Short label of the header button, e.g. "Services".' },
    },
    hrefField('href', true, 'Where the group itself leads, e.g. /services.'),
    {
      name: 'showInHeader',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Off: only in the mobile menu.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'sections',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        {
          name: 'items',
          type: 'array',
          minRows: 1,
          required: true,
          fields: [
            { name: 'name', type: 'text', required: true, localized: true },
            hrefField('href'),
            { name: 'description', type: 'text', localized: true },
            { name: 'external', type: 'checkbox', defaultValue: false },
            {
              name: 'badge',
              type: 'select',
              options: MENU_BADGES.map((b) => ({ label: b, value: b })),
            },
          ],
        },
      ],
    },
    {
      name: 'featured',
      type: 'group',
      admin: { description: 'Optional featured card with a Learn More button.' },
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
        hrefField('href', false),
      ],
    },
  ],
}
