'use client'

import { type CSSProperties, useState } from 'react'
import type { TextFieldClientComponent } from 'payload'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import { timeOfDayProblem } from '@domain/crisis/hours/admin'

/**
 * A time of day picked on the browser's own clock (12-hour with AM/PM in US English, typed or
 * chosen), stored as the 24-hour "HH:MM" the hours are read in. Payload shows a field's errors
 * only after a save; this one says what is missing as soon as the editor leaves it, in the
 * words the server would answer with.
 */
export const TimeOfDayField: TextFieldClientComponent = ({
  field,
  path: pathFromProps,
  readOnly,
}) => {
  const { disabled, path, setValue, showError, value } = useField<string>({
    potentiallyStalePath: pathFromProps,
  })
  const [left, setLeft] = useState(false)
  const id = `field-${path.replace(/\./g, '__')}`
  const label = typeof field.label === 'string' ? field.label : 'Time'
  const problem = left && !showError ? timeOfDayProblem(label, value) : null
  return (
    <div
      className={['field-type', 'text', (showError || problem) && 'error']
        .filter(Boolean)
        .join(' ')}
      // The width the field's config gives, as Payload's own fields take it.
      style={
        field.admin?.width
          ? ({ '--field-width': field.admin.width } as CSSProperties)
          : { flex: '1 1 auto' }
      }
    >
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <input
          id={id}
          name={path}
          type="time"
          value={value ?? ''}
          disabled={readOnly || disabled}
          aria-invalid={showError || Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setLeft(true)}
        />
        {problem && (
          <p
            id={`${id}-problem`}
            role="alert"
            style={{ color: 'var(--theme-error-500)', margin: '0.25rem 0 0' }}
          >
            {problem}
          </p>
        )}
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
