import { ValidationError, type FieldHook, type TextFieldSingleValidation } from 'payload'
import { checkUrl, type UrlKind } from '@domain/url'

/**
 * What makes a text field a URL field: `validate` (on publish and every save that validates) and
 * the same check in a beforeChange hook, because Payload skips `validate` when it saves a draft
 * and a draft's link is rendered in the live preview all the same.
 *
 * `label` is how the editor knows the field ("Website"); `kinds` which addresses it takes.
 */
export function urlValidation(
  label: string,
  kinds: readonly UrlKind[],
  { required = false }: { required?: boolean } = {},
): { validate: TextFieldSingleValidation; hooks: { beforeChange: [FieldHook] } } {
  const refuseUnsafe: FieldHook = ({ value, path, collection, global }) => {
    if (value === null || value === undefined || value === '') return value
    const result = checkUrl(value, kinds, label)
    if (result === true) return value
    throw new ValidationError({
      collection: collection?.slug,
      global: global?.slug,
      errors: [{ message: result, path: (path ?? []).join('.') }],
    })
  }
  return {
    validate: (value) => (!value && !required ? true : checkUrl(value, kinds, label)),
    hooks: { beforeChange: [refuseUnsafe] },
  }
}
