import { NextResponse, type NextRequest } from 'next/server'
import {
  CRISIS_LIFELINE_NUMBER,
  EVENTS_PAGING_RATE_LIMIT,
  NEWS_PAGING_RATE_LIMIT,
  SEARCH_RATE_LIMIT,
} from '@domain/constants'
import { fill } from '@domain/i18n/fill'
import { localeOfPath, stripLocale, toLocalePath } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { clientAddressGroup, rateLimit } from '@domain/rate-limit'
import { searchQuery } from '@domain/search/query'
import { NEWS_PATH } from '@domain/stories'
import { EVENTS_FEED_PATH, EVENTS_PATH } from '@domain/events/paths'

/**
 * Per-client budgets for the pages a visitor can make the server render at will (issue 58): a
 * search with words (each new one ranks the index), a page or category of /news and a page or
 * filter of /events, and a category's calendar feed (each unknown one a route run: issue 61). One client
 * asking for many distinct ones gets 429 with Retry-After once over its budget, answered here,
 * before any render; everyone else is not held back. Repeats of one address within a second
 * never get here (server.mjs's micro cache answers them), nor do pages of /news it knows are
 * none (its shared not-found page), so the budget counts renders.
 */
const BUDGETS = {
  search: SEARCH_RATE_LIMIT,
  news: NEWS_PAGING_RATE_LIMIT,
  events: EVENTS_PAGING_RATE_LIMIT,
} as const
export type PageBudget = keyof typeof BUDGETS

/** The parameters that make /events render a list of its own (src/proxy.ts matches the same). */
const EVENTS_QUERY = ['page', 'category', 'mode', 'when']

/** The budget a request to `url` spends, or null (Next's parsing of the query, first values). */
export function pageBudget(url: URL): PageBudget | null {
  const path = stripLocale(url.pathname)
  if (path === '/search')
    return searchQuery(url.searchParams.get('q') ?? undefined) ? 'search' : null
  if (path === NEWS_PATH && (url.searchParams.has('page') || url.searchParams.has('category')))
    return 'news'
  if (path === EVENTS_PATH && EVENTS_QUERY.some((name) => url.searchParams.has(name)))
    return 'events'
  if (path === EVENTS_FEED_PATH && url.searchParams.has('category')) return 'events'
  return null
}

/** Spends one of the client's budget for this page, or answers 429 when it is spent. */
export async function spendPageBudget(request: NextRequest): Promise<NextResponse> {
  const budget = pageBudget(request.nextUrl)
  if (!budget) return NextResponse.next()
  const { max, windowMs } = BUDGETS[budget]
  const limited = await rateLimit(`${budget}:${clientAddressGroup(request.headers)}`, max, windowMs)
  if (limited.ok) return NextResponse.next()
  const refused = tooManyRequests(request.nextUrl.pathname, limited.retryAfterSeconds)
  // server.mjs's micro cache keeps this refusal for the client until Retry-After (BUDGET_HEADER
  // in src/server/micro-cache.mjs): its next requests cost no Next request at all.
  refused.headers.set('x-page-budget', budget)
  return refused
}

/**
 * The 429: a plain page in the visitor's language that keeps crisis help a tap away (a person
 * searching "I want to die" may be the one behind a busy shared address).
 */
export function tooManyRequests(pathname: string, retryAfterSeconds: number): NextResponse {
  const locale = localeOfPath(pathname)
  const t = messagesFor(locale).search
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.tooMany}</title></head>
<body><h1>${t.tooMany}</h1><p>${fill(t.tooManyText, { seconds: String(retryAfterSeconds) })}</p>
<p>${t.helpShort} <a href="tel:${CRISIS_LIFELINE_NUMBER}">${CRISIS_LIFELINE_NUMBER}</a> · <a href="${toLocalePath('/crisis', locale)}">${t.allLines}</a></p></body></html>
`
  return new NextResponse(html, {
    status: 429,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSeconds),
    },
  })
}
