import type { Block } from 'payload'
import { anchorField } from '../../fields/anchor'

export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    anchorField,
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: { description: 'Which form to show. Edit its words under Forms.' },
    },
  ],
}
