import type { FieldErrors, FormValues } from '@domain/forms/schema'

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

export const INVALID_MESSAGE = (count: number) =>
  count === 1
    ? 'Please correct the field marked below.'
    : `Please correct the ${count} fields marked below.`

export const rateLimitedMessage = (seconds: number) =>
  `Rate limited. Please wait ${seconds} seconds before trying again.`

export const SERVER_ERROR_MESSAGE =
  "Sorry, we couldn't send this just now. Your details are still here: please try again in a few minutes."
