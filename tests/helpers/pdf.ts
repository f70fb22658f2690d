import { deflateSync } from 'node:zlib'

/**
 * Real, small PDF files for tests: the objects given (object 1 the catalog), with a correct
 * cross-reference table — or, `compressed`, every object inside one compressed object stream
 * with a cross-reference stream (PDF 1.5), as modern writers save them.
 */
export function buildPdf(objects: string[], { compressed = false } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  const size = () => parts.reduce((n, p) => n + p.length, 0)
  const add = (num: number, body: Buffer) => {
    offsets[num] = size()
    parts.push(Buffer.from(`${num} 0 obj\n`), body, Buffer.from('\nendobj\n'))
  }
  const stream = (dictionary: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream'),
    ])

  if (!compressed) {
    objects.forEach((body, i) => add(i + 1, Buffer.from(body, 'latin1')))
    const xref = size()
    const rows = objects.map((_, i) => `${String(offsets[i + 1]).padStart(10, '0')} 00000 n \n`)
    parts.push(
      Buffer.from(
        `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows.join('')}` +
          `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
        'latin1',
      ),
    )
    return Buffer.concat(parts)
  }

  const n = objects.length
  const [objStm, xrefStm] = [n + 1, n + 2]
  let header = ''
  let bodies = ''
  objects.forEach((body, i) => {
    header += `${i + 1} ${bodies.length} `
    bodies += `${body}\n`
  })
  const data = Buffer.from(header + bodies, 'latin1')
  add(
    objStm,
    stream(`/Type /ObjStm /N ${n} /First ${header.length} /Filter /FlateDecode`, deflateSync(data)),
  )
  offsets[xrefStm] = size()
  const row = (type: number, field2: number, field3: number) => {
    const b = Buffer.alloc(7)
    b.writeUInt8(type, 0)
    b.writeUInt32BE(field2, 1)
    b.writeUInt16BE(field3, 5)
    return b
  }
  const table = Buffer.concat([
    row(0, 0, 65535),
    ...objects.map((_, i) => row(2, objStm, i)),
    row(1, offsets[objStm], 0),
    row(1, offsets[xrefStm], 0),
  ])
  add(
    xrefStm,
    stream(
      `/Type /XRef /Size ${n + 3} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode`,
      deflateSync(table),
    ),
  )
  parts.push(Buffer.from(`startxref\n${offsets[xrefStm]}\n%%EOF\n`))
  return Buffer.concat(parts)
}

/** A one-page PDF whose catalog has `catalog` added (e.g. an open action), and more objects. */
export function onePagePdf(catalog = '', more: string[] = [], options = {}): Buffer {
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
      ...more,
    ],
    options,
  )
}
