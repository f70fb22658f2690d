import { rowLabel } from '../../fields/row-label'
import { pageBlock } from '../images'

export const FaqBlock = pageBlock({
  slug: 'faq',
  labels: { singular: 'Questions and answers', plural: 'Questions and answers' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      label: 'Heading',
      defaultValue: 'Frequently asked questions',
    },
    {
      name: 'items',
      type: 'array',
      label: 'Questions',
      labels: { singular: 'Question', plural: 'Questions' },
      minRows: 1,
      required: true,
      admin: {
        initCollapsed: true,
        components: { RowLabel: rowLabel({ titleField: 'question', noun: 'Question' }) },
      },
      fields: [
        { name: 'question', type: 'text', required: true, label: 'Question' },
        { name: 'answer', type: 'textarea', required: true, label: 'Answer' },
      ],
    },
  ],
})
