import { describe, expect, it } from 'vitest'
import type { NavGroup } from '@/components/header/nav'
import { filterLinks, filterMenuGroups, matchesQuery } from '@/components/mobile-menu/filter'

const item = (name: string, description: string | null = null) => ({
  name,
  href: `/${name.toLowerCase().replace(/\W+/g, '-')}`,
  description,
  external: false,
  badge: null,
})

const groups: NavGroup[] = [
  {
    key: 'about',
    title: 'About',
    buttonLabel: 'About',
    href: '/about',
    showInHeader: true,
    featured: null,
    sections: [
      {
        title: 'Who We Are',
        items: [item('Our Mission', 'Why belonging matters'), item('Our Team')],
      },
      { title: 'Work With Us', items: [item('Careers', 'Open roles'), item('Press')] },
    ],
  },
  {
    key: 'services',
    title: 'Services & Programs',
    buttonLabel: 'Services',
    href: '/services',
    showInHeader: true,
    featured: null,
    sections: [
      { title: 'Education', items: [item('Ally Training', 'Awareness training for teams')] },
      { title: 'Personal Support', items: [item('SUMMIT', 'One-on-one guidance')] },
    ],
  },
]

describe('mobile menu search', () => {
  it('returns every group unchanged for an empty or blank query', () => {
    expect(filterMenuGroups(groups, '')).toHaveLength(2)
    expect(filterMenuGroups(groups, '   ').map((g) => g.sections.length)).toEqual([2, 2])
  })

  it('matches item names case-insensitively and keeps only matching items', () => {
    const result = filterMenuGroups(groups, 'mIsSiOn')
    expect(result.map((g) => g.key)).toEqual(['about'])
    expect(result[0].sections).toEqual([
      { title: 'Who We Are', items: [item('Our Mission', 'Why belonging matters')] },
    ])
  })

  it('matches item descriptions', () => {
    const result = filterMenuGroups(groups, 'ONE-ON-ONE')
    expect(result).toHaveLength(1)
    expect(result[0].sections[0].items.map((i) => i.name)).toEqual(['SUMMIT'])
  })

  it('keeps a whole section when its title matches', () => {
    const result = filterMenuGroups(groups, 'work with')
    expect(result[0].sections).toHaveLength(1)
    expect(result[0].sections[0].items.map((i) => i.name)).toEqual(['Careers', 'Press'])
  })

  it('keeps a whole group when its title or button label matches', () => {
    const byTitle = filterMenuGroups(groups, 'programs')
    expect(byTitle.map((g) => [g.key, g.titleMatched, g.sections.length])).toEqual([
      ['services', true, 2],
    ])
    expect(filterMenuGroups(groups, 'services')[0].sections).toHaveLength(2)
  })

  it('drops everything when nothing matches', () => {
    expect(filterMenuGroups(groups, 'zebra')).toEqual([])
  })

  it('filters top-level links by label', () => {
    const links = [{ label: 'Home' }, { label: 'Thank You' }, { label: 'Contact' }]
    expect(filterLinks(links, 'thank')).toEqual([{ label: 'Thank You' }])
    expect(filterLinks(links, '')).toHaveLength(3)
    expect(matchesQuery('x', null, undefined)).toBe(false)
  })
})
