import { REPORT_KINDS } from '@domain/reports'
import { pageBlock } from '../images'

export const ReportsListBlock = pageBlock({
  slug: 'reportsList',
  labels: { singular: 'Reports list', plural: 'Reports lists' },
  fields: [
    { name: 'heading', type: 'text', label: 'Heading (optional)' },
    { name: 'intro', type: 'textarea', label: 'Text under the heading (optional)' },
    {
      name: 'kinds',
      type: 'select',
      hasMany: true,
      label: 'Kinds of report',
      options: Object.entries(REPORT_KINDS).map(([value, label]) => ({ label, value })),
      admin: { description: 'Which kinds of report to list. Empty: all of them.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 50,
      label: 'How many',
      admin: { description: 'Show at most this many (newest first). Empty: all.' },
    },
    {
      name: 'emptyMessage',
      type: 'text',
      label: 'Text when there are none yet',
      defaultValue: 'No reports have been published here yet.',
    },
  ],
})
