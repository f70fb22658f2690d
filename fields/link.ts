import type { Field } from 'payload'
import { LINK_KINDS } from '@domain/url'
import { urlValidation } from './url'

export const hrefField = (name = 'href', required = true, description?: string): Field => ({
  name,
  type: 'text',
  required,
  admin: description ? { description } : undefined,
  ...urlValidation('Link', LINK_KINDS, { required }),
})

/** A labelled button/link used by blocks and menus. */
export const actionFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  hrefField(),
  {
    name: 'external',
    type: 'checkbox',
    defaultValue: false,
    label: 'Opens an external site in a new tab',
  },
  {
    name: 'style',
    type: 'select',
    defaultValue: 'primary',
    options: [
      { label: 'Primary', value: 'primary' },
      { label: 'Secondary', value: 'secondary' },
    ],
  },
]
