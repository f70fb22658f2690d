/**
 * What the admin says when a save was refused (issue 60): which fields stopped it, named as an
 * editor sees them ("Block 7 (Text and image) → Heading: This field is required."), not as the
 * form's paths ("layout.6.heading"). Plain logic for src/components/admin/RefusedSaveNotice.tsx,
 * read from the collection's admin schema and Payload's form state.
 */

/** The parts of Payload's client field config read here (ClientField, structurally). */
export type SchemaField = {
  type: string
  name?: string
  label?: unknown
  labels?: { singular?: unknown }
  fields?: SchemaField[]
  blocks?: SchemaBlock[]
  tabs?: { name?: string; label?: unknown; fields: SchemaField[] }[]
}
export type SchemaBlock = { slug: string; labels?: { singular?: unknown }; fields: SchemaField[] }

/** The parts of Payload's form state read here (FormState, structurally). */
export type FieldStates = Record<
  string,
  | {
      valid?: boolean
      errorMessage?: string
      errorPaths?: string[]
      value?: unknown
      passesCondition?: boolean
    }
  | undefined
>

/** A label of the config in the admin's language: a string, or one string per language. */
export function labelText(label: unknown, language: string): string | undefined {
  if (typeof label === 'string') return label.trim() || undefined
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>
    const text = byLanguage[language] ?? Object.values(byLanguage)[0]
    return typeof text === 'string' ? text : undefined
  }
  return undefined
}

/** A field without a label, as Payload shows it: `ctaLabel` → "Cta label". */
const words = (name: string) => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase()
}

/** The field called `name` among `fields`, looking through rows, collapsibles and unnamed tabs. */
function findNamed(fields: SchemaField[], name: string): SchemaField | undefined {
  for (const field of fields) {
    if (field.name === name) return field
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (tab.name === name)
          return { type: 'group', name: tab.name, label: tab.label, fields: tab.fields }
        if (!tab.name) {
          const found = findNamed(tab.fields, name)
          if (found) return found
        }
      }
    } else if (!field.name && field.fields) {
      const found = findNamed(field.fields, name)
      if (found) return found
    }
  }
  return undefined
}

/**
 * Where the field at `path` sits, in the admin's words: a row of a list is its noun and number
 * ("Question 2"), a block also its kind ("Block 7 (Text and image)"); the list's own label is left
 * out when a row follows, as the row says it. Undefined for a path the schema does not have.
 */
export function fieldPlace(
  fields: SchemaField[],
  path: string,
  state: FieldStates,
  language: string,
): string | undefined {
  const segments = path.split('.')
  const crumbs: string[] = []
  let list = fields
  let prefix = ''
  for (let i = 0; i < segments.length; i++) {
    const field = findNamed(list, segments[i])
    if (!field?.name) return undefined
    prefix = prefix ? `${prefix}.${segments[i]}` : segments[i]
    const own = labelText(field.label, language) ?? words(field.name)
    const next = segments[i + 1]
    const isList = field.type === 'array' || field.type === 'blocks'
    if (!isList || next === undefined || !/^\d+$/.test(next)) {
      crumbs.push(own)
      if (next === undefined) break
      if (!field.fields) return undefined
      list = field.fields
      continue
    }
    const number = Number(next) + 1
    const noun = labelText(field.labels?.singular, language) ?? 'Row'
    prefix = `${prefix}.${next}`
    i++
    if (field.type === 'array') {
      crumbs.push(`${noun} ${number}`)
      list = field.fields ?? []
      continue
    }
    const blockType = state[`${prefix}.blockType`]?.value
    const block = field.blocks?.find((b) => b.slug === blockType)
    const kind = block && (labelText(block.labels?.singular, language) ?? words(block.slug))
    crumbs.push(kind ? `${noun} ${number} (${kind})` : `${noun} ${number}`)
    if (!block) return crumbs.join(' → ')
    list = block.fields
  }
  return crumbs.join(' → ')
}

/**
 * Each field the form holds as refused, with its place and Payload's reason ("Block 7 (Text and
 * image) → Heading: This field is required."), in the form's order. Payload also marks every
 * field around a refused one as not valid, listing the refused ones inside it in `errorPaths`,
 * and may keep the reason of an earlier refusal there ("requires at least 1 row" before a row
 * was added): a field refused for what is inside it is left out, as those fields are listed.
 */
export function refusedFields(fields: SchemaField[], state: FieldStates, language: string) {
  return Object.entries(state).flatMap(([path, field]) => {
    const reason = field?.errorMessage?.trim()
    if (field?.valid !== false || field.passesCondition === false || !reason) return []
    if (field.errorPaths?.some((inner) => inner !== path)) return []
    const place = fieldPlace(fields, path, state, language)
    return [place ? `${place}: ${reason}` : reason]
  })
}

/**
 * The notice for a refused save: the first field to fix, and how many more. Once every field is
 * fixed, until the next save is stored, only that the changes are not saved yet.
 */
export function refusedSaveSentence(problems: string[]): string {
  if (!problems.length) return 'Your latest changes are not saved yet.'
  const more = problems.length - 1
  const rest = more ? ` ${more} more field${more === 1 ? '' : 's'} to fix.` : ''
  return `Not saved: ${problems[0]}${rest}`
}
