/** The kinds of report the financial transparency pages list, with the name people read. */
export const REPORT_KINDS = {
  'annual-report': 'Annual report',
  'form-990': 'Form 990',
  'audited-statements': 'Audited financial statements',
} as const
export type ReportKind = keyof typeof REPORT_KINDS
