'use client'

import { useRowLabel } from '@payloadcms/ui'

/** Names each row of a form's field list by its field and label, instead of "Field 01". */
export function FormFieldRowLabel() {
  const { data, rowNumber } = useRowLabel<{ field?: string; label?: string }>()
  const name = [data?.field, data?.label].filter(Boolean).join(': ')
  return <span>{name || `Field ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
