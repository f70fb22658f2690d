import type { CrisisLine } from './lines'
import { zoneOf } from './hours/schedule'
import { DEFAULT_TIME_ZONE } from './hours/zone'
import { digitsOnly } from './links'
import { currentAndComingOutages, outageTimes } from './outages'
import { fill } from '../i18n/fill'

/**
 * The crisis lines as vCard 4.0 contacts (RFC 6350), for "add to phone": one card per line
 * with its call and text numbers, chat and website, and hours in the note.
 */

/** Text values escape backslash, comma, semicolon and line breaks (RFC 6350 §3.4). */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74 // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** "tel:+18664887386" for a North American number, "tel:988" for a short code. */
export function telUri(number: string): string {
  const digits = digitsOnly(number)
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`
  if (digits.length === 10) return `tel:+1${digits}`
  return `tel:${digits}`
}

/** The contacts file's own words, in the language of the site it comes from. */
export type VcardWords = {
  hours: string
  category: string
  answersOnlyIn: string
  unavailable: string
  /** How dates are written: 'en-US', 'es-US'. */
  dateLocale: string
}
const ENGLISH: VcardWords = {
  hours: 'Hours',
  category: 'Crisis lines',
  answersOnlyIn: 'Answers only in {languages}.',
  unavailable: 'Temporarily unavailable {when}',
  dateLocale: 'en-US',
}

/**
 * "Temporarily unavailable Nov 28, 2026, 2:00 – 6:00 PM EST (Phone system outage)." for each
 * unavailable time not over at `now`, in the line's own zone: a contact is kept long after the
 * download, so it names the times rather than saying "now".
 */
function outageNotes(line: CrisisLine, now: Date, words: VcardWords): string[] {
  const timeZone = (line.hours && zoneOf(line.hours)) ?? DEFAULT_TIME_ZONE
  return currentAndComingOutages(line.outages, now.getTime()).map((o) => {
    const when = outageTimes(Date.parse(o.from), Date.parse(o.until), words.dateLocale, timeZone)
    return `${words.unavailable.replace('{when}', when)}${o.reason ? ` (${o.reason})` : ''}.`
  })
}

function card(line: CrisisLine, revision: string, words: VcardWords, now: Date): string[] {
  const note = [
    ...outageNotes(line, now, words),
    line.description,
    line.answersOnlyIn ? fill(words.answersOnlyIn, { languages: line.answersOnlyIn }) : '',
    line.callInstructions ?? '',
    line.availability ? `${words.hours}: ${line.availability}.` : '',
    line.hoursNote ?? '',
    line.textInstructions ?? '',
    ...line.otherWays.map((w) => w.label),
  ]
    .filter(Boolean)
    .join(' ')
  return [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `UID:urn:crisis-line:${line.id}`,
    'KIND:org',
    `FN:${escapeText(line.name)}`,
    `ORG:${escapeText(line.name)}`,
    ...(line.phone ? [`TEL;VALUE=uri;TYPE="voice":${telUri(line.phone)}`] : []),
    ...(line.textNumber ? [`TEL;VALUE=uri;TYPE="text":${telUri(line.textNumber)}`] : []),
    ...(line.chatUrl ? [`IMPP:${line.chatUrl}`] : []),
    `URL:${line.website}`,
    `CATEGORIES:${escapeText(words.category)}`,
    `NOTE:${escapeText(note)}`,
    `REV:${revision}`,
    'END:VCARD',
  ].map(foldLine)
}

/** Every line as one .vcf file, CRLF line ends as the format requires. */
export function crisisLinesVcf(
  lines: CrisisLine[],
  revisedAt: Date,
  words: VcardWords = ENGLISH,
  now: Date = new Date(),
): string {
  const revision = revisedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  return `${lines.flatMap((line) => card(line, revision, words, now)).join('\r\n')}\r\n`
}
