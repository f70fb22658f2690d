'use client'

import {
  type FormEvent,
  type SyntheticEvent,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { notify } from '@/lib/toast'
import { SLOW_SEND_TOAST_MS } from '@domain/constants'
import { submitFormAction } from '@/lib/forms/actions'
import {
  FORM_EVENT_FIELD,
  FORM_KIND_FIELD,
  FORM_LOCALE_FIELD,
  type FormDefinition,
  HONEYPOT_FIELD,
} from '@domain/forms/definitions'
import { type FieldErrors, toFormInput, validateForm } from '@domain/forms/schema'
import { INVALID_MESSAGE, initialFormState } from '@/lib/forms/form-state'
import { fieldId, FormField } from './FormField'

type Props = {
  definition: FormDefinition
  /** The id of the heading that names the form. */
  titleId: string
  /** On an event's page: the event the answers register for. */
  eventId?: number
}

/** Focuses the first field with an error, in the order the form shows them. */
function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors, order: string[]) {
  const first = order.find((key) => errors[key])
  if (!form || !first) return
  const target = form.querySelector<HTMLElement>(`[name="${first}"]:not([type="hidden"])`)
  target?.focus()
}

/**
 * A site form. Posts to a server action, so it also works as a plain form without JavaScript;
 * with JavaScript it checks the same schema first and shows errors without a round trip.
 */
export function CmsForm({ definition, titleId, eventId }: Props) {
  const text = definition.text
  const [state, formAction, pending] = useActionState(submitFormAction, initialFormState)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const idPrefix = `${definition.kind}-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const order = definition.fields.map((f) => f.key)
  // Errors found in the browser belong to the server answer they were found after; a newer
  // answer from the server replaces them.
  const [local, setLocal] = useState<{ at?: number; errors: FieldErrors } | null>(null)
  const errors = local && local.at === state.at ? local.errors : (state.fieldErrors ?? {})
  // A page the server sent back with errors (sent before JavaScript ran) counts as an attempt.
  const [attempted, setAttempted] = useState(false)
  const rechecking = attempted || state.status === 'invalid'

  // A send that takes a while says so; its answer then replaces that toast (same id).
  const toastId = `form-${idPrefix}`
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(
      () => notify('loading', text.sending, { id: toastId }),
      SLOW_SEND_TOAST_MS,
    )
    return () => clearTimeout(timer)
  }, [pending, toastId, text.sending])

  useEffect(() => {
    if (state.status === 'idle' || !state.message) return
    if (state.status === 'success') {
      notify('success', state.message, { id: toastId })
      statusRef.current?.focus()
    } else {
      notify('error', state.message, { id: toastId })
      if (state.fieldErrors) focusFirstError(formRef.current, state.fieldErrors, order)
    }
    // Runs once per answer from the server (`at` changes with every answer).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.at])

  const check = (form: HTMLFormElement) =>
    validateForm(definition, toFormInput(definition, new FormData(form)))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAttempted(true)
    if (pending) {
      event.preventDefault()
      return
    }
    const result = check(event.currentTarget)
    if (result.ok) {
      setLocal({ at: state.at, errors: {} })
      return
    }
    event.preventDefault()
    setLocal({ at: state.at, errors: result.fieldErrors })
    notify('error', INVALID_MESSAGE(Object.keys(result.fieldErrors).length, text))
    focusFirstError(event.currentTarget, result.fieldErrors, order)
  }

  // After a first attempt, a field's message updates as soon as it is corrected.
  const recheck = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement
    if (!rechecking || !target.name || !formRef.current) return
    const result = check(formRef.current)
    const fieldError = result.ok ? undefined : result.fieldErrors[target.name]
    if (fieldError === errors[target.name]) return
    const next = { ...errors }
    if (fieldError) next[target.name] = fieldError
    else delete next[target.name]
    setLocal({ at: state.at, errors: next })
  }

  const errorCount = Object.keys(errors).length
  const statusText =
    errorCount > 0
      ? INVALID_MESSAGE(errorCount, text)
      : state.status !== 'idle' && state.status !== 'invalid'
        ? state.message
        : undefined
  const isSuccess = errorCount === 0 && state.status === 'success'
  const firstError = order.find((k) => errors[k])
  // Without JavaScript the page comes back from the server: the browser's autofocus then puts
  // the cursor in the first field to correct.
  const values = state.values ?? {}

  return (
    <form
      // A new answer from the server re-creates the fields with what it sent back.
      key={state.at ?? 0}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onChange={recheck}
      onBlur={recheck}
      noValidate
      aria-labelledby={titleId}
      className="relative rounded-3xl border border-border bg-surface p-5 sm:p-8"
    >
      <input type="hidden" name={FORM_KIND_FIELD} value={definition.kind} />
      <input type="hidden" name={FORM_LOCALE_FIELD} value={definition.locale} />
      {eventId !== undefined && <input type="hidden" name={FORM_EVENT_FIELD} value={eventId} />}
      <div
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={
          statusText
            ? `mb-6 rounded-xl border-2 px-4 py-3 font-semibold outline-none focus-visible:outline-3 focus-visible:outline-focus ${
                isSuccess
                  ? 'border-success bg-surface text-success'
                  : 'border-danger-text bg-surface text-danger-text'
              }`
            : 'sr-only'
        }
      >
        {statusText}
      </div>
      {definition.fields.some((f) => !f.required) && (
        <p className="mb-5 text-sm text-muted">{text.requiredNote}</p>
      )}
      <div className="grid gap-6">
        {definition.fields.map((field) => (
          <FormField
            key={field.key}
            field={field}
            idPrefix={idPrefix}
            error={errors[field.key]}
            value={values[field.key]}
            autoFocus={state.status === 'invalid' && field.key === firstError}
            text={text}
          />
        ))}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={fieldId(idPrefix, HONEYPOT_FIELD)}>{text.honeypot}</label>
        <input
          id={fieldId(idPrefix, HONEYPOT_FIELD)}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className="mt-8 inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-primary-fg transition hover:opacity-90 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {pending ? text.sending : definition.submitLabel}
      </button>
    </form>
  )
}
