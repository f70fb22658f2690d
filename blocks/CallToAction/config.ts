import { actionsField, pageBlock } from '../images'

export const CallToActionBlock = pageBlock({
  slug: 'callToAction',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      label: 'Heading',
      admin: { description: 'The ask, e.g. "Join our volunteers".' },
    },
    { name: 'body', type: 'textarea', label: 'Text (optional)' },
    actionsField(1),
  ],
})
