import { Link } from '@/components/ui/IntentLink'
import type { ResolvedField } from '@domain/forms/definitions'
import { FORM_TEXT, type FormText } from '@domain/forms/text'

type Props = {
  field: ResolvedField
  /** Unique per form on the page: ids of inputs, hints and errors derive from it. */
  idPrefix: string
  error?: string
  value?: string | string[]
  autoFocus?: boolean
  /** The form's interface words, in its page's language. */
  text?: FormText
}

export const fieldId = (idPrefix: string, key: string) => `${idPrefix}-${key}`

const control =
  'mt-2 block w-full rounded-xl border bg-surface px-4 py-3 text-base text-fg placeholder:text-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus'
const borderFor = (error?: string) => (error ? 'border-2 border-danger-text' : 'border-border')

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-muted">
      {text}
    </p>
  ) : null
}

export function FieldError({
  id,
  message,
  prefix = FORM_TEXT.errorPrefix,
}: {
  id: string
  message?: string
  prefix?: string
}) {
  return message ? (
    <p id={id} className="mt-2 flex items-start gap-2 text-sm font-semibold text-danger-text">
      <span aria-hidden="true">⚠</span>
      <span>
        <span className="sr-only">{prefix}</span>
        {message}
      </span>
    </p>
  ) : null
}

/**
 * One field: label, optional hint, the control, and its error right below, tied together with
 * aria-describedby so a screen reader reads the error with the field.
 */
export function FormField({
  field,
  idPrefix,
  error,
  value,
  autoFocus,
  text: words = FORM_TEXT,
}: Props) {
  const id = fieldId(idPrefix, field.key)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [field.help ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  const common = {
    id,
    name: field.key,
    required: field.required,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
    autoFocus,
  }
  const text = typeof value === 'string' ? value : ''
  const list = Array.isArray(value) ? value : []

  if (field.type === 'radio' || field.type === 'checkboxes') {
    return (
      <fieldset aria-describedby={describedBy || undefined}>
        <legend className="font-semibold">{field.label}</legend>
        <Hint id={hintId} text={field.help} />
        <div className={`mt-2 grid gap-2 ${field.type === 'checkboxes' ? 'sm:grid-cols-2' : ''}`}>
          {(field.options ?? []).map((option, index) => {
            const optionId = `${id}-${index}`
            return (
              <label
                key={option.value}
                htmlFor={optionId}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-surface px-4 py-2 ${borderFor(error)}`}
              >
                <input
                  id={optionId}
                  type={field.type === 'radio' ? 'radio' : 'checkbox'}
                  name={field.key}
                  value={option.value}
                  defaultChecked={
                    field.type === 'radio' ? text === option.value : list.includes(option.value)
                  }
                  required={field.type === 'radio' ? field.required : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  autoFocus={autoFocus && index === 0}
                  className="size-5 shrink-0 accent-primary"
                />
                <span>{option.label}</span>
              </label>
            )
          })}
        </div>
        <FieldError id={errorId} message={error} prefix={words.errorPrefix} />
      </fieldset>
    )
  }

  if (field.type === 'consent') {
    return (
      <div>
        <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
          <input
            {...common}
            type="checkbox"
            defaultChecked={text === 'on'}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <span>{field.label}</span>
        </label>
        <Hint id={hintId} text={field.help} />
        {field.link && (
          <Link
            href={field.link.href}
            className="mt-1 inline-flex min-h-6 text-sm font-semibold text-primary underline underline-offset-2"
          >
            {field.link.label}
          </Link>
        )}
        <FieldError id={errorId} message={error} prefix={words.errorPrefix} />
      </div>
    )
  }

  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {field.label}
      </label>
      <Hint id={hintId} text={field.help} />
      {field.type === 'textarea' ? (
        <textarea
          {...common}
          rows={6}
          defaultValue={text}
          className={`${control} ${borderFor(error)}`}
        />
      ) : field.type === 'select' ? (
        <select
          {...common}
          defaultValue={text}
          autoComplete={field.autoComplete}
          className={`${control} min-h-12 ${borderFor(error)}`}
        >
          <option value="">{words.choose}</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.type === 'email' ? 'email' : 'text'}
          defaultValue={text}
          autoComplete={field.autoComplete}
          inputMode={field.type === 'email' ? 'email' : undefined}
          spellCheck={field.type === 'email' ? false : undefined}
          className={`${control} min-h-12 ${borderFor(error)}`}
        />
      )}
      <FieldError id={errorId} message={error} prefix={words.errorPrefix} />
    </div>
  )
}
