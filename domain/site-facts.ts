/**
 * Figures that depend on today's date: the copyright year and how long the organisation has
 * been at it, counted from the founding year in the site settings. Editors write `{years}`
 * (whole years since the founding year) or `{foundingYear}` in a stats block's heading or
 * intro; a stat marked "years since founding" shows "{years}+".
 */

/** Whole years surely completed since the founding year (the founding month is not known). */
export function yearsSince(foundingYear: number, now: Date): number {
  return Math.max(0, now.getUTCFullYear() - foundingYear - 1)
}

export type SiteFacts = { foundingYear: number; now: Date }

/** "{years}+ years of connection" → "6+ years of connection" (in 2026, founded 2019). */
export function fillSiteFacts(text: string, { foundingYear, now }: SiteFacts): string {
  return text
    .replace(/\{years\}/g, String(yearsSince(foundingYear, now)))
    .replace(/\{foundingYear\}/g, String(foundingYear))
}

type Stat = {
  value?: string | null
  label: string
  yearsSinceFounding?: boolean | null
  showInFooter?: boolean | null
}

/** Stats as shown: a "years since founding" stat counts itself; labels may use the tokens. */
export function resolveStats<T extends Stat>(
  stats: T[] | null | undefined,
  facts: SiteFacts,
): (T & { value: string })[] {
  return (stats ?? []).map((s) => ({
    ...s,
    value: s.yearsSinceFounding
      ? `${yearsSince(facts.foundingYear, facts.now)}+`
      : fillSiteFacts(s.value ?? '', facts),
    label: fillSiteFacts(s.label, facts),
  }))
}

/** The year in the copyright line: this year. */
export const copyrightYear = (now: Date): number => now.getUTCFullYear()
