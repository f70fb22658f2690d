import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload, PayloadRequest } from 'payload'
import type { Page } from '../../payload-types'
import { seedMenus } from '../content/menus'
import { CRISIS_COUNT_BULLET, seedPages } from '../content/pages'

/** The menu orders an earlier seed wrote, with get-involved before resources. */
const OLD_MENU_ORDER: Record<string, number> = { 'get-involved': 40, resources: 50 }
const PRIVACY_SLUG = 'policy/privacy-policy'

/** The words of a rich-text value, without formatting: what a reader sees. */
function plainText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children } = node as { text?: unknown; children?: unknown }
  const own = typeof text === 'string' ? text : ''
  const inner = Array.isArray(children) ? children.map(plainText).join('\n') : ''
  return own + inner
}

/**
 * The spec's menu order (about, services, initiatives, resources, get-involved) and the privacy
 * policy's paragraph on crisis-help counts, for sites seeded before them. A menu order is
 * changed only while both menus still have the old seeded numbers, and the policy only while
 * its section still reads word for word as seeded and has no unpublished draft: what an editor
 * has changed is left alone.
 */
export async function correctSeededMenuOrderAndPrivacy(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<{ menus: boolean; privacy: boolean }> {
  const context = { disableRevalidate: true }
  const report = { menus: false, privacy: false }

  const menus = await payload.find({
    collection: 'menus',
    where: { key: { in: Object.keys(OLD_MENU_ORDER) } },
    overrideAccess: true,
    pagination: false,
    depth: 0,
    req,
  })
  const seededOrder =
    menus.docs.length === 2 && menus.docs.every((m) => m.order === OLD_MENU_ORDER[m.key])
  if (seededOrder) {
    for (const menu of menus.docs) {
      const order = seedMenus.find((m) => m.key === menu.key)?.order
      await payload.update({
        collection: 'menus',
        id: menu.id,
        data: { order },
        overrideAccess: true,
        req,
        context,
      })
    }
    report.menus = true
  }

  const seeded = seedPages.find((p) => p.slug === PRIVACY_SLUG)
  const newMarkdown = seeded?.layout
    .map((b) => (b.blockType === 'richTextSection' ? b.content : ''))
    .find((text) => text.includes(CRISIS_COUNT_BULLET))
  if (!newMarkdown) return report
  const oldMarkdown = newMarkdown.replace(`\n${CRISIS_COUNT_BULLET}`, '')

  const common = { collection: 'pages', overrideAccess: true, req, context } as const
  const found = await payload.find({
    ...common,
    where: { slug: { equals: PRIVACY_SLUG } },
    limit: 1,
    depth: 0,
  })
  const page = found.docs[0]
  if (!page) return report
  const latest = await payload.findByID({ ...common, id: page.id, draft: true, depth: 0 })
  if (latest._status === 'draft') return report

  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const oldText = plainText(convertMarkdownToLexical({ editorConfig, markdown: oldMarkdown }).root)
  let changed = false
  const layout = page.layout.map((block): Page['layout'][number] => {
    if (block.blockType !== 'richTextSection' || plainText(block.content?.root) !== oldText)
      return block
    changed = true
    return { ...block, content: convertMarkdownToLexical({ editorConfig, markdown: newMarkdown }) }
  })
  if (changed) {
    await payload.update({ ...common, id: page.id, data: { layout } })
    report.privacy = true
  }
  return report
}
