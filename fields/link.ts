import type { Field } from 'payload'

const hrefValidate = (value: string | null | undefined) => {
  if (!value) return 'Link: enter a path like /about or a full https:// address.'
  if (/^\/(?!\/)/.test(value) || /^https?:\/\//.test(value) || /^(mailto|tel|sms):/.test(value))
    return true
  return 'Link: enter a path starting with / or a full https:// address.'
}

export const hrefField = (name = 'href', required = true, description?: string): Field => ({
  name,
  type: 'text',
  required,
  admin: description ? { description } : undefined,
  validate: (value: string | null | undefined) =>
    !required && !value ? true : hrefValidate(value),
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
