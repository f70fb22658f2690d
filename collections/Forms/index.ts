import type { CollectionConfig, Field } from 'payload'
import { adminOnly, teamOrSite, teamOnly } from '../../access'
import { revalidateCollection } from '../../revalidation'
import { formsEndpoint } from '../../endpoints/forms'
import { CACHE_TAGS } from '@domain/cache-tags'
import {
  ALL_FIELD_KEYS,
  FIELD_KEY_LABELS,
  FORM_KIND_LABELS,
  FORM_KINDS,
  fieldSpec,
  isFormKind,
  isLocalPath,
} from '@domain/forms/definitions'

// A form's words are shown inside the pages that embed it, so both tags refresh.
const revalidateForms = revalidateCollection(() => [CACHE_TAGS.forms, CACHE_TAGS.pages])

type FieldRow = { field?: string | null }

const fieldRowFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'field',
        type: 'select',
        required: true,
        options: ALL_FIELD_KEYS.map((key) => ({
          label: `${FIELD_KEY_LABELS[key]} (${key})`,
          value: key,
        })),
        admin: { width: '30%', description: 'Which field of this form the words below are for.' },
        validate: (
          value: string | null | undefined,
          { data, siblingData }: { data: Record<string, unknown>; siblingData: FieldRow },
        ) => {
          const kind = data?.kind
          if (!value) return 'Field: choose one.'
          if (isFormKind(kind) && !fieldSpec(kind, value))
            return `Field: the ${FORM_KIND_LABELS[kind]} form has no "${value}" field.`
          const rows = (data?.fields as FieldRow[] | undefined) ?? []
          const same = rows.filter((r) => r.field === siblingData?.field).length
          return same > 1 ? `Field: "${value}" is listed twice.` : true
        },
      },
      {
        name: 'label',
        type: 'text',
        required: true,
        localized: true,
        maxLength: 200,
        admin: { width: '70%' },
      },
    ],
  },
  {
    name: 'help',
    type: 'text',
    localized: true,
    maxLength: 300,
    admin: { description: 'Optional hint shown under the label.' },
  },
  {
    name: 'options',
    type: 'array',
    labels: { singular: 'Choice', plural: 'Choices' },
    maxRows: 20,
    admin: {
      description: 'The choices offered, in order. Empty: the built-in choices.',
      condition: (data, sibling) =>
        isFormKind(data?.kind) &&
        Boolean(fieldSpec(data.kind, String(sibling?.field ?? ''))?.defaultOptions),
    },
    fields: [{ name: 'label', type: 'text', required: true, localized: true, maxLength: 120 }],
  },
]

/**
 * The words of each site form. The fields themselves (and their validation) are fixed in
 * domain/forms/definitions.ts; here editors set titles, labels, hints, choices and messages, in
 * English and Spanish (the admin's locale switch; Spanish falls back to the English). A choice
 * sent from a Spanish page is stored as its Spanish label.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'updatedAt'],
    group: 'Forms',
    description:
      'The words of the contact, volunteer, newsletter and PROJECT: SILHOUETTE forms. Put a form on a page with the "Form" block.',
    // Rows the editor adds open; saved ones stay folded.
    components: {
      edit: { beforeDocumentControls: ['/src/components/admin/OpenNewRows#OpenNewRows'] },
    },
  },
  access: { read: teamOrSite, create: adminOnly, update: teamOnly, delete: adminOnly },
  endpoints: [formsEndpoint],
  hooks: {
    afterChange: [revalidateForms.afterChange],
    afterDelete: [revalidateForms.afterDelete],
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      unique: true,
      options: FORM_KINDS.map((k) => ({ label: FORM_KIND_LABELS[k], value: k })),
      access: { update: () => false },
      admin: { position: 'sidebar', description: 'Which form this is. Cannot be changed.' },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 120,
      admin: { description: 'Heading above the form.' },
    },
    {
      name: 'intro',
      type: 'richText',
      localized: true,
      admin: { description: 'Optional text beside the form.' },
    },
    {
      name: 'fields',
      type: 'array',
      labels: { singular: 'Field', plural: 'Fields' },
      admin: {
        description:
          'Labels and hints of the fields. A field without a row here keeps its built-in label.',
        initCollapsed: true,
        components: { RowLabel: '/collections/Forms/RowLabel#FormFieldRowLabel' },
      },
      fields: fieldRowFields,
    },
    { name: 'submitLabel', type: 'text', required: true, localized: true, maxLength: 40 },
    {
      name: 'confirmationMessage',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 400,
      admin: {
        description:
          'Shown (and read out by screen readers) after a successful submission. For the newsletter, keep it neutral: it is shown whether or not the address was already subscribed.',
      },
    },
    {
      name: 'redirectTo',
      type: 'text',
      admin: {
        description:
          'Optional page to go to after a successful submission, e.g. /project-silhouette-thank-you.',
      },
      validate: (value: string | null | undefined) =>
        !value || isLocalPath(value) ? true : 'Redirect: a path on this site, starting with /.',
    },
    {
      name: 'notifyStaff',
      type: 'checkbox',
      defaultValue: true,
      label: 'E-mail the team about each submission',
      admin: {
        position: 'sidebar',
        description: 'Sent to the notification address in Site settings → Staff.',
      },
    },
  ],
}
