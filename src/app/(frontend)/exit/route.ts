import { QUICK_EXIT_URL } from '@domain/constants'

/**
 * Quick exit: clear what this site stored in the browser, then send the visitor to a neutral
 * site. A plain GET, so the "Exit this site" link works without JavaScript. `no-referrer`
 * carries over the redirect, so the neutral site is not told where the visitor came from.
 */
export const dynamic = 'force-dynamic'

function leave() {
  return new Response(null, {
    status: 303,
    headers: {
      Location: QUICK_EXIT_URL,
      'Clear-Site-Data': '"cache", "cookies", "storage"',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  })
}

export const GET = leave
export const POST = leave
