import type { AnalyticsCategory } from './events'

export type LinkEvent = { category: AnalyticsCategory; action: string; label: string }

const SOCIAL_HOSTS = /(^|\.)(facebook|instagram|linkedin|twitter|x|discord|youtube|tiktok)\.com$/i

/**
 * What a link click means for analytics, from its href alone: a donation, a community (social)
 * link, another external site — or nothing (internal links are counted as page views; mail and
 * phone links are not counted at all).
 */
export function classifyLinkClick(
  href: string,
  origin: string,
  donationUrl: string | null,
  text = '',
): LinkEvent | null {
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const label = text.trim() || url.href
  const isDonation =
    (url.origin === origin && url.pathname === '/donate') ||
    (donationUrl !== null && url.href.replace(/\/$/, '') === donationUrl.replace(/\/$/, ''))
  if (isDonation) return { category: 'Donation', action: 'click', label }
  if (url.origin === origin) return null
  if (SOCIAL_HOSTS.test(url.hostname)) {
    return { category: 'Community', action: 'social_click', label: url.hostname }
  }
  return { category: 'External Link', action: 'click', label: `${url.hostname}${url.pathname}` }
}
