import type { Block } from 'payload'
import { anchorField } from '../../fields/anchor'
import { actionFields } from '../../fields/link'

/** A titled section of prose. With an anchor it is the target of links like /about#team. */
export const RichTextSectionBlock: Block = {
  slug: 'richTextSection',
  interfaceName: 'RichTextSectionBlock',
  labels: { singular: 'Text section', plural: 'Text sections' },
  fields: [
    anchorField,
    { name: 'heading', type: 'text' },
    { name: 'content', type: 'richText', required: true },
    { name: 'actions', type: 'array', maxRows: 3, fields: actionFields },
  ],
}
