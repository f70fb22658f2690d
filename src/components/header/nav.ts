import type { Menu } from '@/payload-types'
import { type Locale, localizeHref } from '@domain/i18n/locales'
import { hasHref } from '@domain/links'

/** The direct links of the header and the mobile menu, in the page's language. */
export const primaryLinks = (
  labels: { home: string; thankYou: string; contact: string },
  locale: Locale,
): { label: string; href: string }[] => [
  { label: labels.home, href: localizeHref('/', locale) },
  { label: labels.thankYou, href: localizeHref('/thank-you', locale) },
  { label: labels.contact, href: localizeHref('/contact', locale) },
]

export type NavBadge = NonNullable<Menu['sections'][number]['items'][number]['badge']>

export type NavItem = {
  name: string
  href: string
  description: string | null
  external: boolean
  badge: NavBadge | null
}

export type NavSection = { title: string; items: NavItem[] }

/** One menu of the `menus` collection, trimmed to what the header and mobile menu show. */
export type NavGroup = {
  key: Menu['key']
  title: string
  buttonLabel: string
  /** Null when the menu heading's page is not published. */
  href: string | null
  showInHeader: boolean
  sections: NavSection[]
  featured: { title: string; description: string | null; href: string } | null
}

export function toNavGroups(menus: Menu[]): NavGroup[] {
  return menus.map((m) => ({
    key: m.key,
    title: m.title,
    buttonLabel: m.buttonLabel,
    href: m.href ?? null,
    showInHeader: Boolean(m.showInHeader),
    sections: m.sections.map((s) => ({
      title: s.title,
      // The data module has left out links that lead nowhere.
      items: s.items.filter(hasHref).map((i) => ({
        name: i.name,
        href: i.href,
        description: i.description || null,
        external: Boolean(i.external),
        badge: i.badge ?? null,
      })),
    })),
    featured:
      m.featured?.title && m.featured.href
        ? {
            title: m.featured.title,
            description: m.featured.description || null,
            href: m.featured.href,
          }
        : null,
  }))
}

export const megaMenuButtonId = (key: string) => `mega-menu-${key}-button`
export const megaMenuPanelId = (key: string) => `mega-menu-${key}-panel`
