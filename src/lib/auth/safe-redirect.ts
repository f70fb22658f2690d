import { ADMIN_HOME_PATH } from '@domain/constants'

const BASE = 'http://same-origin.invalid'

/** A path on this site: one leading slash, no backslash, no control characters, no scheme. */
function isPlainPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(value) &&
    !/^\/[a-z][a-z0-9+.-]*:/i.test(value)
  )
}

/**
 * The `?redirect=` target after sign-in, or `fallback` when it is not a plain path on this
 * site. Every percent-decoding of the value must stay a plain path too, so encoded tricks
 * (`/%2F%2Fevil`, `/%5Cevil`, double encoding) are refused, and so is anything the URL parser
 * would normalise into another origin (`/.//evil` → `//evil`). Sign-in pages themselves are
 * refused to avoid loops.
 */
export function safeRedirectPath(raw: unknown, fallback: string = ADMIN_HOME_PATH): string {
  if (typeof raw !== 'string') return fallback
  const value = raw.trim()
  if (!value || value.length > 2048) return fallback

  let candidate = value
  for (let round = 0; round < 5; round++) {
    if (!isPlainPath(candidate)) return fallback
    let decoded: string
    try {
      decoded = decodeURIComponent(candidate)
    } catch {
      return fallback
    }
    if (decoded === candidate) break
    candidate = decoded
  }

  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  if (!isPlainPath(path)) return fallback
  if (/^\/(login|reset-password|oauth-callback|admin\/log(in|out))(\/|$)/.test(url.pathname))
    return fallback
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return fallback
  return path
}
