import { DEFAULT_LOCALE, type Locale, localizeHref } from '../i18n/locales'
import { type FieldOption, type FieldSpec, FORM_FIELDS, type FormKind } from './fields'
import { FORM_TEXT, type FormText } from './text'

/**
 * The forms of the site and their fields. The shape of each form (which fields, their types and
 * limits) lives here in code because the validation schema is built from it; editors change the
 * words (title, intro, labels, help, choices, confirmation) in the admin (`forms` collection).
 */
export * from './fields'

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

/**
 * A form's words for the server it is on: where no mail server is set up (`mailReady` false),
 * the newsletter's e-mail field says beforehand that no confirmation link can be sent, in place
 * of the help that promises one (the built-in words or an editor's). Its answer after signing up
 * says the same (FormText.newsletterNoMail).
 */
export function forThisServer(definition: FormDefinition, mailReady: boolean): FormDefinition {
  if (mailReady || definition.kind !== 'newsletter') return definition
  return {
    ...definition,
    fields: definition.fields.map((field) =>
      field.key === 'email' ? { ...field, help: definition.text.newsletterNoMailBefore } : field,
    ),
  }
}
