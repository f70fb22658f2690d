import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { storedFileName } from '../../collections/Media/detected-type'
import { resetRateLimits } from '@domain/rate-limit'
import { MALFORMED_BODY } from '../../src/lib/http/malformed-body'
import { onePagePdf } from '../helpers/pdf'
import { testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * Uploads are stored under the extension of the type their bytes are (collections/Media/
 * detected-type.ts), through the REST API as the admin sends them and through the Local API,
 * with real bytes.
 */
let payload: Payload
let cookie = ''
const run = Math.random().toString(36).slice(2, 8)
const created: number[] = []
let ip = 0

let png: Buffer
let jpeg: Buffer
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
)
const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
)
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'xref\n0 3\n0000000000 65535 f \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
)

beforeAll(async () => {
  payload = await testPayload()
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer()
  jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#a70' } })
    .jpeg()
    .toBuffer()
  const email = `uploader-${run}@example.org`
  const password = 'uploader-password-1'
  await payload.create({
    collection: 'users',
    data: { name: 'Uploader', email, password, role: 'editor' },
    overrideAccess: true,
  })
  const res = await api('POST', '/api/users/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': '198.51.100.90', Origin: SITE },
  })
  expect(res.status).toBe(200)
  cookie = cookieOf(res.headers)
})

beforeEach(() => {
  resetRateLimits()
})

afterAll(async () => {
  for (const id of created)
    await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => undefined)
})

/** POST /api/media as the admin's upload form sends it. */
async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: `Upload ${name.slice(0, 40)}` }))
  const res = await api('POST', '/api/media', {
    body: form,
    headers: { Cookie: cookie, Origin: SITE, 'X-Forwarded-For': `198.51.100.${++ip}` },
  })
  const doc = res.json?.doc as { id: number; filename: string; mimeType: string } | undefined
  if (doc) created.push(doc.id)
  return { ...res, doc }
}

const onDisk = (filename: string) => existsSync(path.resolve('media', filename))

