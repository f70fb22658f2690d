import { type Field, type FieldHook, type Plugin, ValidationError } from 'payload'
import { toWords } from 'payload/shared'

/**
 * Text fields take text. Payload's text, textarea and email fields accept any JSON value from
 * the REST API and store what is not a string as its JSON: `{"alt": ["uno", "dos"]}` saved the
 * picture's description as the text `["uno","dos"]`, with a 200. This plugin refuses such a save
 * with a 400 naming the field instead (a hook, not `validate`, so drafts are checked too).
 *
 * Only requests from outside are checked: the site's own code writes through the Local API with
 * typed values. A list of texts (`hasMany`) takes a list of strings; with `?locale=all` a
 * translated field takes an object of one string per language.
 */
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])

const isText = (value: unknown) =>
  value === null || value === undefined || typeof value === 'string'

function accepts(
  field: Field & { hasMany?: boolean; localized?: boolean },
  value: unknown,
  locale?: string,
) {
  if (isText(value)) return true
  if (field.hasMany) return Array.isArray(value) && value.every((v) => typeof v === 'string')
  if (field.localized && (locale === 'all' || locale === '*'))
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every(isText)
    )
  return false
}

const labelOf = (field: Field) => {
  const label = 'label' in field ? field.label : undefined
  // As the admin labels a field without one: its name in words ("alt" → "Alt").
  return typeof label === 'string' ? label : 'name' in field ? toWords(field.name) : 'Text'
}

function refuseNonText(field: Field): FieldHook {
  return ({ value, path, req, collection, global }) => {
    if (req.payloadAPI === 'local' || accepts(field, value, req.locale ?? undefined)) return value
    throw new ValidationError({
      collection: collection?.slug,
      global: global?.slug,
      errors: [
        {
          label: labelOf(field),
          message: `${labelOf(field)}: text only, not a list or an object.`,
          path: (path ?? []).join('.'),
        },
      ],
    })
  }
}

/** The fields with every text field (at any depth: groups, rows, tabs, arrays, blocks) checked. */
function checked(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (TEXT_TYPES.has(field.type))
      return {
        ...field,
        hooks: {
          ...('hooks' in field ? field.hooks : {}),
          beforeValidate: [
            refuseNonText(field),
            ...(('hooks' in field && field.hooks?.beforeValidate) || []),
          ],
        },
      } as Field
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: checked(tab.fields) })) }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: checked(block.fields) })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: checked(field.fields) } as Field
    return field
  })
}

/** A Payload plugin: every collection's and global's text fields refuse what is not text. */
export const textOnly = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((c) => ({ ...c, fields: checked(c.fields) })),
  globals: (config.globals ?? []).map((g) => ({ ...g, fields: checked(g.fields) })),
})
