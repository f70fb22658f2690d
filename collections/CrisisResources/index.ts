import { DEFAULT_LOCALE, LANGUAGE_OPTIONS, previewLocaleQuery } from '@domain/i18n/locales'
import { type CollectionConfig, type FieldHook, ValidationError } from 'payload'
import { historyField, authorFields } from '../../fields/history'
import { versionHistoryEndpoints } from '../../endpoints/versionHistory'
import { publishedContentAccess } from '../../access'
import { urlValidation } from '../../fields/url'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { CRISIS_VERIFY_MAX_AGE_DAYS } from '@domain/constants'
import { describeWeeklyHours } from '@domain/crisis/hours'
import type { Hours } from '@domain/crisis/hours'
import { hoursFields, refuseBadHours } from './hours'
import { outagesField, queueOutageRefreshes } from './outages'
import { SLUG_PATTERN, siteUrl } from '@domain/site'
import { SPECIALIZATIONS } from '@domain/crisis/specializations'
import { en } from '@domain/i18n/messages/en'
import { describeVerification, validateLastVerified } from '@domain/crisis/verification'

/** Its yes/no fields, when an editor adds them as list columns, say Yes / No, not true / false. */
const YES_NO_CELL = '/src/components/admin/YesNoCell#YesNoCell'

const revalidateCrisis = revalidateCollection(() => [CACHE_TAGS.crisisResources])

/** The future-date check again on draft saves, which skip `validate`. */
const refuseFutureVerification: FieldHook = ({ value, path, collection }) => {
  const result = validateLastVerified(value, new Date())
  if (result === true) return value
  throw new ValidationError({
    collection: collection?.slug,
    errors: [{ label: 'Last verified', message: result, path: (path ?? []).join('.') }],
  })
}

