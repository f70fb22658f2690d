import type { Block } from 'payload'
import { advanced, anchorField } from '../../fields/anchor'
import { actionFields } from '../../fields/link'
import { actionsLabel, blockImage } from '../images'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  ...blockImage('callToAction'),
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      label: 'Heading',
      admin: { description: 'The ask, e.g. "Join our volunteers".' },
    },
    { name: 'body', type: 'textarea', label: 'Text (optional)' },
    {
      name: 'actions',
      type: 'array',
      label: 'Buttons',
      labels: { singular: 'Button', plural: 'Buttons' },
      minRows: 1,
      maxRows: 3,
      admin: actionsLabel,
      fields: actionFields,
    },
    advanced(anchorField),
  ],
}
