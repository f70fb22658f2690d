import type { CollectionConfig } from 'payload'
import { siteRecordAccess } from '../../access'
import { ERROR_REPORT_SOURCES } from '@domain/error-reports'

const SOURCE_LABELS: Record<(typeof ERROR_REPORT_SOURCES)[number], string> = {
  crash: 'Crash screen',
  navigation: 'Navigation fallback',
  page: 'Page fallback',
  router: 'Router (whole site)',
  chunk: 'Failed code chunk',
}

/**
 * Interface crashes reported by visitors' browsers. Only the team reads them; they
 * are created only by POST /api/client-errors (validated and rate limited), never through the
 * collection's own API, and never edited.
 */
export const ErrorReports: CollectionConfig = {
  slug: 'error-reports',
  labels: { singular: 'Error report', plural: 'Error reports' },
  admin: {
    useAsTitle: 'message',
    defaultColumns: ['message', 'source', 'path', 'errorId', 'createdAt'],
    group: 'Monitoring',
    description:
      'Crashes seen in visitors’ browsers. A visitor quoting an Error ID can be matched by searching for it.',
    listSearchableFields: ['message', 'errorId', 'path'],
  },
  defaultSort: '-createdAt',
  access: siteRecordAccess,
  fields: [
    { name: 'message', type: 'text', required: true },
    {
      name: 'errorId',
      label: 'Error ID',
      type: 'text',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      index: true,
      options: ERROR_REPORT_SOURCES.map((value) => ({ label: SOURCE_LABELS[value], value })),
      admin: { position: 'sidebar' },
    },
    { name: 'path', type: 'text', admin: { position: 'sidebar' } },
    {
      name: 'customFallback',
      label: 'Custom fallback shown',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    { name: 'digest', label: 'Server error digest', type: 'text' },
    { name: 'stack', type: 'textarea' },
    { name: 'componentStack', type: 'textarea' },
    { name: 'userAgent', type: 'text' },
  ],
}
