import type { Block } from 'payload'
import { anchorField } from '../../fields/anchor'
import { actionFields } from '../../fields/link'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    anchorField,
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    { name: 'actions', type: 'array', minRows: 1, maxRows: 3, fields: actionFields },
  ],
}
