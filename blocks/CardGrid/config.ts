import { linkFields, whenAddress } from '../../fields/link'
import { rowLabel } from '../../fields/row-label'
import { pageBlock } from '../images'

export const CARD_ICONS = [
  'heart',
  'users',
  'book',
  'message',
  'compass',
  'wrench',
  'hand',
  'shield',
  'calendar',
  'mic',
  'mail',
  'sparkles',
  'file',
  'graduation',
] as const

export const CardGridBlock = pageBlock({
  slug: 'cardGrid',
  labels: { singular: 'Card grid', plural: 'Card grids' },
  fields: [
    { name: 'heading', type: 'text', label: 'Heading (optional)' },
    { name: 'intro', type: 'textarea', label: 'Text under the heading (optional)' },
    {
      name: 'cards',
      type: 'array',
      label: 'Cards',
      labels: { singular: 'Card', plural: 'Cards' },
      minRows: 1,
      required: true,
      admin: {
        initCollapsed: true,
        components: { RowLabel: rowLabel({ titleField: 'title', noun: 'Card' }) },
      },
      fields: [
        { name: 'title', type: 'text', required: true, label: 'Card title' },
        { name: 'description', type: 'textarea', required: true, label: 'Card text' },
        {
          name: 'icon',
          type: 'select',
          label: 'Icon (optional)',
          options: CARD_ICONS.map((v) => ({ label: v[0].toUpperCase() + v.slice(1), value: v })),
        },
        ...linkFields({ label: 'Card link', required: false }),
        {
          name: 'linkLabel',
          type: 'text',
          label: 'Link text (optional)',
          admin: {
            description: 'Empty: "Learn more".',
            condition: (_data, sibling) =>
              Boolean(sibling?.linkType && sibling.linkType !== 'none'),
          },
        },
        {
          name: 'external',
          type: 'checkbox',
          defaultValue: false,
          label: 'Open in a new tab',
          admin: { condition: whenAddress },
        },
      ],
    },
  ],
})
