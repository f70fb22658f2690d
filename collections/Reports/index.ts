import type { CollectionConfig } from 'payload'
import { publishedContentAccess } from '../../access'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { REPORT_KINDS } from '@domain/reports'

const revalidateReports = revalidateCollection(() => [CACHE_TAGS.reports])

/** Annual reports and financial filings listed on /annual-reports and /financial-transparency. */
export const Reports: CollectionConfig = {
  slug: 'reports',
  labels: { singular: 'Report', plural: 'Reports' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'year', 'kind', '_status', 'updatedAt'],
    group: 'Content',
    description:
      'Annual reports, Form 990 filings and audited statements, each with its PDF. Listed newest year first.',
  },
  defaultSort: '-year',
  versions: { drafts: true, maxPerDoc: 20 },
  access: publishedContentAccess,
  hooks: {
    afterChange: [revalidateReports.afterChange],
    afterDelete: [revalidateReports.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 140 },
    {
      type: 'row',
      fields: [
        {
          name: 'year',
          type: 'number',
          required: true,
          min: 2019,
          max: 2100,
          admin: { description: 'The year the report covers (fiscal or calendar).' },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'annual-report',
          options: Object.entries(REPORT_KINDS).map(([value, label]) => ({ label, value })),
        },
      ],
    },
    {
      name: 'summary',
      type: 'textarea',
      maxLength: 600,
      admin: { description: 'Two or three sentences on what the document covers.' },
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: { mimeType: { equals: 'application/pdf' } },
      admin: { description: 'The PDF people download. Upload it to Media first, or here.' },
    },
    {
      name: 'keyFigures',
      type: 'array',
      maxRows: 6,
      labels: { singular: 'Key figure', plural: 'Key figures' },
      admin: { description: 'Optional figures shown with the report. Only verified numbers.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'value',
              type: 'text',
              required: true,
              maxLength: 30,
              admin: { description: 'e.g. 60,000+' },
            },
            { name: 'label', type: 'text', required: true, maxLength: 80 },
          ],
        },
      ],
    },
  ],
}