describe('a multipart body that does not parse', () => {
  it('a NUL in the file name, or a form cut short, answers 400 with what to do; nothing is stored', async () => {
    const boundary = `b${run}`
    const part = (filename: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: image/png\r\n\r\nnot really a png\r\n`
    for (const [label, raw] of [
      ['NUL in the file name', `${part(`nul-${run}\u0000.png`)}--${boundary}--\r\n`],
      ['cut short', part(`short-${run}.png`).slice(0, 60)],
    ] as const) {
      const res = await api('POST', '/api/media', {
        raw,
        headers: {
          Cookie: cookie,
          Origin: SITE,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'X-Forwarded-For': `198.51.100.${++ip}`,
        },
      })
      expect(res.status, label).toBe(400)
      expect(res.json?.errors?.[0]?.message, label).toBe(MALFORMED_BODY)
    }
    const { totalDocs } = await payload.count({
      collection: 'media',
      where: { filename: { like: run } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('uploads are stored under the type of their bytes', () => {
  it('a PNG named x.html is stored as x.png, image/png', async () => {
    const res = await upload(png, `x-${run}.html`, 'text/html')
    expect(res.status).toBe(201)
    expect(res.doc).toMatchObject({ filename: `x-${run}.png`, mimeType: 'image/png' })
    expect(onDisk(res.doc!.filename)).toBe(true)
    expect(onDisk(`x-${run}.html`)).toBe(false)
  })

  it('a PNG named x.svg, and a JPEG named x.png, take their own extension', async () => {
    const svgNamed = await upload(png, `s-${run}.svg`, 'image/svg+xml')
    expect(svgNamed.status).toBe(201)
    expect(svgNamed.doc).toMatchObject({ filename: `s-${run}.png`, mimeType: 'image/png' })
    const jpegNamed = await upload(jpeg, `j-${run}.png`, 'image/png')
    expect(jpegNamed.status).toBe(201)
    expect(jpegNamed.doc).toMatchObject({ filename: `j-${run}.jpg`, mimeType: 'image/jpeg' })
  })

  it('a PDF keeps .pdf, even named .exe', async () => {
    const res = await upload(PDF, `report-${run}.exe`, 'application/octet-stream')
    expect(res.status).toBe(201)
    expect(res.doc).toMatchObject({ filename: `report-${run}.pdf`, mimeType: 'application/pdf' })
  })

  it('bytes of no allowed type are refused with a 400 naming the field', async () => {
    for (const [bytes, name, type] of [
      [SVG, `svg-${run}.png`, 'image/png'],
      [SVG_WITH_SCRIPT, `svg2-${run}.png`, 'image/png'],
      [HTML, `page-${run}.png`, 'image/png'],
      [HTML, `page-${run}.html`, 'text/html'],
      [SVG, `plain-${run}.svg`, 'image/svg+xml'],
      [Buffer.from('just text'), `t-${run}.jpg`, 'image/jpeg'],
    ] as const) {
      const res = await upload(bytes, name, type)
      expect(res.status, name).toBe(400)
      const error = res.json?.errors?.[0] as
        { message: string; data?: { errors?: { path: string; message: string }[] } } | undefined
      expect(error?.data?.errors?.[0]?.path, name).toBe('file')
      expect(error?.data?.errors?.[0]?.message, name).toMatch(/not a PNG, JPEG, .* or PDF file/)
      expect(res.text).not.toMatch(/Something went wrong/)
    }
    const { totalDocs } = await payload.count({
      collection: 'media',
      where: { filename: { like: run } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(created.length)
  })

  it('hostile names: NUL, very long, ../, unicode, right-to-left override', async () => {
    const cases: [string, RegExp][] = [
      [`${'a'.repeat(300)}${run}.png`, /^a{80}\.png$/],
      [`../../etc/passwd-${run}.png`, new RegExp(`^passwd-${run}\\.png$`)],
      [`..\\..\\win-${run}.png`, new RegExp(`^win-${run}\\.png$`)],
      [`café-日本-${run}.png`, new RegExp(`^café-日本-${run}\\.png$`)],
      [`evil\u202Egnp-${run}.html`, new RegExp(`^evil-gnp-${run}\\.png$`)],
      [`.htaccess`, /^htaccess\.png$|^file\.png$|^htaccess-?\d*\.png$/],
    ]
    for (const [name, expected] of cases) {
      const res = await upload(png, name, 'image/png')
      expect(res.status, JSON.stringify(name)).toBe(201)
      expect(res.doc!.filename, JSON.stringify(name)).toMatch(expected)
      expect([...res.doc!.filename].some((c) => c < ' ' || '/\\\u202E'.includes(c))).toBe(false)
      expect(onDisk(res.doc!.filename)).toBe(true)
    }
  })

  it('through the Local API too (a NUL in a name), and on replacing a file', async () => {
    // Over REST a NUL in the multipart header is refused by the parser before Payload sees it.
    const nul = await payload.create({
      collection: 'media',
      data: { alt: 'NUL' },
      file: { data: png, name: `nul\u0000${run}.html`, mimetype: 'text/html', size: png.length },
      overrideAccess: true,
    })
    created.push(nul.id)
    expect(nul.filename).toBe(`nul-${run}.png`)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Local upload' },
      file: { data: png, name: `local-${run}.svg`, mimetype: 'image/svg+xml', size: png.length },
      overrideAccess: true,
    })
    created.push(doc.id)
    expect(doc).toMatchObject({ filename: `local-${run}.png`, mimeType: 'image/png' })
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Local SVG' },
        file: { data: SVG, name: `local2-${run}.png`, mimetype: 'image/png', size: SVG.length },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'file' }] } })
    const replaced = await payload.update({
      collection: 'media',
      id: doc.id,
      data: {},
      file: { data: jpeg, name: `local3-${run}.html`, mimetype: 'text/html', size: jpeg.length },
      overrideAccess: true,
    })
    expect(replaced).toMatchObject({ filename: `local3-${run}.jpg`, mimeType: 'image/jpeg' })
  })
})

describe('PDFs: refused when they carry actions of their own, else served as a download', () => {
  const errorOf = (res: { json: unknown }) =>
    (res.json as { errors?: { data?: { errors?: { path: string; message: string }[] } }[] })
      ?.errors?.[0]?.data?.errors?.[0]

  it('a PDF with JavaScript, a Launch or an open action is a 400 naming the file field', async () => {
    const cases: [string, Buffer][] = [
      ['open-js', onePagePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
      // The catalog inside a compressed object stream, as modern writers save it.
      [
        'hidden-js',
        onePagePdf('/OpenAction 4 0 R', ['<< /S /JavaScript /JS (app.alert(1)) >>'], {
          compressed: true,
        }),
      ],
      ['escaped-js', onePagePdf('/Names << /J#61vaScript 4 0 R >>', ['<< /Names [] >>'])],
      ['launch', onePagePdf('/OpenAction << /S /Launch /F (cmd.exe) >>')],
      ['page-aa', onePagePdf('', ['<< /Type /Annot /AA << /O 5 0 R >> >>', '<< /S /URI >>'])],
    ]
    for (const [label, bytes] of cases) {
      const res = await upload(bytes, `${label}-${run}.pdf`, 'application/pdf')
      expect(res.status, label).toBe(400)
      expect(errorOf(res)?.path, label).toBe('file')
      expect(errorOf(res)?.message, label).toMatch(/^This PDF carries .* Export or print it again/)
    }
    const { totalDocs } = await payload.count({
      collection: 'media',
      where: { filename: { like: `js-${run}` } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
    // Through the Local API too.
    const bytes = cases[0][1]
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Script' },
        file: {
          data: bytes,
          name: `local-js-${run}.pdf`,
          mimetype: 'application/pdf',
          size: bytes.length,
        },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'file' }] } })
  })

  it('a plain PDF is taken and served as an attachment; a picture is shown inline', async () => {
    for (const options of [{ compressed: false }, { compressed: true }]) {
      const pdf = onePagePdf('/OpenAction [3 0 R /Fit]', [], options)
      const res = await upload(pdf, `plain-${options.compressed}-${run}.pdf`, 'application/pdf')
      expect(res.status).toBe(201)
      const served = await api('GET', `/api/media/file/${res.doc!.filename}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('application/pdf')
      expect(served.headers.get('content-disposition')).toBe('attachment')
      expect(Buffer.from(served.text, 'latin1').length).toBeGreaterThan(0)
    }
    const picture = await upload(png, `inline-${run}.png`, 'image/png')
    const served = await api('GET', `/api/media/file/${picture.doc!.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('content-disposition')).toBeNull()
  })
})

describe('storedFileName', () => {
  it('is the typed base in safe characters with the detected extension', () => {
    expect(storedFileName('photo.HTML', 'png')).toBe('photo.png')
    expect(storedFileName('no-extension', 'jpg')).toBe('no-extension.jpg')
    expect(storedFileName('a b  c!.png', 'png')).toBe('a-b-c.png')
    expect(storedFileName('x.tar.gz', 'pdf')).toBe('x.tar.pdf')
    expect(storedFileName('\u0000', 'png')).toBe('file.png')
    expect(storedFileName('..', 'png')).toBe('file.png')
    expect(storedFileName('/', 'png')).toBe('file.png')
  })
})
