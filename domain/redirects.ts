/**
 * Redirects: an old address that answers a permanent redirect to where its content is now. Plain
 * TypeScript, shared by the Redirects collection, the data module and tests.
 *
 * An old address is a site path, kept lowercase without a trailing slash. It is looked up only
 * when no page or story has that address, so a document that takes an old address wins. A
 * redirect leads to a document (its address follows later renames, so renames A → B → C send
 * both A and B to C in one hop) or to an address of the one URL rule. Old addresses of the
 * site's fixed parts (/crisis, /admin, /api, …) can never be redirected.
 */
import {
  DEFAULT_LOCALE,
  type Locale,
  localizeHref,
  stripLocale,
  toLocalePath,
} from './i18n/locales'
import { pathForSlug } from './site'
import { RESERVED_SLUGS } from './slug'
import { storyPath } from './stories'
import { eventPath } from './events/paths'
import { checkUrl, type UrlKind } from './url'

/** Where a redirect may lead besides a document: a site path or a web address. */
export const REDIRECT_URL_KINDS: readonly UrlKind[] = ['path', 'https', 'http']
export const MAX_FROM_LENGTH = 300
/** Custom addresses that lead to another old address are followed this many times at most. */
const MAX_HOPS = 5

/** An old address as stored and looked up: trimmed, lowercase, without a trailing slash. */
export const normalizeFromPath = (value: string): string =>
  value.trim().toLowerCase().replace(/\/+$/, '') || '/'

/** Parts of the site whose documents move (a story's or an event's address): old ones redirect. */
const RENAMED_PARTS: readonly string[] = ['news', 'events']

/** Why an old address cannot be redirected, or null. `value` is as the editor typed it. */
export function fromPathReason(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim())
    return 'Old address: enter the path, e.g. /old-page.'
  const path = normalizeFromPath(value)
  if (path.length > MAX_FROM_LENGTH) return `Old address: at most ${MAX_FROM_LENGTH} characters.`
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return 'Old address: a path of this site, starting with / (e.g. /old-page), without the domain.'
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f?#]/.test(path))
    return 'Old address: only the path, without spaces, "?" or "#".'
  const first = stripLocale(path).split('/')[1] ?? ''
  if (
    stripLocale(path) === '/' ||
    (!RENAMED_PARTS.includes(first) && RESERVED_SLUGS.includes(first as never))
  )
    return `Old address: ${path} is a part of the site that is always there; it cannot be redirected.`
  return null
}

/** A redirect's target as the data module reads it (`to` populated to depth 1). */
export type RedirectTarget = {
  type?: 'reference' | 'custom' | null
  reference?: {
    relationTo: 'pages' | 'stories' | 'events'
    value: number | { slug?: string | null } | null
  } | null
  url?: string | null
}

/** The address a redirect leads to in `locale`, or null when it leads nowhere a visitor may go. */
export function targetPath(to: RedirectTarget | null | undefined, locale: Locale): string | null {
  if (to?.type === 'custom')
    return to.url && checkUrl(to.url, REDIRECT_URL_KINDS) === true
      ? localizeHref(to.url, locale)
      : null
  const ref = to?.reference
  const slug = ref && typeof ref.value === 'object' && ref.value ? ref.value.slug : null
  if (!ref || !slug) return null
  if (ref.relationTo === 'stories') return storyPath(slug, locale)
  if (ref.relationTo === 'events') return eventPath(slug, locale)
  return toLocalePath(pathForSlug(slug), locale)
}

/** The old addresses and where each leads, as the data module keeps them. */
export type RedirectMap = ReadonlyMap<string, RedirectTarget>

/**
 * Where an address of no page leads, in the visitor's language, or null: the old address in
 * that language itself first (`/es/old`), then the default language's (`/old`, to its target's
 * address in the visitor's language).
 * A page or story target is final (its address is where it is now); a custom address that is
 * itself an old address (and no live page, `isLive`) is followed, up to five times; a chain that
 * comes back on itself leads nowhere.
 */
export function findRedirect(
  redirects: RedirectMap,
  path: string,
  locale: Locale,
  isLive: (path: string) => boolean = () => false,
): string | null {
  const seen = new Set<string>()
  let current = normalizeFromPath(path)
  let found: string | null = null
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const candidates = locale === DEFAULT_LOCALE ? [current] : [current, stripLocale(current)]
    const key = candidates.find((c) => redirects.has(c))
    if (!key) break
    if (seen.has(key)) return null
    seen.add(key)
    const target = redirects.get(key)
    const next = targetPath(target, locale)
    if (!next) break
    found = next
    // A document's address is where it is now: the end of the chain.
    if (target?.type !== 'custom') break
    const nextPath = next.split(/[?#]/)[0]!
    if (!next.startsWith('/') || next.startsWith('//') || isLive(nextPath)) break
    current = normalizeFromPath(nextPath)
  }
  return found && normalizeFromPath(found) !== normalizeFromPath(path) ? found : null
}
