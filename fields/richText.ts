import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { FieldHook, TextFieldSingleValidation } from 'payload'
import { LINK_KINDS } from '@domain/url'
import { urlValidation } from './url'

type LinkSiblings = { linkType?: string } | undefined

const linkUrl = urlValidation('Link', LINK_KINDS)

/**
 * The rich-text editor of every rich-text field: Payload's defaults, with the link's address
 * checked by the site's URL rule (src/lib/validation/url.ts) on drafts as well as on publish.
 * Internal links point at a document and carry no address.
 *
 * Without Payload's indent feature: it makes Tab indent the paragraph, which traps keyboard
 * users in the editor (and autosaves the indent). Tab now moves on to the next control, as it
 * does in every other field; nested lists and indents are not part of the site's content.
 */
export const siteEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link' && feature.key !== 'indent'),
    LinkFeature({
      fields: ({ defaultFields }) =>
        defaultFields.map((field) => {
          if (field.name !== 'url' || field.type !== 'text') return field
          const validate: TextFieldSingleValidation = (value, options) =>
            (options.siblingData as LinkSiblings)?.linkType === 'internal'
              ? true
              : linkUrl.validate(value, options)
          const refuseUnsafe: FieldHook = (args) =>
            (args.siblingData as LinkSiblings)?.linkType === 'internal'
              ? args.value
              : linkUrl.hooks.beforeChange[0](args)
          return { ...field, validate, hooks: { beforeChange: [refuseUnsafe] } } as typeof field
        }),
    }),
  ],
})
