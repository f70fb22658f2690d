import { slugField, type CheckboxField, type RowField, type TextField } from 'payload'
import { pageSlugify } from '@domain/slug'
import { SLUG_PATTERN } from '@domain/site'

type SiteSlugOptions = {
  /** The field the address is made from ("title", "name"). */
  useAsSlug: string
  label: string
  description: string
  /**
   * Error message, or true, for a slug made and put in shape; by default one path segment of
   * lowercase words joined by hyphens.
   */
  validate?: (value: string | null | undefined) => string | true
}

/**
 * Payload's slug field as the site's documents use it: made from the English title when a
 * document is first saved, kept when the title changes (the checkbox "Whether the address still
 * follows the title" and "Generate" beside it), the same in both languages.
 *
 * Drafts are validated too (versions.drafts.validate), and Payload's slug field makes the address
 * only after validation: so a typed address is put in shape ("Policy/Privacy Notice" →
 * policy/privacy-notice) and a document created with its title in one go (the admin's first
 * save, the API, imports) gets its address from the title, before validation.
 */
export function siteSlugField({
  useAsSlug,
  label,
  description,
  validate = (value) =>
    value && SLUG_PATTERN.test(value) ? true : `${label}: use lowercase words joined by hyphens.`,
}: SiteSlugOptions): RowField {
  return slugField({
    useAsSlug,
    slugify: ({ data, req, valueToSlugify }) =>
      pageSlugify({ data, locale: req.locale, valueToSlugify }),
    overrides: (row) => {
      const [generate, slug] = row.fields as [CheckboxField, TextField]
      generate.admin = {
        ...generate.admin,
        description: 'Whether the address still follows the title.',
      }
      return {
        ...row,
        fields: [
          generate,
          {
            ...slug,
            label,
            admin: { ...slug.admin, description },
            hooks: {
              ...slug.hooks,
              beforeValidate: [
                ({ value, data, operation, req }) => {
                  if (typeof value === 'string' && value)
                    return pageSlugify({
                      data: { slug: value },
                      locale: req.locale,
                      valueToSlugify: value,
                    })
                  const source = (data as Record<string, unknown> | undefined)?.[useAsSlug]
                  return operation === 'create' && source
                    ? pageSlugify({ data: {}, locale: req.locale, valueToSlugify: source })
                    : value
                },
              ],
            },
            validate,
          } as TextField,
        ],
      }
    },
  })
}
