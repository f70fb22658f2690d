import type { Block } from 'payload'
import { advanced, anchorField } from '../../fields/anchor'
import { blockImage } from '../images'

export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  ...blockImage('form'),
  fields: [
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      label: 'Which form',
      admin: { description: 'Which form to show. Edit its words under Forms.' },
    },
    advanced(anchorField),
  ],
}
