import type { NavGroup, NavSection } from '@/components/header/nav'

export type FilteredGroup = NavGroup & {
  /** True when the group's own title matched, so all of it is shown. */
  titleMatched: boolean
}

const normalize = (text: string) => text.trim().toLocaleLowerCase('en-US')

/** Case-insensitive "contains" over the given texts. An empty query matches all. */
export function matchesQuery(query: string, ...texts: (string | null | undefined)[]): boolean {
  const q = normalize(query)
  if (!q) return true
  return texts.some((t) => t != null && normalize(t).includes(q))
}

/**
 * The mobile menu search: a group whose title matches is kept whole; otherwise a
 * section whose title matches is kept whole; otherwise only the items whose name or
 * description match. Groups and sections left empty drop out.
 */
export function filterMenuGroups(groups: NavGroup[], query: string): FilteredGroup[] {
  if (!normalize(query)) return groups.map((g) => ({ ...g, titleMatched: false }))
  const result: FilteredGroup[] = []
  for (const group of groups) {
    if (matchesQuery(query, group.title, group.buttonLabel)) {
      result.push({ ...group, titleMatched: true })
      continue
    }
    const sections: NavSection[] = []
    for (const section of group.sections) {
      if (matchesQuery(query, section.title)) {
        sections.push(section)
        continue
      }
      const items = section.items.filter((i) => matchesQuery(query, i.name, i.description))
      if (items.length) sections.push({ ...section, items })
    }
    if (sections.length) result.push({ ...group, sections, titleMatched: false })
  }
  return result
}

/** Top-level links (Home, Take Action tiles …) filtered by their label. */
export function filterLinks<T extends { label: string }>(links: readonly T[], query: string): T[] {
  return links.filter((l) => matchesQuery(query, l.label))
}
