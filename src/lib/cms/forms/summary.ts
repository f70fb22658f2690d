import type { FormDefinition, ResolvedField } from '@domain/forms/definitions'
import type { FormInput } from '@domain/forms/schema'

function display(field: ResolvedField, value: FormInput[string] | undefined): string {
  if (value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  const labelOf = (v: string) => field.options?.find((o) => o.value === v)?.label ?? v
  return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value)
}

/** "Label: value" lines of a submission, in the form's order, for staff e-mails and the admin. */
export function summarise(definition: FormDefinition, data: FormInput): string {
  return definition.fields
    .map((f) => {
      const value = display(f, data[f.key])
      if (!value) return null
      return f.type === 'textarea' ? `${f.label}:\n${value}` : `${f.label}: ${value}`
    })
    .filter(Boolean)
    .join('\n')
}

/** E-mail headers (subject) must stay on one line. */
export const oneLine = (s: string, max = 120) =>
  Array.from(s, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max)
