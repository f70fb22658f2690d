import { siteUrl } from '@domain/site'
/**
 * Media URLs, in one place: relative paths get the site origin, the thumbnail is
 * preferred where there is one, and files on a cloud storage host (recognised by their https
 * storage prefix) are used exactly as stored.
 */

type SizeName = 'thumbnail' | 'card' | 'hero'

export type MediaLike = {
  url?: string | null
  thumbnailURL?: string | null
  sizes?: Partial<Record<SizeName, { url?: string | null } | null | undefined>> | null
}

/** https prefixes of the object stores a storage adapter may upload to. */
export const CLOUD_STORAGE_PREFIXES = [
  'https://storage.googleapis.com/',
  'https://s3.amazonaws.com/',
  /^https:\/\/[a-z0-9.-]+\.s3[.-]([a-z0-9-]+\.)?amazonaws\.com\//,
  /^https:\/\/[a-z0-9-]+\.blob\.core\.windows\.net\//,
  /^https:\/\/[a-z0-9.-]+\.r2\.(cloudflarestorage\.com|dev)\//,
  /^https:\/\/[a-z0-9-]+\.supabase\.co\/storage\//,
] as const

export function isCloudStorageUrl(url: string): boolean {
  return CLOUD_STORAGE_PREFIXES.some((prefix) =>
    typeof prefix === 'string' ? url.startsWith(prefix) : prefix.test(url),
  )
}

/** The site's origin: the browser's own, or SERVER_URL on the server. */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin
  return siteUrl()
}

/** An absolute URL for a stored path; absolute and cloud-storage URLs come back unchanged. */
export function absoluteMediaUrl(path: string, origin: string = siteOrigin()): string {
  if (isCloudStorageUrl(path) || /^(https?:)?\/\//i.test(path) || /^(data|blob):/i.test(path))
    return path
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/**
 * The URL to show for a media item: a named size when asked for one, else the thumbnail when
 * there is one, else the original. Null when the item has no file (or is only an id).
 */
export function mediaUrl(
  media: MediaLike | number | string | null | undefined,
  options: { size?: SizeName; origin?: string } = {},
): string | null {
  if (!media || typeof media !== 'object') return null
  const path = options.size
    ? (media.sizes?.[options.size]?.url ?? media.url)
    : (media.thumbnailURL ?? media.sizes?.thumbnail?.url ?? media.url)
  return path ? absoluteMediaUrl(path, options.origin) : null
}

/**
 * For next/image: the site's own files as a path (optimised locally, `images.localPatterns`);
 * files elsewhere (S3) are shown as they are — the optimiser fetches from no other host.
 */
export function imageSource(
  url: string,
  origin: string = siteOrigin(),
): {
  src: string
  unoptimized: boolean
} {
  const base = origin.replace(/\/+$/, '')
  if (url.startsWith(`${base}/`)) return { src: url.slice(base.length), unoptimized: false }
  return { src: url, unoptimized: true }
}
