import { actionsField, pageBlock } from '../images'

/** A titled section of prose. With an anchor it is the target of links like /about#team. */
export const RichTextSectionBlock = pageBlock({
  slug: 'richTextSection',
  labels: { singular: 'Text section', plural: 'Text sections' },
  fields: [
    { name: 'heading', type: 'text', label: 'Heading (optional)' },
    { name: 'content', type: 'richText', required: true, label: 'Text' },
    actionsField(),
  ],
})
