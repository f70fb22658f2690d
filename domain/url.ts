/**
 * The one check for every address an editor or admin stores (links, social profiles, donation
 * and crisis-line websites). Plain TypeScript, so the CMS, the browser and tests share it.
 *
 * Only schemes a field allows get through: never `javascript:`, `data:`, `vbscript:` or any
 * other scheme a browser would run or render in the site's own origin. Site paths (`/about`)
 * are allowed where a field asks for them; `//host` and `/\host` are not paths but other sites.
 */
export type UrlKind = 'https' | 'http' | 'mailto' | 'tel' | 'sms' | 'path' | 'anchor'

/** What the site's own links accept: its pages, web addresses, e-mail and phone links. */
export const LINK_KINDS: readonly UrlKind[] = [
  'path',
  'anchor',
  'https',
  'http',
  'mailto',
  'tel',
  'sms',
]
/** Addresses of other sites only. */
export const WEB_KINDS: readonly UrlKind[] = ['https', 'http']
export const HTTPS_ONLY: readonly UrlKind[] = ['https']

// Control characters and whitespace: browsers drop some of them inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/

function describe(kinds: readonly UrlKind[]): string {
  const parts: string[] = []
  if (kinds.includes('path')) parts.push('a path starting with / (e.g. /about)')
  if (kinds.includes('anchor')) parts.push('a #section on the page')
  if (kinds.includes('https')) parts.push('a full https:// address')
  if (kinds.includes('mailto')) parts.push('mailto:')
  if (kinds.includes('tel')) parts.push('tel:')
  if (kinds.includes('sms')) parts.push('sms:')
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}` : (parts[0] ?? '')
}

/** The kind of `value`, or null when it is none of the kinds a browser may safely follow. */
export function urlKind(value: string): UrlKind | null {
  if (!value || CONTROL_OR_SPACE.test(value)) return null
  if (value.startsWith('/')) return /^\/[/\\]/.test(value) ? null : 'path'
  if (value.startsWith('#')) return 'anchor'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  switch (url.protocol) {
    case 'https:':
    case 'http:':
      return url.hostname ? (url.protocol.slice(0, -1) as UrlKind) : null
    case 'mailto:':
      return 'mailto'
    case 'tel:':
      return 'tel'
    case 'sms:':
      return 'sms'
    default:
      return null
  }
}

/**
 * `true` when `value` is one of `kinds`, else a message that says what to enter.
 * @param label the field's name as the editor sees it, e.g. "Website"
 */
export function checkUrl(value: unknown, kinds: readonly UrlKind[], label = 'Link'): true | string {
  const kind = typeof value === 'string' ? urlKind(value.trim() === value ? value : '') : null
  if (kind && kinds.includes(kind)) return true
  return `${label}: enter ${describe(kinds)}.`
}

/** Whether a link is safe to render with these kinds (for data stored before this check). */
export const isAllowedUrl = (value: unknown, kinds: readonly UrlKind[] = LINK_KINDS): boolean =>
  checkUrl(value, kinds) === true