export const CrisisResources: CollectionConfig = {
  slug: 'crisis-resources',
  labels: { singular: 'Crisis resource', plural: 'Crisis resources' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'verification', 'lastVerified', 'priority', 'displayOrder', '_status'],
    listSearchableFields: ['name', 'slug'],
    group: 'Crisis support',
    // The page that lists the line, with the lines' drafts, in the admin's locale (/es/crisis
    // when editing the Spanish). /preview checks the editor's session first.
    preview: (_doc, { locale }) => `${siteUrl()}/preview?view=crisis${previewLocaleQuery(locale)}`,
    components: {
      edit: {
        beforeDocumentControls: [
          '/collections/CrisisResources/PublishHelp#PublishHelp',
          // Rows the editor adds (hours, outages, …) open.
          '/src/components/admin/OpenNewRows#OpenNewRows',
        ],
      },
    },
    description: `Hotlines shown in the crisis dialog, on /crisis, on the wallet card (/crisis/card) and in the contacts file (/crisis/contacts.vcf), in display order (critical lines first). Only published lines are shown: "Publish changes" updates the site within seconds, "Save Draft" keeps a change private (the team sees it with Preview) until it is published. Call, text or check each line's own page at least every ${CRISIS_VERIFY_MAX_AGE_DAYS} days and set "Last verified": lines never verified by the team, or not for more than ${CRISIS_VERIFY_MAX_AGE_DAYS} days, are listed on the dashboard.`,
  },
  defaultSort: 'displayOrder',
  versions: { drafts: true, maxPerDoc: 25 },
  access: publishedContentAccess,
  endpoints: versionHistoryEndpoints('crisis-resources'),
  hooks: {
    afterChange: [revalidateCrisis.afterChange, queueOutageRefreshes],
    afterDelete: [revalidateCrisis.afterDelete],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'As the line calls itself. Up to 120 characters.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
      validate: (value: string | null | undefined) =>
        value && SLUG_PATTERN.test(value) ? true : 'Slug: lowercase words joined by hyphens.',
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 400,
      localized: true,
      admin: {
        description:
          'Who it is for and what it offers, in a sentence or two. Up to 400 characters.',
      },
    },
    {
      name: 'callInstructions',
      type: 'text',
      localized: true,
      maxLength: 60,
      admin: {
        description:
          'Optional words of the call button, e.g. "Llama al 988 y marca 2" in Spanish. Empty: "Call" and the number. Up to 60 characters.',
      },
    },
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
      ...urlValidation('Website', ['https'], { required: true }),
    },
    {
      name: 'chatUrl',
      label: 'Chat link',
      type: 'text',
      admin: {
        description:
          'The page where people can chat with the line, e.g. https://988lifeline.org/chat/. Empty if there is no chat.',
      },
      ...urlValidation('Chat link', ['https']),
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
          localized: true,
          admin: {
            description:
              'Word to send, e.g. START. Empty if any message works. Up to 20 characters.',
          },
        },
      ],
    },
    {
      name: 'textInstructions',
      type: 'text',
      localized: true,
      admin: { description: 'As shown to people, e.g. "Text START to 678-678".' },
    },
    {
      name: 'otherWays',
      label: 'Other ways to reach this line',
      type: 'array',
      labels: { singular: 'Other way', plural: 'Other ways' },
      localized: true,
      admin: {
        description:
          'Languages, relay and special options, e.g. "En español: call 988 and press 2" (link tel:988) or "Deaf or hard of hearing: dial 711, then 988".',
      },
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          maxLength: 120,
          admin: { description: 'Up to 120 characters.' },
        },
        {
          name: 'href',
          label: 'Link',
          type: 'text',
          admin: { description: 'Optional: tel:988, sms:988?body=AYUDA or an https:// address.' },
          ...urlValidation('Link', ['tel', 'sms', 'https']),
        },
      ],
    },
    {
      name: 'availability',
      type: 'text',
      admin: {
        description:
          'Hours in words, as the API and older clients show them. Filled in from the opening hours below when you save; write it yourself only for a line whose hours cannot be entered there.',
      },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) =>
            describeWeeklyHours(siblingData?.hours as Hours | undefined) ?? value,
        ],
      },
    },
    {
      name: 'hours',
      type: 'group',
      admin: {
        description: 'Used to show "Open now" in each visitor\'s own time zone.',
        // All its fields rendered at once (Payload's group renders them lazily; see the component).
        components: { Field: '/src/components/admin/EagerGroupField#EagerGroupField' },
      },
      hooks: { beforeChange: [refuseBadHours] },
      fields: hoursFields,
    },
    outagesField,
    {
      // One list in every language (the site shows each choice in the page's language), so
      // visitors and /api/public/crisis-lines?tag= can filter by it; a localized hasMany field
      // cannot be queried on Postgres (Payload writes invalid SQL for it).
      name: 'specialization',
      label: 'Tags',
      type: 'select',
      hasMany: true,
      options: SPECIALIZATIONS.map((value) => ({ value, label: en.crisis.card.tags[value] })),
      admin: {
        description:
          'Who and what the line is for. The site shows each tag in the page’s language.',
      },
    },
    {
      name: 'otherTags',
      label: 'Other tags',
      type: 'array',
      localized: true,
      labels: { singular: 'Other tag', plural: 'Other tags' },
      admin: {
        initCollapsed: true,
        description:
          'Tags that are not in the list above, in this language, shown after the chosen ones. Tags written before the list existed were kept here. Use the list when it has the tag: only its tags can be filtered by.',
      },
      fields: [{ name: 'tag', type: 'text', required: true }],
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
      name: 'answersIn',
      type: 'select',
      hasMany: true,
      label: 'Answers in',
      defaultValue: [DEFAULT_LOCALE],
      options: LANGUAGE_OPTIONS,
      // A line answers in some language: none chosen is the default one.
      hooks: { beforeValidate: [({ value }) => (value?.length ? value : [DEFAULT_LOCALE])] },
      admin: {
        position: 'sidebar',
        description:
          'The languages someone can talk to the line in. A page in another language says which ones it answers in (on the Spanish site: "Atención solo en inglés").',
      },
    },
    {
      name: 'isLgbtqSpecific',
      type: 'checkbox',
      label: 'LGBTQ+-specific service',
      defaultValue: false,
      admin: {
        components: { Cell: YES_NO_CELL },
        position: 'sidebar',
      },
    },
    {
      name: 'suggestWhenClosed',
      type: 'checkbox',
      label: 'Suggest while other lines are closed',
      defaultValue: false,
      admin: {
        components: { Cell: YES_NO_CELL },
        position: 'sidebar',
        description:
          'Offered as the line to call when another line is closed. Only for a callable 24/7 line that serves everyone, of every age (988).',
      },
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
      label: 'Last verified',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' },
        description:
          'The day someone on the team called, texted or checked the line’s own page and found these details right. Leave empty until then.',
      },
      validate: (value: unknown) => validateLastVerified(value, new Date()),
      hooks: { beforeChange: [refuseFutureVerification] },
    },
    {
      name: 'source',
      label: 'Source',
      type: 'text',
      admin: {
        position: 'sidebar',
        description: 'Where these details come from: the line’s own page that lists them.',
      },
      ...urlValidation('Source', ['https']),
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
    ...authorFields,
    historyField,
  ],
}
