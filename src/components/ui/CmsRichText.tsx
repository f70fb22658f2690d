import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

/**
 * Rich text from the CMS. Same as Payload's renderer, except that list items carry `value`
 * only inside numbered lists: `<li value>` in a bulleted list is invalid HTML.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: ({ node, nodesToJSX, parent }) => {
    const isOrdered = 'listType' in parent && parent.listType === 'number'
    if ('listType' in parent && parent.listType === 'check') {
      const fallback = defaultConverters.listitem
      return typeof fallback === 'function' ? fallback({ node, nodesToJSX, parent } as never) : null
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

export function CmsRichText(props: Omit<ComponentProps<typeof RichText>, 'converters'>) {
  return <RichText {...props} converters={converters} />
}
