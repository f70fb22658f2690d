// next.config.ts imports this file, through Next's config loader rather than the app's bundler.
// eslint-disable-next-line house/domain-alias
import { isHttpsSite } from '../../../domain/site'
/**
 * Security headers for every response. The Content-Security-Policy is static (no per-request
 * nonce), so cached and prerendered pages keep working; Next's inline bootstrap scripts need
 * 'unsafe-inline' for scripts, everything else is locked to our own origin. Crisis pages get a
 * stricter policy: nothing may load from or talk to another origin.
 */
const isHttps = isHttpsSite()

const csp = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([k, v]) => [k, ...v].join(' '))
    .join('; ')

const ANALYTICS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

const base: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
}

export const siteCsp = csp({
  ...base,
  'script-src': ["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'connect-src': ["'self'", ...ANALYTICS],
  'frame-src': ["'self'"],
})

export const crisisCsp = csp({
  ...base,
  'script-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
})

/**
 * The admin (Payload) frames the site for live preview. No eval: the admin and its rich-text
 * editor run without it (docs/security.md). Its 'unsafe-inline' is, as on the site, only the
 * static fallback that server.mjs replaces with the hashes of the page's own inline scripts.
 */
export const adminCsp = csp({
  ...base,
  'script-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
})

export const commonSecurityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // Current browsers ignore it (the CSP does this job); older ones that still filter get the
  // blocking mode, which avoids the selective filter's own leaks. Scanners (wapiti) expect it.
  { key: 'X-XSS-Protection', value: '1; mode=block' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]
