import type { Block } from 'payload'
import { advanced, anchorField } from '../../fields/anchor'
import { actionFields } from '../../fields/link'
import { actionsLabel, blockImage } from '../images'

/** A titled section of prose. With an anchor it is the target of links like /about#team. */
export const RichTextSectionBlock: Block = {
  slug: 'richTextSection',
  interfaceName: 'RichTextSectionBlock',
  labels: { singular: 'Text section', plural: 'Text sections' },
  ...blockImage('richTextSection'),
  fields: [
    { name: 'heading', type: 'text', label: 'Heading (optional)' },
    { name: 'content', type: 'richText', required: true, label: 'Text' },
    {
      name: 'actions',
      type: 'array',
      label: 'Buttons (optional)',
      labels: { singular: 'Button', plural: 'Buttons' },
      maxRows: 3,
      admin: actionsLabel,
      fields: actionFields,
    },
    advanced(anchorField),
  ],
}
