import {
  LinkJSXConverter,
  RichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
import { internalDocHref } from '@domain/links'

/**
 * Rich text from the CMS. Same as Payload's renderer, except that list items carry `value`
 * only inside numbered lists (`<li value>` in a bulleted list is invalid HTML), and links to a
 * page of the site lead to that page in the reader's language.
 */
const convertersFor =
  (locale: Locale): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      internalDocToHref: ({ linkNode }) => internalDocHref(linkNode.fields.doc, locale) ?? '#',
    }),
    listitem: ({ node, nodesToJSX, parent }) => {
      const isOrdered = 'listType' in parent && parent.listType === 'number'
      if ('listType' in parent && parent.listType === 'check') {
        const fallback = defaultConverters.listitem
        return typeof fallback === 'function'
          ? fallback({ node, nodesToJSX, parent } as never)
          : null
      }
      const hasSubLists = node.children.some((child) => child.type === 'list')
      return (
        <li
          className={hasSubLists ? 'nestedListItem' : undefined}
          style={hasSubLists ? { listStyleType: 'none' } : undefined}
          value={isOrdered ? node.value : undefined}
        >
          {nodesToJSX({ nodes: node.children })}
        </li>
      )
    },
  })

/** Each language's converters, made once. */
const converters = new Map<Locale, JSXConvertersFunction>()
const convertersIn = (locale: Locale) => {
  if (!converters.has(locale)) converters.set(locale, convertersFor(locale))
  return converters.get(locale)!
}

export function CmsRichText({
  locale = DEFAULT_LOCALE,
  ...props
}: Omit<ComponentProps<typeof RichText>, 'converters'> & { locale?: Locale }) {
  return <RichText {...props} converters={convertersIn(locale)} />
}
