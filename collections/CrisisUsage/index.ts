import type { CollectionConfig } from 'payload'
import { siteRecordAccess } from '../../access'
import { CRISIS_USAGE_EVENT_LABELS, USAGE_EVENTS } from '@domain/crisis/usage'

/**
 * Anonymous daily counts of crisis help used: one row per UTC day, event and line. Written only
 * by POST /api/crisis-counts (one atomic upsert per press, see ./record.ts); the team reads them
 * on the dashboard. No timestamps (createdAt/updatedAt would tell the time of a press), no
 * addresses, no browser details.
 */
export const CrisisUsage: CollectionConfig = {
  slug: 'crisis-usage',
  labels: { singular: 'Crisis help count', plural: 'Crisis help counts' },
  timestamps: false,
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'event', 'line', 'count'],
    group: 'Monitoring',
    description:
      'How often crisis help was used, per day (UTC). Anonymous: nothing about who pressed is kept, and browsers asking not to be tracked are not counted.',
  },
  defaultSort: '-day',
  indexes: [{ fields: ['day', 'event', 'line'], unique: true }],
  access: siteRecordAccess,
  fields: [
    { name: 'day', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'event',
      type: 'select',
      required: true,
      options: USAGE_EVENTS.map((value) => ({
        label: CRISIS_USAGE_EVENT_LABELS[value],
        value,
      })),
      admin: { readOnly: true },
    },
    {
      name: 'line',
      label: 'Crisis line (slug)',
      type: 'text',
      defaultValue: '',
      admin: { readOnly: true, description: 'Empty for the dialog and page counts.' },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
  ],
}
