import type { CollectionConfig, Field } from 'payload'
import { teamOrSite, teamOnly } from '../../access'
import { linkFields } from '../../fields/link'
import { authorFields } from '../../fields/history'
import { rowLabel } from '../../fields/row-label'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'

export const MENU_KEYS = ['about', 'services', 'initiatives', 'resources', 'get-involved'] as const
export const MENU_BADGES = ['Featured', 'Popular', 'New', 'Free', 'Support Us'] as const

const revalidateMenus = revalidateCollection(() => [CACHE_TAGS.menus])

const MENU_NAMES: Record<(typeof MENU_KEYS)[number], string> = {
  about: 'About',
  services: 'Services',
  initiatives: 'Initiatives',
  resources: 'Resources',
  'get-involved': 'Get involved',
}

const itemFields: Field[] = [
  {
    name: 'name',
    type: 'text',
    required: true,
    localized: true,
    label: 'Link text',
    admin: { description: 'What visitors click, e.g. "Our Mission".' },
  },
  ...linkFields({ label: 'Menu link' }),
  {
    name: 'description',
    type: 'text',
    localized: true,
    label: 'Short description (optional)',
    admin: { description: 'One line under the link text, e.g. "Why belonging matters".' },
  },
  {
    type: 'collapsible',
    label: 'More options',
    admin: { initCollapsed: true },
    fields: [
      {
        name: 'external',
        type: 'checkbox',
        defaultValue: false,
        label: 'Open in a new tab',
        admin: { description: 'For links to other websites.' },
      },
      {
        name: 'badge',
        type: 'select',
        label: 'Badge (optional)',
        options: MENU_BADGES.map((b) => ({ label: b, value: b })),
        admin: { description: 'A small tag shown next to the link text.' },
      },
    ],
  },
]

export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: { singular: 'Menu', plural: 'Menus' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'buttonLabel', 'showInHeader', 'order'],
    group: 'Navigation',
    description:
      'The menus of the header (on a computer) and of the mobile menu. Each menu has sections of links. Changes show on the site within seconds.',
    // Sections and links the editor adds open; saved ones stay folded.
    components: {
      edit: { beforeDocumentControls: ['/src/components/admin/OpenNewRows#OpenNewRows'] },
    },
  },
  defaultSort: 'order',
  access: { read: teamOrSite, create: teamOnly, update: teamOnly, delete: teamOnly },
  hooks: {
    afterChange: [revalidateMenus.afterChange],
    afterDelete: [revalidateMenus.afterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: 'Menu heading',
      admin: { description: 'Shown at the top of the open menu, e.g. "Services & Programs".' },
    },
    {
      name: 'buttonLabel',
      type: 'text',
      required: true,
      localized: true,
      label: 'Header button text',
      admin: { description: 'The short word in the header that opens this menu, e.g. "Services".' },
    },
    ...linkFields({
      label: 'Menu heading link',
      description: 'Where the menu heading itself leads, e.g. the Services page.',
    }),
    {
      name: 'sections',
      type: 'array',
      label: 'Sections',
      labels: { singular: 'Section', plural: 'Sections' },
      minRows: 1,
      required: true,
      admin: {
        initCollapsed: true,
        description:
          'Columns of links in the open menu. Click a section to open it; drag ⠿ to reorder.',
        components: {
          RowLabel: rowLabel({
            titleField: 'title',
            noun: 'Section',
            countField: 'items',
            countNoun: ['link', 'links'],
          }),
        },
      },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          localized: true,
          label: 'Section heading',
          admin: { description: 'e.g. "Who We Are".' },
        },
        {
          name: 'items',
          type: 'array',
          label: 'Links',
          labels: { singular: 'Link', plural: 'Links' },
          minRows: 1,
          required: true,
          admin: {
            initCollapsed: true,
            components: { RowLabel: rowLabel({ titleField: 'name', noun: 'Link' }) },
          },
          fields: itemFields,
        },
      ],
    },
    {
      name: 'featured',
      type: 'group',
      label: 'Featured card (optional)',
      admin: {
        description:
          'A highlighted card with a "Learn more" button beside the links. Leave the title empty for none.',
      },
      fields: [
        { name: 'title', type: 'text', localized: true, label: 'Card title' },
        { name: 'description', type: 'textarea', localized: true, label: 'Card text' },
        ...linkFields({ label: 'Card link', required: false }),
      ],
    },
    {
      name: 'showInHeader',
      type: 'checkbox',
      defaultValue: true,
      label: 'Show in the header',
      admin: {
        position: 'sidebar',
        description: 'Off: the menu shows only in the mobile menu.',
        components: {
          Cell: {
            path: '/src/components/admin/YesNoCell#YesNoCell',
            clientProps: { yes: 'Yes, and in the mobile menu', no: 'No, mobile menu only' },
          },
        },
      },
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: 'Position',
      admin: {
        position: 'sidebar',
        description: 'Menus are shown from the lowest number to the highest (10, 20, 30…).',
      },
    },
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      label: 'Menu slot',
      options: MENU_KEYS.map((k) => ({ label: MENU_NAMES[k], value: k })),
      admin: {
        position: 'sidebar',
        description:
          "Which of the five menus of the site this is; each can be used once. It names the menu for the site's code and never shows to visitors.",
      },
    },
    ...authorFields,
  ],
}
