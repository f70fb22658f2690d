/**
 * The site's links as editors store them (a page of the site, or an address) and the address a
 * visitor's browser gets. Plain TypeScript, shared by the CMS's fields, the data module and tests.
 */
import { type Locale, localizeHref } from './i18n/locales'
import { pathForSlug } from './site'
import { storyPath } from './stories'
import { isAllowedUrl, LINK_KINDS } from './url'

/**
 * What a link points at: a page of this site, a story (/news/…), another address, or (optional
 * links) nothing.
 */
export const LINK_TYPES = ['page', 'story', 'url', 'none'] as const
export type LinkType = (typeof LINK_TYPES)[number]

/** A linked page: its id when not populated (or not readable), else at least its slug. */
export type LinkedPage = number | string | { slug?: string | null } | null | undefined

/** The link fields as stored (see fields/link.ts). Rows stored before link types count as addresses. */
export type StoredLink = {
  linkType?: LinkType | null
  page?: LinkedPage
  /** A linked story, as a linked page. */
  story?: LinkedPage
  /** A section of the linked page ("mission" for /about#mission). */
  anchor?: string | null
  href?: string | null
}

/** A section name of a page: lowercase letters, digits and hyphens, starting with a letter. */
export const ANCHOR_PATTERN = /^[a-z][a-z0-9-]*$/

/**
 * The address of a stored link on a page in `locale`, or null when it leads nowhere a visitor
 * may go: no link, a page that is not published (not populated for the reader) or an address
 * the URL rule refuses. Site paths lead to the same page in `locale`.
 */
export function linkHref(link: StoredLink | null | undefined, locale: Locale): string | null {
  if (!link) return null
  const type = link.linkType ?? (link.href ? 'url' : 'none')
  if (type === 'page') {
    const slug = typeof link.page === 'object' && link.page ? link.page.slug : null
    if (!slug) return null
    const path = localizeHref(pathForSlug(slug), locale)
    return link.anchor && ANCHOR_PATTERN.test(link.anchor) ? `${path}#${link.anchor}` : path
  }
  if (type === 'story') {
    const slug = typeof link.story === 'object' && link.story ? link.story.slug : null
    return slug ? storyPath(slug, locale) : null
  }
  if (type === 'url' && link.href && isAllowedUrl(link.href, LINK_KINDS))
    return localizeHref(link.href, locale)
  return null
}

/**
 * The stored link of a site path, for content written as addresses (the seed): a path whose
 * page (by slug) is in `pageIds` becomes a page link with its #section, anything else stays an
 * address.
 */
export function linkFromHref<Id extends number | string>(
  href: string,
  pageIds: ReadonlyMap<string, Id>,
):
  | { linkType: 'page'; page: Id; anchor: string | null; href: null }
  | { linkType: 'url'; href: string } {
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('?')) {
    const [path, anchor = ''] = href.split('#', 2)
    const slug = path === '/' ? 'home' : path.slice(1)
    const id = pageIds.get(slug)
    if (id !== undefined && (!anchor || ANCHOR_PATTERN.test(anchor)))
      return { linkType: 'page', page: id, anchor: anchor || null, href: null }
  }
  return { linkType: 'url', href }
}

/** A row whose link resolved to an address. */
export const hasHref = <T extends { href?: string | null }>(row: T): row is T & { href: string } =>
  typeof row.href === 'string' && row.href !== ''

/** `row` with `href` set to the address visitors get (null: no link), as the renderers read it. */
export const withResolvedHref = <T extends StoredLink>(row: T, locale: Locale): T => ({
  ...row,
  href: linkHref(row, locale),
})

type MenuLike = StoredLink & {
  sections: (StoredLink & { items: StoredLink[] })[]
  featured?: StoredLink | null
}

/** A menu as visitors get it: every link an address; links that lead nowhere left out. */
export function resolveMenuLinks<M extends MenuLike>(menu: M, locale: Locale): M {
  return {
    ...menu,
    href: linkHref(menu, locale),
    sections: menu.sections
      .map((section) => ({
        ...section,
        items: section.items.map((item) => withResolvedHref(item, locale)).filter(hasHref),
      }))
      .filter((section) => section.items.length > 0),
    featured: menu.featured ? withResolvedHref(menu.featured, locale) : menu.featured,
  }
}

/** A column of the footer as visitors get it: its heading and links with their addresses. */
export type FooterColumn = {
  id?: string | null
  title: string
  links: { id?: string | null; label: string; href: string }[]
}

type StoredFooterColumn = {
  id?: string | null
  title: string
  links?: (StoredLink & { id?: string | null; label: string })[] | null
}

/**
 * The footer's columns (Site settings) as visitors get them: every link an address; links that
 * lead nowhere, and columns left without links, left out.
 */
export function resolveFooterColumns(
  columns: StoredFooterColumn[] | null | undefined,
  locale: Locale,
): FooterColumn[] {
  return (columns ?? [])
    .map(({ id, title, links }) => ({
      id,
      title,
      links: (links ?? [])
        .map(({ id, label, ...link }) => ({ id, label, href: linkHref(link, locale) }))
        .filter(hasHref),
    }))
    .filter((column) => column.links.length > 0)
}

type LayoutBlock = { blockType: string; actions?: StoredLink[] | null; cards?: StoredLink[] | null }

/** A page's blocks as visitors get them: buttons that lead nowhere left out, cards unlinked. */
export function resolveLayoutLinks<B extends LayoutBlock>(layout: B[], locale: Locale): B[] {
  return layout.map((block) => {
    const resolved: B = { ...block }
    if (block.actions)
      resolved.actions = block.actions.map((a) => withResolvedHref(a, locale)).filter(hasHref)
    if (block.cards) resolved.cards = block.cards.map((c) => withResolvedHref(c, locale))
    return resolved
  })
}

/**
 * The address of a rich-text link to a document of the site (Payload's "internal link"): a page
 * or a story in `locale`, or null when it cannot be followed (another collection, or not
 * readable).
 */
export function internalDocHref(
  doc: { relationTo?: string; value?: unknown } | null | undefined,
  locale: Locale,
): string | null {
  if (doc?.relationTo === 'stories')
    return linkHref({ linkType: 'story', story: doc.value as LinkedPage }, locale)
  if (doc?.relationTo !== 'pages') return null
  return linkHref({ linkType: 'page', page: doc.value as LinkedPage }, locale)
}
