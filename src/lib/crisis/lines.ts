import type { CrisisResource } from '../../payload-types'
import type { Hours } from './hours'

/** What the browser needs of a crisis resource: the published fields, nothing editorial. */
export type CrisisLine = {
  id: string
  name: string
  description: string
  phone: string | null
  phoneDisplay: string | null
  website: string
  textNumber: string | null
  textKeyword: string | null
  textInstructions: string | null
  availability: string
  hours: Hours | null
  specialization: string[]
  priority: 'critical' | 'high'
  isLgbtqSpecific: boolean
}

export function toCrisisLine(r: CrisisResource): CrisisLine {
  return {
    id: r.slug,
    name: r.name,
    description: r.description,
    phone: r.phone || null,
    phoneDisplay: r.phoneDisplay || r.phone || null,
    website: r.website,
    textNumber: r.textNumber || null,
    textKeyword: r.textKeyword || null,
    textInstructions: r.textInstructions || null,
    availability: r.availability,
    hours: r.hours
      ? {
          is24x7: r.hours.is24x7 ?? null,
          timeZone: r.hours.timeZone ?? null,
          weekly: (r.hours.weekly ?? []).map(({ day, open, close }) => ({ day, open, close })),
        }
      : null,
    specialization: r.specialization ?? [],
    priority: r.priority,
    isLgbtqSpecific: Boolean(r.isLgbtqSpecific),
  }
}

/** "thetrevorproject.org" from "https://www.thetrevorproject.org/get-help/". */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/**
 * Lines to suggest while `line` is closed: callable lines that never close, at most one
 * LGBTQ+-specific (when `line` is) and one for everyone, in display order.
 */
export function alwaysOpenAlternatives(line: CrisisLine, lines: CrisisLine[]): CrisisLine[] {
  const candidates = lines.filter((l) => l.id !== line.id && l.phone && l.hours?.is24x7)
  const specific = line.isLgbtqSpecific ? candidates.find((l) => l.isLgbtqSpecific) : undefined
  const general = candidates.find((l) => !l.isLgbtqSpecific)
  return [specific, general].filter((l): l is CrisisLine => Boolean(l))
}
