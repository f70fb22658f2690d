import { US_STATES } from './us-states'

/**
 * The forms' kinds and the shape of their fields (which fields, their types and limits), in code
 * because the validation schema is built from them; the words come from the admin
 * (./definitions.ts resolves the two into what a page shows).
 */
export const FORM_KINDS = ['contact', 'volunteer', 'newsletter', 'silhouette'] as const
export type FormKind = (typeof FORM_KINDS)[number]

export const isFormKind = (value: unknown): value is FormKind =>
  typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value)

export const FORM_KIND_LABELS: Record<FormKind, string> = {
  contact: 'Contact',
  volunteer: 'Volunteer application',
  newsletter: 'Newsletter sign-up',
  silhouette: 'PROJECT: SILHOUETTE request',
}

/** Bots fill in every field; people never see this one. Its name looks tempting on purpose. */
export const HONEYPOT_FIELD = 'website'
/** Hidden field that tells the shared server action which form was sent. */
export const FORM_KIND_FIELD = '_form'
/** Hidden field with the language of the page the form was sent from. */
export const FORM_LOCALE_FIELD = '_locale'
/** The event a registration is for (a form on an event's page): checked on the server, stored with it. */
export const FORM_EVENT_FIELD = '_event'

export type FieldType =
  'text' | 'email' | 'textarea' | 'select' | 'radio' | 'checkboxes' | 'consent'

export type FieldOption = { value: string; label: string }

export type FieldSpec = {
  key: string
  type: FieldType
  required: boolean
  /** How error messages name the field: "Enter your name." */
  noun: string
  minLength?: number
  maxLength?: number
  autoComplete?: string
  /** Choices editors cannot change (their labels and values are used by code). */
  fixedOptions?: readonly FieldOption[]
  /** Choices editors may change; these are the defaults. */
  defaultOptions?: readonly string[]
  defaultLabel: string
  defaultHelp?: string
  /** A page the field refers to, linked under it (the privacy policy for consent). */
  link?: { href: string; label: string }
}

const nameField: FieldSpec = {
  key: 'name',
  type: 'text',
  required: true,
  noun: 'your name',
  maxLength: 100,
  autoComplete: 'name',
  defaultLabel: 'Your name',
}

const emailField: FieldSpec = {
  key: 'email',
  type: 'email',
  required: true,
  noun: 'your e-mail address',
  maxLength: 254,
  autoComplete: 'email',
  defaultLabel: 'E-mail address',
}

export const VOLUNTEER_TRACKS = {
  volunteer: 'General volunteering',
  ambassador: 'Ambassador program',
} as const

export const FORM_FIELDS: Record<FormKind, readonly FieldSpec[]> = {
  contact: [
    nameField,
    emailField,
    {
      key: 'topic',
      type: 'select',
      required: true,
      noun: 'a topic',
      defaultLabel: 'Topic',
      defaultOptions: [
        'General question',
        'Awareness training for my organization',
        'SUMMIT one-on-one guidance',
        'PROJECT: SILHOUETTE',
        'Volunteering',
        'Press',
        'Website feedback',
      ],
    },
    {
      key: 'message',
      type: 'textarea',
      required: true,
      noun: 'your message',
      minLength: 10,
      maxLength: 5000,
      defaultLabel: 'Message',
    },
  ],
  volunteer: [
    nameField,
    emailField,
    {
      key: 'state',
      type: 'select',
      required: true,
      noun: 'where you live',
      autoComplete: 'address-level1',
      fixedOptions: US_STATES.map((s) => ({ value: s, label: s })),
      defaultLabel: 'State or territory',
    },
    {
      key: 'track',
      type: 'radio',
      required: true,
      noun: 'how you would like to help',
      fixedOptions: Object.entries(VOLUNTEER_TRACKS).map(([value, label]) => ({ value, label })),
      defaultLabel: "I'd like to apply for",
      defaultHelp:
        'Ambassadors share our resources and training in their own community. See "Ambassador program" above.',
    },
    {
      key: 'interests',
      type: 'checkboxes',
      required: true,
      noun: 'area of interest',
      defaultLabel: 'What interests you?',
      defaultHelp: 'Choose all that apply.',
      defaultOptions: [
        'Community moderation',
        'Education and training',
        'Content and podcast',
        'Technology',
        'Events',
        'Mutual aid',
      ],
    },
    {
      key: 'availability',
      type: 'select',
      required: true,
      noun: 'your availability',
      defaultLabel: 'How much time could you give?',
      defaultOptions: [
        'A few hours a month',
        'A few hours a week',
        'A single project or event',
        "I'm not sure yet",
      ],
    },
    {
      key: 'message',
      type: 'textarea',
      required: false,
      noun: 'your note',
      maxLength: 2000,
      defaultLabel: 'Tell us a little about yourself (optional)',
      defaultHelp: 'Your skills, your community, or anything you would like us to know.',
    },
    {
      key: 'consent',
      type: 'consent',
      required: true,
      noun: 'your agreement',
      defaultLabel:
        'I agree that the team may store these details and contact me about volunteering.',
      defaultHelp: 'We keep applications only as long as we need them.',
      link: { href: '/policy/privacy-policy', label: 'Read our privacy policy' },
    },
  ],
  newsletter: [
    {
      ...emailField,
      defaultHelp: "We'll send a link to confirm it's you.",
    },
    {
      key: 'name',
      type: 'text',
      required: false,
      noun: 'your first name',
      maxLength: 100,
      autoComplete: 'given-name',
      defaultLabel: 'First name (optional)',
    },
  ],
  silhouette: [
    nameField,
    emailField,
    {
      key: 'audience',
      type: 'select',
      required: true,
      noun: 'who the guide is for',
      defaultLabel: 'Who is the guide for?',
      defaultOptions: ['My family', 'A school or classroom', 'A workplace', 'Myself', 'Other'],
    },
    {
      key: 'organization',
      type: 'text',
      required: false,
      noun: 'your organization',
      maxLength: 150,
      autoComplete: 'organization',
      defaultLabel: 'Organization (optional)',
    },
    {
      key: 'message',
      type: 'textarea',
      required: true,
      noun: 'how you will use the guide',
      minLength: 10,
      maxLength: 2000,
      defaultLabel: 'How will you use the guide?',
    },
  ],
}

/** Every field key used by any form (the admin's list of fields an editor can relabel). */
export const ALL_FIELD_KEYS = Array.from(
  new Set(Object.values(FORM_FIELDS).flatMap((fields) => fields.map((f) => f.key))),
)

/** A readable name per field key, for the admin (the first form's default label). */
export const FIELD_KEY_LABELS: Record<string, string> = Object.fromEntries(
  ALL_FIELD_KEYS.map((key) => [
    key,
    Object.values(FORM_FIELDS)
      .flat()
      .find((f) => f.key === key)!.defaultLabel,
  ]),
)

export const fieldSpec = (kind: FormKind, key: string): FieldSpec | undefined =>
  FORM_FIELDS[kind].find((f) => f.key === key)
