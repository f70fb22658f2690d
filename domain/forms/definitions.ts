import { DEFAULT_LOCALE, type Locale, localizeHref } from '../i18n/locales'
import { FORM_TEXT, type FormText } from './text'
import { US_STATES } from './us-states'

/**
 * The forms of the site and their fields. The shape of each form (which fields, their types and
 * limits) lives here in code because the validation schema is built from it; editors change the
 * words (title, intro, labels, help, choices, confirmation) in the admin (`forms` collection).
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

export type ResolvedField = FieldSpec & {
  label: string
  help?: string
  options?: FieldOption[]
}

/** What a form looks like on the page: code's field shapes with the editors' words. */
export type FormDefinition = {
  kind: FormKind
  /** The language of the page the form is on: its interface words and messages are in it. */
  locale: Locale
  text: FormText
  title: string
  submitLabel: string
  confirmationMessage: string
  /** A local path to go to after a successful submission (PROJECT: SILHOUETTE). */
  redirectTo: string | null
  notifyStaff: boolean
  fields: ResolvedField[]
}

export const DEFAULT_FORM_COPY: Record<
  FormKind,
  Omit<FormDefinition, 'kind' | 'locale' | 'text' | 'fields'>
> = {
  contact: {
    title: 'Send us a message',
    submitLabel: 'Send message',
    confirmationMessage:
      "Thank you. Your message is on its way to our team, and we'll reply within a few business days.",
    redirectTo: null,
    notifyStaff: true,
  },
  volunteer: {
    title: 'Apply to volunteer',
    submitLabel: 'Send application',
    confirmationMessage:
      'Thank you for applying! Someone from our team will be in touch to talk about the best fit.',
    redirectTo: null,
    notifyStaff: true,
  },
  newsletter: {
    title: 'Newsletter',
    submitLabel: 'Sign up',
    confirmationMessage:
      "Thanks! Please check your inbox: if this address isn't on our list yet, we've sent it a link to confirm your subscription.",
    redirectTo: null,
    notifyStaff: false,
  },
  silhouette: {
    title: 'Request your copy',
    submitLabel: 'Request the guide',
    confirmationMessage: "Thank you. We've received your request.",
    redirectTo: '/project-silhouette-thank-you',
    notifyStaff: true,
  },
}

/** The editable part of a stored form, as the `forms` collection holds it. */
export type StoredFormCopy = {
  kind: FormKind
  title?: string | null
  submitLabel?: string | null
  confirmationMessage?: string | null
  redirectTo?: string | null
  notifyStaff?: boolean | null
  fields?:
    | {
        field: string
        label?: string | null
        help?: string | null
        options?: { label: string }[] | null
      }[]
    | null
}

/** The words a form's editors can change, in one language. */
export type FormCopy = Pick<FormDefinition, 'title' | 'submitLabel' | 'confirmationMessage'>

/** A field's built-in words in another language than English (see ./spanish.ts). */
export type FieldWords = {
  label: string
  /** How error messages name the field. */
  noun: string
  help?: string
  options?: readonly string[]
  /** Labels of fixed choices, by value. */
  optionLabels?: Record<string, string>
  /** Label of the page the field links to. */
  linkLabel?: string
}

/** The built-in words of the forms in one language; English when nothing is given. */
export type FormWords = {
  locale: Locale
  text?: FormText
  copy?: Record<FormKind, FormCopy>
  fields?: Partial<Record<FormKind, Record<string, FieldWords>>>
}

const ENGLISH: FormWords = { locale: DEFAULT_LOCALE }

export const isLocalPath = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value)

/**
 * Merges what editors stored (read in the page's language, English where it has none) over the
 * code's defaults in that language; works with nothing stored at all.
 */
export function resolveFormDefinition(
  kind: FormKind,
  stored?: StoredFormCopy | null,
  words: FormWords = ENGLISH,
): FormDefinition {
  const copy = { ...DEFAULT_FORM_COPY[kind], ...words.copy?.[kind] }
  const fieldWords = words.fields?.[kind] ?? {}
  const overrides = new Map((stored?.fields ?? []).map((f) => [f.field, f]))
  const redirectTo = stored
    ? isLocalPath(stored.redirectTo)
      ? stored.redirectTo
      : null
    : copy.redirectTo
  return {
    kind,
    locale: words.locale,
    text: words.text ?? FORM_TEXT,
    title: stored?.title?.trim() || copy.title,
    submitLabel: stored?.submitLabel?.trim() || copy.submitLabel,
    confirmationMessage: stored?.confirmationMessage?.trim() || copy.confirmationMessage,
    redirectTo: redirectTo && localizeHref(redirectTo, words.locale),
    notifyStaff: stored?.notifyStaff ?? copy.notifyStaff,
    fields: FORM_FIELDS[kind].map((spec) => {
      const o = overrides.get(spec.key)
      const w = fieldWords[spec.key]
      const defaultOptions = w?.options ?? spec.defaultOptions
      const editedOptions = (o?.options ?? []).map((x) => x.label.trim()).filter(Boolean)
      const options: FieldOption[] | undefined = spec.fixedOptions
        ? spec.fixedOptions.map((x) => ({ ...x, label: w?.optionLabels?.[x.value] ?? x.label }))
        : defaultOptions
          ? (editedOptions.length ? editedOptions : defaultOptions).map((label) => ({
              value: label,
              label,
            }))
          : undefined
      return {
        ...spec,
        noun: w?.noun ?? spec.noun,
        label: o?.label?.trim() || w?.label || spec.defaultLabel,
        help: (o ? o.help?.trim() : w ? w.help : spec.defaultHelp) || undefined,
        options,
        link: spec.link && {
          href: localizeHref(spec.link.href, words.locale),
          label: w?.linkLabel ?? spec.link.label,
        },
      }
    }),
  }
}
