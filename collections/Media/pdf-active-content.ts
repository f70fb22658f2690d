import { constants, inflateSync } from 'node:zlib'

/**
 * What in a PDF runs code or acts on its own when the file is opened, so that an uploaded PDF
 * carrying it is refused (./detected-type.ts) — on top of every PDF being served as a download
 * (./index.ts), never shown inline on the site's origin. A PDF reader runs a document's
 * JavaScript, follows its open action and starts what a Launch action names; a nonprofit's
 * reports and forms need none of it, and a file that does is the classic way in.
 *
 * Found by the names PDF gives them, wherever a dictionary can be: in the file's bytes, and in
 * its compressed object streams (PDF 1.5+ keeps the catalog and the actions there), with every
 * `#xx` escape of a name undone (`/J#53` is `/JS`). An open action that goes to a page (a
 * destination, what LibreOffice and Word write) is kept; one that does anything else is refused
 * when it is written in place, and when it is a reference its target's JavaScript or Launch is
 * found by name. A file whose object streams cannot be read (encrypted, or compressed some other
 * way) cannot be checked, and is refused too: saved again without protection, it can.
 */
const ACTIVE_NAMES: Record<string, string> = {
  JS: 'JavaScript (/JS)',
  JavaScript: 'JavaScript (/JavaScript)',
  AA: 'actions that run on their own (/AA)',
  Launch: 'a Launch action, which starts programs (/Launch)',
  RichMedia: 'embedded media that can run scripts (/RichMedia)',
  XFA: 'an XFA form, which can carry scripts (/XFA)',
}

/** Most bytes the object streams of one file may inflate to (a 10 MB PDF's are far smaller). */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024
/** How far before a `stream` keyword its dictionary is looked for. */
const MAX_DICTIONARY_CHARS = 4096

export type PdfCheck =
  | { ok: true }
  | { ok: false; reason: 'active'; found: string }
  | { ok: false; reason: 'unreadable'; found: string }

// A PDF name: `/` then regular characters (PDF 32000-1 §7.3.5, delimiters and white space end it).
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The names in `text`, decoded, each with the offset just past it. */
function* namesIn(text: string) {
  for (const match of text.matchAll(NAME))
    yield { name: decodeName(match[1]), end: match.index + match[0].length }
}

/** An open action written in place that is not a plain go-to-page. */
function actsOnOpen(text: string, end: number): boolean {
  const rest = text.slice(end, end + MAX_DICTIONARY_CHARS).trimStart()
  if (!rest.startsWith('<<')) return false // a destination `[…]` or a reference `n 0 R`
  const close = rest.indexOf('>>')
  const names = [...namesIn(rest.slice(0, close < 0 ? undefined : close))].map(({ name }) => name)
  const type = names.indexOf('S')
  return !(type >= 0 && names[type + 1] === 'GoTo')
}

/** The first active feature named in `text` (latin1: one character per byte), or null. */
function activeIn(text: string): string | null {
  for (const { name, end } of namesIn(text)) {
    if (Object.hasOwn(ACTIVE_NAMES, name)) return ACTIVE_NAMES[name]
    if (name === 'OpenAction' && actsOnOpen(text, end))
      return 'an action that runs when it is opened (/OpenAction)'
  }
  return null
}

/** The object streams' bytes, inflated, or why they cannot be read. */
function objectStreams(text: string, bytes: Buffer): { texts: string[] } | { unreadable: string } {
  const texts: string[] = []
  let budget = MAX_INFLATED_BYTES
  const encrypted = [...namesIn(text)].some(({ name }) => name === 'Encrypt')
  for (const match of text.matchAll(/\bstream(?:\r\n|\n|\r)/g)) {
    const before = text.slice(Math.max(0, match.index - MAX_DICTIONARY_CHARS), match.index)
    const head = [...before.matchAll(/\d+\s+\d+\s+obj\b/g)].at(-1)
    const dictionary = head ? before.slice(head.index) : before
    const names = [...namesIn(dictionary)].map(({ name }) => name)
    if (!names.includes('ObjStm') && !names.includes('First')) continue
    if (encrypted) return { unreadable: 'it is protected (encrypted)' }
    const filters = names.filter((n) => n.endsWith('Decode') || n === 'Fl' || n === 'Crypt')
    if (filters.length === 0) continue // not compressed: its bytes were read with the file's
    if (filters.some((f) => f !== 'FlateDecode' && f !== 'Fl') || names.includes('Predictor'))
      return { unreadable: `it is compressed as ${filters.join(', ')}` }
    const start = match.index + match[0].length
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1]
    const endstream = text.indexOf('endstream', start)
    const end = length ? start + Number(length) : endstream < 0 ? text.length : endstream
    if (budget <= 0) return { unreadable: 'its compressed parts are too large to check' }
    try {
      const inflated = inflateSync(bytes.subarray(start, end), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: budget,
      })
      budget -= inflated.length
      texts.push(inflated.toString('latin1'))
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      return {
        unreadable: tooLarge
          ? 'its compressed parts are too large to check'
          : 'a part of it does not decompress',
      }
    }
  }
  return { texts }
}

/** Whether a PDF's bytes carry active content (see above), or cannot be checked. */
export function checkPdf(bytes: Buffer): PdfCheck {
  const text = bytes.toString('latin1')
  const found = activeIn(text)
  if (found) return { ok: false, reason: 'active', found }
  const streams = objectStreams(text, bytes)
  if ('unreadable' in streams) return { ok: false, reason: 'unreadable', found: streams.unreadable }
  for (const inner of streams.texts) {
    const hidden = activeIn(inner)
    if (hidden) return { ok: false, reason: 'active', found: hidden }
  }
  return { ok: true }
}
