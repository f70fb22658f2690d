import type { CollectionConfig } from 'payload'
import { teamOnly, teamOrPublished } from '../../access'
import { revalidateCollection } from '../../hooks/revalidate'
import { CACHE_TAGS } from '../../src/lib/cms/tags'
import { CRISIS_VERIFY_MAX_AGE_DAYS } from '../../src/lib/constants'
import { DAYS_OF_WEEK, TIME_ZONES } from '../../src/lib/crisis/hours'
import { describeVerification } from '../../src/lib/crisis/verification'

const revalidateCrisis = revalidateCollection(() => [CACHE_TAGS.crisisResources])

const timeOfDay = (value: string | null | undefined) =>
  value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : 'Time: use 24-hour HH:MM, e.g. 16:00.'

export const CrisisResources: CollectionConfig = {
  slug: 'crisis-resources',
  labels: { singular: 'Crisis resource', plural: 'Crisis resources' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'verification', 'lastVerified', 'priority', 'displayOrder', '_status'],
    listSearchableFields: ['name', 'slug'],
    group: 'Crisis support',
    description: `Hotlines shown in the crisis dialog and on /crisis, in display order (critical lines first). Only published lines are shown; saving updates the site within seconds. Call or text each line at least every ${CRISIS_VERIFY_MAX_AGE_DAYS} days and update "Last verified": the Verification column says "Overdue" for lines not checked for more than ${CRISIS_VERIFY_MAX_AGE_DAYS} days.`,
  },
  defaultSort: 'displayOrder',
  versions: { drafts: true, maxPerDoc: 25 },
  access: {
    read: teamOrPublished,
    create: teamOnly,
    update: teamOnly,
    delete: teamOnly,
    readVersions: teamOnly,
  },
  hooks: {
    afterChange: [revalidateCrisis.afterChange],
    afterDelete: [revalidateCrisis.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
      validate: (value: string | null | undefined) =>
        value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Slug: lowercase words joined by hyphens.',
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 400 },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          admin: {
            description: 'Digits only, as dialled: 18664887386. Empty for text-only lines.',
          },
          validate: (
            value: string | null | undefined,
            { siblingData }: { siblingData: Record<string, unknown> },
          ) => {
            if (value)
              return /^\d{3,15}$/.test(value) ? true : 'Phone: digits only, 3 to 15 of them.'
            return siblingData?.textNumber
              ? true
              : 'Phone: a resource needs a phone number or a text number.'
          },
        },
        {
          name: 'phoneDisplay',
          type: 'text',
          admin: { description: 'As shown to people: 1-866-488-7386.' },
          validate: (
            value: string | null | undefined,
            { siblingData }: { siblingData: Record<string, unknown> },
          ) =>
            !siblingData?.phone || value
              ? true
              : 'Phone display: how the number is shown, e.g. 1-866-488-7386.',
        },
      ],
    },
    {
      name: 'website',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        value && /^https:\/\/[^\s]+$/.test(value) ? true : 'Website: a full https:// address.',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'textNumber',
          type: 'text',
          admin: { description: 'Digits only, e.g. 678678. Leave empty if there is no text line.' },
          validate: (value: string | null | undefined) =>
            !value || /^\d{3,15}$/.test(value) ? true : 'Text number: digits only.',
        },
        {
          name: 'textKeyword',
          type: 'text',
          maxLength: 20,
          admin: { description: 'Word to send, e.g. START. Empty if any message works.' },
        },
      ],
    },
    {
      name: 'textInstructions',
      type: 'text',
      admin: { description: 'As shown to people, e.g. "Text START to 678-678".' },
    },
    {
      name: 'availability',
      type: 'text',
      required: true,
      admin: { description: 'Hours in words, e.g. "24/7" or "Daily 4pm–12am ET".' },
    },
    {
      name: 'hours',
      type: 'group',
      admin: { description: 'Used to show "Open now" in each visitor\'s own time zone.' },
      fields: [
        { name: 'is24x7', type: 'checkbox', label: 'Open 24 hours, 7 days', defaultValue: true },
        {
          name: 'timeZone',
          type: 'select',
          defaultValue: 'America/New_York',
          options: TIME_ZONES.map((z) => ({ label: z, value: z })),
          admin: { condition: (_, sibling) => !sibling?.is24x7 },
        },
        {
          name: 'weekly',
          type: 'array',
          admin: {
            condition: (_, sibling) => !sibling?.is24x7,
            description:
              'One row per opening. A close time at or before the open time runs past midnight.',
          },
          fields: [
            {
              name: 'day',
              type: 'select',
              required: true,
              options: DAYS_OF_WEEK.map((d) => ({ label: d, value: d })),
            },
            { name: 'open', type: 'text', required: true, validate: timeOfDay },
            { name: 'close', type: 'text', required: true, validate: timeOfDay },
          ],
        },
      ],
    },
    {
      name: 'specialization',
      type: 'text',
      hasMany: true,
      admin: { description: 'Tags such as "LGBTQ+ youth", "Suicide prevention".' },
    },
    {
      name: 'priority',
      type: 'select',
      required: true,
      defaultValue: 'high',
      options: [
        { label: 'Critical', value: 'critical' },
        { label: 'High', value: 'high' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'isLgbtqSpecific',
      type: 'checkbox',
      label: 'LGBTQ+-specific service',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'displayOrder',
      type: 'number',
      required: true,
      defaultValue: 100,
      admin: {
        position: 'sidebar',
        description: 'Lower shows first (critical lines are always first).',
      },
    },
    {
      name: 'lastVerified',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      // Computed on read, never stored: the age of "Last verified" changes every day.
      name: 'verification',
      type: 'text',
      virtual: true,
      label: 'Verification',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: `Overdue after ${CRISIS_VERIFY_MAX_AGE_DAYS} days without a check.`,
      },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            describeVerification(siblingData?.lastVerified as string | undefined, new Date()),
        ],
      },
    },
  ],
}
