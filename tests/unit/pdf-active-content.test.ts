import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { checkPdf, MAX_INFLATED_BYTES } from '../../collections/Media/pdf-active-content'
import { buildPdf, onePagePdf } from '../helpers/pdf'

/** Real PDFs (tests/helpers/pdf.ts), plain and with their objects in a compressed object stream. */
const BOTH = [{ compressed: false }, { compressed: true }]

describe('checkPdf: what runs when a PDF is opened', () => {
  it('passes a plain PDF, and the open actions that only go to a page', () => {
    for (const options of BOTH) {
      expect(checkPdf(onePagePdf('', [], options)), JSON.stringify(options)).toEqual({ ok: true })
      // LibreOffice and Word write the page to open at as a destination.
      expect(checkPdf(onePagePdf('/OpenAction [3 0 R /XYZ null null 0]', [], options))).toEqual({
        ok: true,
      })
      expect(
        checkPdf(onePagePdf('/OpenAction << /S /GoTo /D [3 0 R /Fit] >>', [], options)),
      ).toEqual({ ok: true })
      // A link in the text is not an action of its own; nor is a word in a string.
      expect(
        checkPdf(
          onePagePdf('/Lang (JavaScript) /Names << /Dests 4 0 R >>', ['<< /JSX 1 >>'], options),
        ),
      ).toEqual({ ok: true })
    }
  })

  it('finds JavaScript, Launch, AA, XFA and RichMedia, in the bytes and in object streams', () => {
    const cases: [string, string[], RegExp][] = [
      ['/OpenAction << /S /JavaScript /JS (app.alert(1)) >>', [], /OpenAction|JavaScript/],
      ['/OpenAction 4 0 R', ['<< /S /JavaScript /JS 5 0 R >>', '(app.alert(1))'], /JavaScript/],
      ['/OpenAction << /S /Launch /F (calc.exe) >>', [], /OpenAction|Launch/],
      ['/OpenAction << /S /URI /URI (https://example.org/track) >>', [], /OpenAction/],
      ['/OpenAction << /S /SubmitForm /F (https://example.org/) >>', [], /OpenAction/],
      [
        '/Names << /JavaScript 4 0 R >>',
        ['<< /Names [(a) 5 0 R] >>', '<< /S /JavaScript /JS (1) >>'],
        /JavaScript/,
      ],
      ['/AcroForm << /Fields [] /XFA 4 0 R >>', ['(<xdp/>)'], /XFA/],
      [
        '',
        ['<< /Type /Annot /Subtype /Widget /AA << /K << /S /JavaScript /JS (1) >> >> >>'],
        /JS|AA/,
      ],
      ['', ['<< /Type /Annot /Subtype /RichMedia /RichMediaContent 5 0 R >>'], /RichMedia/],
    ]
    for (const options of BOTH)
      for (const [catalog, more, found] of cases) {
        const result = checkPdf(onePagePdf(catalog, more, options))
        expect(result, `${catalog} ${more} ${JSON.stringify(options)}`).toMatchObject({
          ok: false,
          reason: 'active',
          found: expect.stringMatching(found),
        })
      }
  })

  it('reads names through #-escapes, odd spacing and no spacing at all', () => {
    for (const catalog of [
      '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>',
      '/Open#41ction<</S/JavaScript/JS(x)>>',
      '/OpenAction\r\n<<\t/S\f/JavaScript\n/JS\r(x)>>',
      '/#4Aava#53cript 4 0 R',
      '/#41#41 4 0 R',
      '/L#61unch 4 0 R',
    ])
      for (const options of BOTH)
        expect(checkPdf(onePagePdf(catalog, ['<< >>'], options)), catalog).toMatchObject({
          ok: false,
          reason: 'active',
        })
  })

  it('refuses what it cannot read rather than pass it unchecked', () => {
    const objStm = (dictionary: string, data: Buffer) =>
      `<< /Type /ObjStm /N 1 /First 4 ${dictionary} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`
    const hidden = Buffer.from('5 0 << /S /JavaScript /JS (x) >>')
    const cases: [string, string[], RegExp][] = [
      // Encrypted: the object stream's bytes are ciphertext.
      ['/Encrypt 6 0 R', [objStm('/Filter /FlateDecode', deflateSync(hidden))], /protected/],
      ['', [objStm('/Filter /ASCIIHexDecode', Buffer.from(hidden.toString('hex')))], /ASCIIHex/],
      ['', [objStm('/Filter [/LZWDecode]', Buffer.from([0x80, 0x0b, 0x60, 0x50]))], /LZW/],
      [
        '',
        [objStm('/Filter /FlateDecode /DecodeParms << /Predictor 12 >>', deflateSync(hidden))],
        /Predictor|Flate/,
      ],
      ['', [objStm('/Filter /FlateDecode', Buffer.from('not zlib at all'))], /decompress/],
      ['', [objStm('/Fi#6Cter /Fl#61teDecode', Buffer.from('nor this'))], /decompress/],
    ]
    for (const [catalog, more, found] of cases)
      expect(checkPdf(buildPdfRaw(catalog, more)), found.source).toMatchObject({
        ok: false,
        reason: 'unreadable',
        found: expect.stringMatching(found),
      })
  })

  it('stops inflating at its bound (a compression bomb)', () => {
    const bomb = deflateSync(Buffer.alloc(MAX_INFLATED_BYTES + 1024, 0x20))
    const result = checkPdf(
      buildPdfRaw('', [
        `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb.toString('latin1')}\nendstream`,
      ]),
    )
    expect(result).toMatchObject({ ok: false, reason: 'unreadable', found: /too large/ })
  })

  it('reads a truncated object stream as far as it goes, and finds what is in it', () => {
    const data = deflateSync(Buffer.from('5 0 << /S /JavaScript /JS (x) >>'))
    const cut = data.subarray(0, data.length - 4) // no checksum: readers still read it
    const result = checkPdf(
      buildPdfRaw('', [
        `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n${cut.toString('latin1')}\nendstream`,
      ]),
    )
    expect(result).toMatchObject({ ok: false, reason: 'active' })
  })

  it('never throws on hostile bytes', () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('%PDF-'),
      Buffer.from('%PDF-1.7\nstream\n'),
      Buffer.from('%PDF-1.7\n1 0 obj << /First 1 /Filter /FlateDecode >> stream\r'),
      Buffer.from(`%PDF-1.7\n${'/'.repeat(100_000)}`),
      Buffer.from(`%PDF-1.7\n${'/OpenAction '.repeat(10_000)}`),
      Buffer.from(`%PDF-1.7\n\0\0\0/JS\0`),
    ])
      expect(() => checkPdf(bytes)).not.toThrow()
    expect(checkPdf(Buffer.from('%PDF-1.7\n\0/JS\0'))).toMatchObject({ ok: false })
  })
})

/** A PDF with objects given as written (streams included), cross-reference table and all. */
function buildPdfRaw(catalog: string, more: string[]) {
  return buildPdf([
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...more,
  ])
}
