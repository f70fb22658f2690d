import type { Field, GlobalConfig } from 'payload'
import { adminOnly, teamOrSite, teamFieldOnly } from '../../access'
import { linkFields } from '../../fields/link'
import { rowLabel } from '../../fields/row-label'
import { urlValidation } from '../../fields/url'
import { revalidateGlobal } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { HTTPS_ONLY, WEB_KINDS } from '@domain/url'

export const SOCIAL_PLATFORMS = ['Facebook', 'Instagram', 'LinkedIn', 'Twitter'] as const

/**
 * The footer's columns of links, per language as the menus are: a link picks a page (it follows
 * the page when its address changes) or takes an address. The "Legal & Connect" column beside
 * them (policies, the team's sign-in, social links) is the site's own.
 */
const footerColumns: Field = {
  name: 'footerColumns',
  type: 'array',
  label: 'Footer link columns',
  labels: { singular: 'Column', plural: 'Columns' },
  maxRows: 6,
  admin: {
    initCollapsed: true,
    description:
      'The columns of links at the bottom of every page, shown before the "Legal & Connect" column (policies and the team\'s sign-in, which the site keeps itself). Three fit in one row on a computer. Click a column to open it; drag ⠿ to reorder. Headings and link texts are per language: switch to Español at the top of the screen to write the Spanish; where it is left empty, the English shows.',
    components: {
      RowLabel: rowLabel({
        titleField: 'title',
        noun: 'Column',
        countField: 'links',
        countNoun: ['link', 'links'],
      }),
    },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: 'Column heading',
      admin: {
        description:
          'e.g. "Resources". Screen readers also announce it as the name of this group of links.',
      },
    },
    {
      name: 'links',
      type: 'array',
      label: 'Links',
      labels: { singular: 'Link', plural: 'Links' },
      minRows: 1,
      required: true,
      admin: {
        initCollapsed: true,
        components: { RowLabel: rowLabel({ titleField: 'label', noun: 'Link' }) },
      },
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          localized: true,
          label: 'Link text',
          admin: { description: 'What visitors click, e.g. "Annual Reports".' },
        },
        ...linkFields({ label: 'Footer link' }),
      ],
    },
  ],
}

/**
 * Organisation-wide settings. The site reads them (visitors get the public part through
 * /api/web/settings/public), except the fields marked private (staff notification address,
 * retention); only admins change them.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: 'Settings',
    // Columns and links the editor adds open; saved ones stay folded.
    components: {
      elements: { beforeDocumentControls: ['/src/components/admin/OpenNewRows#OpenNewRows'] },
    },
  },
  access: { read: teamOrSite, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.siteSettings])] },
  fields: [
    {
      name: 'whoCanChange',
      type: 'ui',
      admin: { components: { Field: '/src/components/admin/SettingsWhoCanChange#WhoCanChange' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Organisation',
          fields: [
            { name: 'siteName', type: 'text', required: true },
            { name: 'tagline', type: 'text', localized: true },
            {
              name: 'foundingYear',
              type: 'number',
              required: true,
              defaultValue: 2019,
              min: 1800,
              admin: {
                description:
                  'The year the organisation began. Years of service are counted from it: write {years} in a stats heading or intro, or tick "Years since founding" on a stat.',
              },
              validate: (value: number | null | undefined) =>
                typeof value === 'number' && value >= 1800 && value <= new Date().getUTCFullYear()
                  ? true
                  : 'Founding year: a year from 1800 to this year.',
            },
            { name: 'contactEmail', type: 'email', required: true },
            {
              name: 'phoneNumber',
              type: 'text',
              required: true,
              admin: {
                description:
                  'As shown, e.g. (555) 010-0199. Shown in the site header, the footer and the mobile menu, where tapping it calls the number.',
              },
            },
            { name: 'mailingAddress', type: 'textarea', required: true },
            {
              name: 'nationwideNote',
              type: 'text',
              localized: true,
              defaultValue: 'Serving LGBTQ+ communities nationwide',
            },
            {
              name: 'donationUrl',
              type: 'text',
              required: true,
              ...urlValidation('Donation URL', HTTPS_ONLY, { required: true }),
            },
          ],
        },
        {
          label: 'Stats',
          fields: [
            {
              name: 'stats',
              type: 'array',
              maxRows: 6,
              fields: [
                {
                  name: 'value',
                  type: 'text',
                  admin: {
                    description: 'e.g. 60,000+',
                    condition: (_, sibling) => !sibling?.yearsSinceFounding,
                  },
                  validate: (
                    value: string | null | undefined,
                    { siblingData }: { siblingData: Record<string, unknown> },
                  ) =>
                    value || siblingData?.yearsSinceFounding
                      ? true
                      : 'Value: the figure to show, e.g. 60,000+.',
                },
                {
                  name: 'yearsSinceFounding',
                  type: 'checkbox',
                  label: 'Years since founding (counts itself, e.g. 6+)',
                  defaultValue: false,
                },
                {
                  name: 'label',
                  type: 'text',
                  required: true,
                  localized: true,
                  admin: {
                    description:
                      'May use {foundingYear}, e.g. "Years of service, since {foundingYear}".',
                  },
                },
                { name: 'showInFooter', type: 'checkbox', defaultValue: false },
              ],
            },
          ],
        },
        {
          label: 'Footer & social',
          fields: [
            { name: 'nonprofitStatement', type: 'textarea', required: true, localized: true },
            { name: 'copyrightHolder', type: 'text', required: true },
            footerColumns,
            {
              name: 'socialLinks',
              type: 'array',
              maxRows: 8,
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  required: true,
                  options: SOCIAL_PLATFORMS.map((p) => ({ label: p, value: p })),
                },
                {
                  name: 'url',
                  type: 'text',
                  required: true,
                  ...urlValidation('Profile address', WEB_KINDS, { required: true }),
                },
              ],
            },
          ],
        },
        {
          label: 'Integrations',
          fields: [
            {
              name: 'analyticsMeasurementId',
              type: 'text',
              admin: {
                description:
                  'Analytics measurement id (e.g. G-XXXXXXX). Empty: analytics is off. Never loaded on crisis content or without consent.',
              },
              validate: (v: string | null | undefined) =>
                !v || /^G-[A-Z0-9]{4,}$/.test(v) ? true : 'Measurement id: looks like G-XXXXXXX.',
            },
          ],
        },
        {
          label: 'Staff (private)',
          fields: [
            {
              name: 'notificationEmail',
              type: 'email',
              access: { read: teamFieldOnly },
              admin: { description: 'Where contact and volunteer submissions are sent.' },
            },
            {
              name: 'submissionRetentionDays',
              type: 'number',
              defaultValue: 365,
              min: 30,
              max: 3650,
              access: { read: teamFieldOnly },
            },
          ],
        },
      ],
    },
  ],
}
