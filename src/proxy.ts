import { NextResponse, type NextRequest } from 'next/server'
import { safeRedirectPath } from './lib/auth/safe-redirect'
import { spendPageBudget } from './lib/security/page-budget'
import { ADMIN_HOME_PATH } from '@domain/constants'

/**
 * The admin route guard and the team's admin URLs; per-client budgets of searches, /news and
 * /events pages (src/lib/security/page-budget.ts).
 *
 * - A visitor without a session cookie is sent to /login with the way back (307, so the
 *   history entry is replaced). A cookie that turns out to be invalid or expired is caught by
 *   Payload (or the team views), which send to /admin/login, which comes here and goes to
 *   /login too. The real check is always Payload's, on the server.
 * - The spec's admin URLs that Payload serves under other names are redirected to them.
 */
const SESSION_COOKIE = 'payload-token'

const ALIASES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^\/admin\/?$/, () => ADMIN_HOME_PATH],
  [/^\/admin\/users\/?$/, () => '/admin/collections/users'],
  [/^\/admin\/users\/new\/?$/, () => '/admin/collections/users/create'],
  [/^\/admin\/users\/edit\/([^/]+)\/?$/, (m) => `/admin/collections/users/${m[1]}`],
  [/^\/admin\/content\/?$/, () => '/admin/collections/pages'],
  [/^\/admin\/assets\/?$/, () => '/admin/collections/media'],
  [/^\/admin\/settings\/?$/, () => '/admin/globals/site-settings'],
]

/** Payload screens that must stay reachable without a session. */
const PUBLIC_ADMIN = /^\/admin\/(create-first-user|logout|logout-inactivity|unauthorized)(\/|$)/

function redirectTo(request: NextRequest, pathname: string, search = '') {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  url.search = search
  return NextResponse.redirect(url, 307)
}

const loginSearch = (target: string | null) =>
  target ? `?${new URLSearchParams({ redirect: target })}` : ''

export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (!/^\/admin(\/|$)/.test(request.nextUrl.pathname)) return spendPageBudget(request)
  return guardAdmin(request)
}

function guardAdmin(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl

  // Payload's own sign-in, forgot and reset screens → the site's.
  if (/^\/admin\/login\/?$/.test(pathname)) {
    const target = searchParams.get('redirect')
    const safe = target ? safeRedirectPath(target, '') : ''
    return redirectTo(request, '/login', loginSearch(safe || null))
  }
  if (/^\/admin\/forgot\/?$/.test(pathname)) return redirectTo(request, '/login/forgot')
  const reset = pathname.match(/^\/admin\/reset\/([^/]+)\/?$/)
  if (reset)
    return redirectTo(request, '/reset-password', `?${new URLSearchParams({ token: reset[1] })}`)

  if (PUBLIC_ADMIN.test(pathname)) return NextResponse.next()

  if (!request.cookies.get(SESSION_COOKIE)?.value) {
    return redirectTo(request, '/login', loginSearch(safeRedirectPath(`${pathname}${search}`)))
  }

  for (const [pattern, target] of ALIASES) {
    const match = pathname.match(pattern)
    if (match) return redirectTo(request, target(match), search)
  }
  return NextResponse.next()
}

// Searches with a query, /news with a page or category, /events with a page or filter and a
// category's calendar feed, in every language (page-budget.ts
// checks the prefix against the site's languages). Literal values: Next reads them at build.
export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    { source: '/search', has: [{ type: 'query', key: 'q' }] },
    { source: '/:locale/search', has: [{ type: 'query', key: 'q' }] },
    { source: '/news', has: [{ type: 'query', key: 'page' }] },
    { source: '/:locale/news', has: [{ type: 'query', key: 'page' }] },
    { source: '/news', has: [{ type: 'query', key: 'category' }] },
    { source: '/:locale/news', has: [{ type: 'query', key: 'category' }] },
    { source: '/events', has: [{ type: 'query', key: 'page' }] },
    { source: '/:locale/events', has: [{ type: 'query', key: 'page' }] },
    { source: '/events', has: [{ type: 'query', key: 'category' }] },
    { source: '/:locale/events', has: [{ type: 'query', key: 'category' }] },
    { source: '/events', has: [{ type: 'query', key: 'mode' }] },
    { source: '/:locale/events', has: [{ type: 'query', key: 'mode' }] },
    { source: '/events', has: [{ type: 'query', key: 'when' }] },
    { source: '/:locale/events', has: [{ type: 'query', key: 'when' }] },
    { source: '/events/calendar.ics', has: [{ type: 'query', key: 'category' }] },
    { source: '/:locale/events/calendar.ics', has: [{ type: 'query', key: 'category' }] },
  ],
}
