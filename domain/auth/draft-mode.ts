/**
 * Next's draft-mode cookie. Its value is the same for every visitor and stays valid until the
 * next build, so it is never proof of anything on its own: draft pages also need a team
 * member's valid session (getPreviewPage in src/lib/cms), and signing out clears it.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * A Set-Cookie value that removes the draft-mode cookie, with the attributes Next sets it with
 * (a Secure cookie can only be replaced by a Secure one).
 */
export function expiredDraftModeCookie(production = process.env.NODE_ENV !== 'development') {
  return [
    `${DRAFT_MODE_COOKIE}=`,
    'Path=/',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'Max-Age=0',
    'HttpOnly',
    production ? 'SameSite=None' : 'SameSite=Lax',
    ...(production ? ['Secure'] : []),
  ].join('; ')
}
