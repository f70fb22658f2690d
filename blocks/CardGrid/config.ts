import type { Block } from 'payload'
import { anchorField } from '../../fields/anchor'
import { hrefField } from '../../fields/link'

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

export const CardGridBlock: Block = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  labels: { singular: 'Card grid', plural: 'Card grids' },
  fields: [
    anchorField,
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'icon', type: 'select', options: CARD_ICONS.map((v) => ({ label: v, value: v })) },
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
        hrefField('href', false),
        { name: 'linkLabel', type: 'text' },
        { name: 'external', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
