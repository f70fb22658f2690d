/**
 * What a block or list row in the admin is called after its content, so rows do not all read
 * alike ("Text section · Untitled"): its heading, title, question or label, else the first words
 * of its text. Plain logic for src/components/admin/RowLabels.tsx.
 */
const NAMING_FIELDS = ['heading', 'title', 'question', 'label', 'name', 'eyebrow', 'note', 'reason']
const MAX = 60

const clip = (text: string) => {
  const one = text.replace(/\s+/g, ' ').trim()
  return one.length > MAX ? `${one.slice(0, MAX - 1).trimEnd()}…` : one
}

/** The words of a rich-text value (Lexical JSON), in order, up to a few hundred characters. */
function richTextWords(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 20 || out.join(' ').length > 200 || typeof value !== 'object' || value === null)
    return out
  const node = value as { text?: unknown; root?: unknown; children?: unknown }
  if (typeof node.text === 'string') out.push(node.text)
  if (node.root) richTextWords(node.root, out, depth + 1)
  if (Array.isArray(node.children))
    for (const child of node.children) richTextWords(child, out, depth + 1)
  return out
}

export function rowSummary(data: unknown): string {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return ''
  const row = data as Record<string, unknown>
  for (const key of NAMING_FIELDS) {
    const value = Object.hasOwn(row, key) ? row[key] : undefined
    if (typeof value === 'string' && value.trim()) return clip(value)
  }
  for (const value of Object.values(row)) {
    const words = richTextWords(value).join(' ').trim()
    if (words) return clip(words)
  }
  for (const key of ['cards', 'items', 'stats', 'actions']) {
    const list = Object.hasOwn(row, key) ? row[key] : undefined
    if (Array.isArray(list) && list.length) {
      const first = rowSummary(list[0])
      if (first) return clip(`${first}${list.length > 1 ? ` and ${list.length - 1} more` : ''}`)
    }
  }
  return ''
}

/**
 * The question asked before a block or row is removed in the admin, naming it by its header
 * ("Text section · Who we are", read from the page, numbers and menu marks trimmed).
 */
export function removalQuestion(header: string, isBlock: boolean): string {
  const name = clip(header.replace(/^\s*\d+\s*/, '').replace(/[\s·]+$/, ''))
  const what = isBlock ? 'block' : 'row'
  return `${name ? `Remove the ${what} “${name}”` : `Remove this ${what}`} and everything in it? After a save it can be brought back only from an earlier version (History).`
}
