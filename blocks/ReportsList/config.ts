import type { Block } from 'payload'
import { REPORT_KINDS } from '../../domain/reports'
import { anchorField } from '../../fields/anchor'

export const ReportsListBlock: Block = {
  slug: 'reportsList',
  interfaceName: 'ReportsListBlock',
  labels: { singular: 'Reports list', plural: 'Reports lists' },
  fields: [
    anchorField,
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'kinds',
      type: 'select',
      hasMany: true,
      options: Object.entries(REPORT_KINDS).map(([value, label]) => ({ label, value })),
      admin: { description: 'Which kinds of report to list. Empty: all of them.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 50,
      admin: { description: 'Show at most this many (newest first). Empty: all.' },
    },
    {
      name: 'emptyMessage',
      type: 'text',
      defaultValue: 'No reports have been published here yet.',
    },
  ],
}
