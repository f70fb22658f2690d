import type { FieldErrors, FormValues } from '@domain/forms/schema'
import { FORM_TEXT, type FormText } from '@domain/forms/text'
import { fill } from '@domain/i18n/fill'

/** What a form submission answers, to the form on the page (server action) and to tests. */
export type FormStatus = 'idle' | 'success' | 'invalid' | 'rate-limited' | 'error'

export type FormState = {
  status: FormStatus
  /** Shown in the form's status region (and mirrored by a toast). */
  message?: string
  fieldErrors?: FieldErrors
  /** What was sent, so the form shows it again after an error. Empty after success. */
  values?: FormValues
  /** Changes on every answer, so the form can react to two identical answers in a row. */
  at?: number
}

export const initialFormState: FormState = { status: 'idle' }

/** The form's status line after a failed check, in the form's language (English by default). */
export const INVALID_MESSAGE = (count: number, text: FormText = FORM_TEXT) =>
  count === 1 ? text.invalidOne : fill(text.invalidMany, { count: String(count) })

export const rateLimitedMessage = (seconds: number, text: FormText = FORM_TEXT) =>
  fill(text.rateLimited, { seconds: String(seconds) })
