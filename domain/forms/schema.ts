// zod/mini: the same validation in a fraction of the browser bundle (this module ships to forms).
import * as z from 'zod/mini'
import type { FormDefinition, ResolvedField } from './definitions'
import { fill } from '../i18n/fill'
import { FORM_TEXT, type FormText } from './text'

/**
 * One validation schema per form, built from its definition, used by the browser (before
 * sending) and by the server (always). Messages say what to do, and are shown next to the field.
 */

export type FormInput = Record<string, string | string[] | boolean>
/** What the visitor typed, sent back so a re-rendered form keeps it (consent as "on"). */
export type FormValues = Record<string, string | string[]>
export type FieldErrors = Record<string, string>

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Characters no one types (NUL and friends), which the database also refuses; tabs and new lines are fine. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export const EMAIL_FORMAT_MESSAGE = FORM_TEXT.errors.email

type ErrorText = FormText['errors']

/** A message of the form's language about field `f`. */
const say = (template: string, f: ResolvedField) =>
  fill(template, {
    noun: f.noun,
    Noun: capitalise(f.noun),
    max: String(f.maxLength),
    min: String(f.minLength),
  })

function textSchema(f: ResolvedField, t: ErrorText) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.trim(),
    z.refine<string>((v) => !CONTROL_CHARACTERS.test(v), say(t.control, f)),
  ]
  if (f.maxLength) checks.push(z.maxLength(f.maxLength, say(t.tooLong, f)))
  if (f.required) checks.push(z.minLength(1, say(t.enter, f)))
  const min = f.minLength
  if (min) checks.push(z.refine<string>((v) => v === '' || v.length >= min, say(t.tooShort, f)))
  if (f.type === 'email') {
    const email = z.email()
    checks.push(z.refine<string>((v) => v === '' || email.safeParse(v).success, t.email))
  }
  return z.string().check(...checks)
}

function fieldSchema(f: ResolvedField, t: ErrorText) {
  const values = new Set((f.options ?? []).map((o) => o.value))
  switch (f.type) {
    case 'text':
    case 'email':
    case 'textarea':
      return textSchema(f, t)
    case 'select':
    case 'radio': {
      const listed = z.refine<string>((v) => v === '' || values.has(v), t.chooseListed)
      return f.required
        ? z.string().check(z.trim(), z.minLength(1, say(t.choose, f)), listed)
        : z.string().check(z.trim(), listed)
    }
    case 'checkboxes': {
      const listed = z.refine<string[]>(
        (list) => list.every((v) => values.has(v)),
        t.chooseFromListed,
      )
      return f.required
        ? z.array(z.string()).check(z.minLength(1, say(t.chooseAtLeastOne, f)), listed)
        : z.array(z.string()).check(listed)
    }
    case 'consent':
      return f.required ? z.boolean().check(z.refine((v) => v, t.consent)) : z.boolean()
  }
}

export function formSchema(definition: FormDefinition) {
  const t = definition.text.errors
  return z.object(Object.fromEntries(definition.fields.map((f) => [f.key, fieldSchema(f, t)])))
}

type RawSource = FormData | Record<string, unknown>

function readRaw(source: RawSource, key: string): unknown[] {
  if (typeof FormData !== 'undefined' && source instanceof FormData) return source.getAll(key)
  const value = (source as Record<string, unknown>)[key]
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

/** Brings a form post or a JSON body into the shape the schema expects. Unknown keys are dropped. */
export function toFormInput(definition: FormDefinition, source: RawSource): FormInput {
  const input: FormInput = {}
  for (const f of definition.fields) {
    const raw = readRaw(source, f.key)
    if (f.type === 'checkboxes') {
      input[f.key] = raw.filter((v): v is string => typeof v === 'string')
    } else if (f.type === 'consent') {
      input[f.key] = raw.some((v) => v === true || v === 'on' || v === 'true' || v === 'yes')
    } else {
      const first = raw[0]
      input[f.key] = typeof first === 'string' ? first : ''
    }
  }
  return input
}

export function toFormValues(input: FormInput): FormValues {
  const values: FormValues = {}
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'boolean') {
      if (value) values[key] = 'on'
    } else values[key] = value
  }
  return values
}

export type ValidationResult =
  { ok: true; data: FormInput } | { ok: false; fieldErrors: FieldErrors }

/** Validates; on failure, one message per field, in the form's field order. */
export function validateForm(definition: FormDefinition, input: FormInput): ValidationResult {
  const parsed = formSchema(definition).safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data as FormInput }
  const byField: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '')
    if (key && !(key in byField)) byField[key] = issue.message
  }
  const fieldErrors: FieldErrors = {}
  for (const f of definition.fields) if (byField[f.key]) fieldErrors[f.key] = byField[f.key]
  return { ok: false, fieldErrors }
}
