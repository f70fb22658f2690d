/**
 * Text for the site search: what of a document is searched, in plain words, and how a query and
 * that text are compared (lowercase, without accents, so "educacion" finds "educación").
 */

/** Lowercase, accents removed, anything but letters and digits a single space. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Keys of CMS content whose string values are words a visitor reads. */
const WORD_KEYS = new Set([
  'title',
  'heading',
  'subheading',
  'eyebrow',
  'intro',
  'body',
  'description',
  'summary',
  'question',
  'answer',
  'content',
  'text',
  'label',
  'name',
  'textInstructions',
  'callInstructions',
  'hoursNote',
])

/**
 * The words of a document's fields, blocks and rich text (Lexical's `text` nodes), in reading
 * order, at most `max` characters. Addresses, ids, block types and settings are left out.
 */
export function plainTextOf(value: unknown, max = 20_000): string {
  const parts: string[] = []
  let length = 0
  const walk = (node: unknown, key: string | null) => {
    if (length >= max) return
    if (typeof node === 'string') {
      if (key && WORD_KEYS.has(key) && node.trim()) {
        parts.push(node.trim())
        length += node.length + 1
      }
      return
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item, key)
      return
    }
    if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) walk(v, k)
  }
  walk(value, null)
  return parts.join(' ').replace(/\s+/g, ' ').slice(0, max)
}

/**
 * About `size` characters of `text` around the first place one of `terms` (normalized words)
 * appears, with "…" where it was cut; the start of the text when none does.
 */
export function excerptOf(text: string, terms: string[], size = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= size) return clean
  // Positions are the same in `clean` and its accent-free lowercase copy when every character
  // normalizes to one: compare character by character.
  const folded = [...clean].map((c) => normalizeForSearch(c) || ' ').join('')
  const at = terms
    .map((t) => folded.indexOf(t))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0]
  const start = at === undefined ? 0 : Math.max(0, at - Math.floor(size / 3))
  const from = start === 0 ? 0 : clean.indexOf(' ', start) + 1 || start
  const cut = clean.slice(from, from + size)
  const end = from + size < clean.length ? cut.slice(0, cut.lastIndexOf(' ')) : cut
  return `${from > 0 ? '…' : ''}${end}${from + size < clean.length ? '…' : ''}`
}
