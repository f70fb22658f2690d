import { readFile } from 'node:fs/promises'
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { checkPdf } from './pdf-active-content'

/**
 * Uploads are stored under the extension of the type their bytes are, never the one the uploader
 * typed: a PNG sent as `x.html` or `x.svg` is kept as `x.png` (image/png), so no file of ours is
 * ever served as HTML or SVG by its name, whatever serves it (Payload's file route, a bucket, a
 * CDN). A file whose bytes are none of the allowed types is refused, naming the field.
 *
 * Payload detects the type with file-type too, but keeps the typed extension for files it does
 * not convert, and for bytes it cannot recognise it falls back to the typed extension (HTML named
 * `x.png` passed as a PNG).
 *
 * A PDF that carries JavaScript or other actions of its own is refused too (./pdf-active-content.ts).
 */

/** What the media library takes, by detected type: the extension it is stored under and its name. */
export const MEDIA_TYPES = {
  'image/png': { ext: 'png', label: 'PNG' },
  'image/jpeg': { ext: 'jpg', label: 'JPEG' },
  'image/webp': { ext: 'webp', label: 'WebP' },
  'image/avif': { ext: 'avif', label: 'AVIF' },
  'image/gif': { ext: 'gif', label: 'GIF' },
  'application/pdf': { ext: 'pdf', label: 'PDF' },
} as const satisfies Record<string, { ext: string; label: string }>
export type MediaMimeType = keyof typeof MEDIA_TYPES
export const MEDIA_MIME_TYPES = Object.keys(MEDIA_TYPES) as MediaMimeType[]

const isMediaType = (mime: string | undefined): mime is MediaMimeType =>
  mime !== undefined && Object.hasOwn(MEDIA_TYPES, mime)

/** Longest base name kept, in characters (the whole name stays far below 255 bytes). */
const MAX_BASE_CHARS = 80

/**
 * A file name that is safe on any disk and in any URL, from what the uploader typed: its base
 * (without the typed extension) in letters, digits and `-`/`_`/`.` of any script, never a path,
 * control or formatting character (NUL, `/`, right-to-left overrides), at most MAX_BASE_CHARS, then
 * the detected type's extension. `file.<ext>` when nothing is left.
 */
export function storedFileName(typed: string, ext: string): string {
  const name = typed.normalize('NFC').split(/[\\/]/).pop() ?? ''
  const dot = name.lastIndexOf('.')
  const base = [...(dot > 0 ? name.slice(0, dot) : name)]
    .map((c) => (/[\p{L}\p{M}\p{N}_.-]/u.test(c) ? c : '-'))
    .join('')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
  const short = [...base].slice(0, MAX_BASE_CHARS).join('').replace(/[-.]+$/, '')
  return `${short || 'file'}.${ext}`
}

type UploadedFile = {
  data: Buffer
  mimetype: string
  name: string
  size: number
  tempFilePath?: string
}

/** The type of the file's bytes, or undefined when they are no type file-type knows. */
async function detect(file: UploadedFile) {
  try {
    if (file.tempFilePath && (!file.data || file.data.length === 0))
      return await fileTypeFromFile(file.tempFilePath)
    return await fileTypeFromBuffer(file.data)
  } catch {
    return undefined
  }
}

/** A 400 that names the file field, as Payload's own validation errors do. */
const refuseFile = (message: string) =>
  new ValidationError({ collection: 'media', errors: [{ path: 'file', message }] })

/** Why a PDF's contents are refused, or null when they are plain. */
async function pdfRefusal(file: UploadedFile): Promise<string | null> {
  const bytes =
    file.tempFilePath && (!file.data || file.data.length === 0)
      ? await readFile(file.tempFilePath)
      : file.data
  const check = checkPdf(bytes)
  if (check.ok) return null
  return check.reason === 'active'
    ? `This PDF carries ${check.found}, which a PDF reader may run when the file is opened. Export or print it again as a plain PDF, without scripts or actions, and upload that.`
    : `This PDF cannot be checked for scripts: ${check.found}. Save it again without a password or protection, and upload that.`
}

const allowedList = () =>
  `${MEDIA_MIME_TYPES.slice(0, -1)
    .map((m) => MEDIA_TYPES[m].label)
    .join(', ')} or ${MEDIA_TYPES[MEDIA_MIME_TYPES.at(-1)!].label}`

/** beforeOperation (create, update): the uploaded file renamed and typed by its bytes, or a 400. */
export const storeUnderDetectedType: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file as UploadedFile | undefined
  if (!file) return args
  const detected = await detect(file)
  if (!isMediaType(detected?.mime))
    throw refuseFile(
      `This file's contents are not a ${allowedList()} file${
        detected ? ` (they are ${detected.mime})` : ''
      }, whatever its name says. Upload one of those.`,
    )
  const refusal = detected.mime === 'application/pdf' ? await pdfRefusal(file) : null
  if (refusal) throw refuseFile(refusal)
  file.mimetype = detected.mime
  file.name = storedFileName(file.name, MEDIA_TYPES[detected.mime].ext)
  return args
}
