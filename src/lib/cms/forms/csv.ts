import { FORM_FIELDS, FORM_KIND_LABELS, type FormKind, isFormKind } from '@domain/forms/definitions'
import { TEAM_TIME_ZONE, wallClockText } from '@domain/team-time'

/** A time column's header names the zone its values are in: the team's. */
const timeHeader = (name: string) => `${name} (${TEAM_TIME_ZONE})`

export type SubmissionRow = {
  id: number
  form: string
  status: string
  name?: string | null
  email?: string | null
  createdAt: string
  data?: unknown
}

/**
 * A CSV cell. Quotes when needed, and defuses values a spreadsheet would run as a formula
 * (a visitor could type "=HYPERLINK(...)" into a form).
 */
export function csvCell(value: unknown): string {
  let s = Array.isArray(value)
    ? value.join('; ')
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : value === null || value === undefined
        ? ''
        : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** CSV text: a header line, then a line per row, each ended by CRLF. */
const toCsv = (lines: unknown[][]) =>
  `${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`

/** Submissions as CSV: fixed columns first, then every field of the forms included. */
export function submissionsToCsv(rows: SubmissionRow[], kinds: FormKind[]): string {
  const dataKeys = [
    ...new Set(kinds.flatMap((kind) => FORM_FIELDS[kind].map((f) => f.key))),
  ].filter((key) => key !== 'name' && key !== 'email')
  const header = ['id', timeHeader('submitted_at'), 'form', 'status', 'name', 'email', ...dataKeys]
  return toCsv([
    header,
    ...rows.map((row) => {
      const data = (row.data && typeof row.data === 'object' ? row.data : {}) as Record<
        string,
        unknown
      >
      return [
        row.id,
        wallClockText(row.createdAt),
        isFormKind(row.form) ? FORM_KIND_LABELS[row.form] : row.form,
        row.status,
        row.name,
        row.email,
        ...dataKeys.map((k) => data[k]),
      ]
    }),
  ])
}

export type SubscriberRow = {
  email: string
  name?: string | null
  language?: string | null
  confirmedAt?: string | null
}

/** Confirmed newsletter subscribers as CSV, with the date each one confirmed (their consent). */
export const subscribersToCsv = (rows: SubscriberRow[]): string =>
  toCsv([
    ['email', 'name', 'language', timeHeader('consent_confirmed_at')],
    ...rows.map((row) => [row.email, row.name, row.language, wallClockText(row.confirmedAt)]),
  ])
