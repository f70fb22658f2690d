import { pageBlock } from '../images'

export const FormBlock = pageBlock({
  slug: 'form',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      label: 'Which form',
      admin: { description: 'Which form to show. Edit its words under Forms.' },
    },
  ],
})
