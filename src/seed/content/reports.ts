import type { ReportKind } from '@domain/reports'

/**
 * Demo reports. Their PDFs are written here (no files to ship) and say plainly that they are
 * placeholders. No financial figures are invented: key figures are only the claims the site
 * already makes.
 */

/** A one-page PDF with the given lines of text (Helvetica, WinAnsi: keep to plain ASCII). */
export function minimalPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 720 Td',
    `(${esc(title)}) Tj`,
    '/F1 12 Tf',
    '16 TL',
    'T*',
    ...lines.flatMap((line) => ['T*', `(${esc(line)}) Tj`]),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title (${esc(title)}) /Producer (Website seed) >>`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

export type ReportSeed = {
  title: string
  year: number
  kind: ReportKind
  summary: string
  keyFigures: { value: string; label: string }[]
  /** `alt`/`altEs`: the file's description in English and Spanish. */
  file: { name: string; alt: string; altEs: string; lines: string[] }
}

const placeholderNote = [
  'This is a placeholder document created with the website.',
  'The team replaces it in the admin (Content > Reports) with the published version.',
]

export const seedReports: ReportSeed[] = [
  {
    title: 'Annual Report 2024 (summary)',
    year: 2024,
    kind: 'annual-report',
    summary:
      'An overview of our work in 2024 across SUMMIT, GUIDE, BRIDGE and BUILD, and how our community grew. Placeholder summary: the full report will replace it.',
    keyFigures: [
      { value: '60,000+', label: 'Community members' },
      { value: '166', label: 'Active supporters' },
    ],
    file: {
      name: 'annual-report-2024-summary.pdf',
      alt: 'Annual Report 2024 (summary), PDF document',
      altEs: 'Informe anual 2024 (resumen), documento PDF',
      lines: [
        ...placeholderNote,
        '',
        'Our programs: SUMMIT one-on-one guidance, GUIDE learning resources and podcast,',
        'BRIDGE community spaces, and the BUILD Innovation Lab.',
        'Our community: 60,000+ members; 166 active supporters.',
      ],
    },
  },
  {
    title: 'Annual Report 2023 (summary)',
    year: 2023,
    kind: 'annual-report',
    summary:
      'A look back at 2023: our programs, our community and what we learned. Placeholder summary: the full report will replace it.',
    keyFigures: [],
    file: {
      name: 'annual-report-2023-summary.pdf',
      alt: 'Annual Report 2023 (summary), PDF document',
      altEs: 'Informe anual 2023 (resumen), documento PDF',
      lines: [...placeholderNote],
    },
  },
  {
    title: 'Form 990 for 2023 (placeholder)',
    year: 2023,
    kind: 'form-990',
    summary:
      'Our annual information return to the IRS. Placeholder: the filed return will be published here. Filings of tax-exempt organizations can also be found with the IRS Tax Exempt Organization Search.',
    keyFigures: [],
    file: {
      name: 'form-990-2023-placeholder.pdf',
      alt: 'Form 990 for 2023 (placeholder), PDF document',
      altEs: 'Formulario 990 de 2023 (provisional), documento PDF',
      lines: [
        ...placeholderNote,
        '',
        'Filings of tax-exempt organizations are public and can be found',
        'with the IRS Tax Exempt Organization Search.',
      ],
    },
  },
]
