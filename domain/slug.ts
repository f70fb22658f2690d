/**
 * Page addresses made from titles: "Trans Día & You!" → "trans-dia-and-you". Plain TypeScript,
 * shared by the Pages collection (Payload's slug field) and tests.
 */
import { DEFAULT_LOCALE, LANGUAGES } from './i18n/locales'

/** The words of a text as one slug part: lowercase ASCII letters and digits joined by hyphens. */
const slugPart = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * A page slug of `value`: from a title, one part ("Yes / No" → "yes-no"); from a slug an
 * editor typed, the parts between "/" are kept ("Policy/Privacy Policy" → "policy/privacy-policy").
 * Undefined when nothing is left.
 */
export function slugFromText(value: unknown, { keepSlashes = false } = {}): string | undefined {
  if (typeof value !== 'string') return undefined
  const parts = keepSlashes ? value.split('/') : [value]
  const slug = parts.map(slugPart).filter(Boolean).join('/')
  return slug || undefined
}

/** First path parts the site itself uses (and every language's prefix): a page there could never be reached. */
export const RESERVED_SLUGS: readonly string[] = [
  'admin',
  'api',
  ...LANGUAGES.filter((language) => language.prefix).map((language) => language.prefix.slice(1)),
  'crisis',
  'donate',
  'events',
  'exit',
  'login',
  'menu',
  'news',
  'newsletter',
  'oauth-callback',
  'onboarding',
  'preview',
  'reset-password',
  'search',
  'media',
  'blocks',
  'icons',
]

/** Why a slug cannot be used, or null. */
export function reservedSlugReason(slug: string): string | null {
  const first = slug.split('/')[0]
  return RESERVED_SLUGS.includes(first)
    ? `Slug: /${first} is already a part of the site that is not a page here; choose another address.`
    : null
}

/**
 * The slug Payload's slug field stores (its `slugify`): a slug the editor typed keeps its "/";
 * one made from the title does not. Titles of other languages never move the page: the slug
 * follows the English title only.
 */
export function pageSlugify({
  data,
  locale,
  valueToSlugify,
}: {
  data: { slug?: unknown } | undefined
  locale: string | undefined | null
  valueToSlugify: unknown
}): string | undefined {
  const typed = typeof data?.slug === 'string' && data.slug !== '' && valueToSlugify === data.slug
  if (!typed && locale && locale !== DEFAULT_LOCALE && typeof data?.slug === 'string' && data.slug)
    return data.slug
  return slugFromText(valueToSlugify, { keepSlashes: typed })
}
