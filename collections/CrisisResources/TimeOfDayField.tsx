'use client'

import type { TextFieldClientComponent } from 'payload'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'

/**
 * A time of day picked on the browser's own clock (12-hour with AM/PM in US English, typed or
 * chosen), stored as the 24-hour "HH:MM" the hours are read in. The field's `validate` runs as
 * the editor types, so a missing or bad time is named under the field before saving.
 */
export const TimeOfDayField: TextFieldClientComponent = ({
  field,
  path: pathFromProps,
  readOnly,
}) => {
  const { disabled, path, setValue, showError, value } = useField<string>({
    potentiallyStalePath: pathFromProps,
  })
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={['field-type', 'text', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <input
          id={id}
          name={path}
          type="time"
          value={value ?? ''}
          disabled={readOnly || disabled}
          onChange={(event) => setValue(event.target.value)}
        />
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
