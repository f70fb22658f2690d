import type { NextRequest } from 'next/server'
import { eventsFeedResponse } from '@/lib/cms/event-calendar'
import { feedPreflight } from '@/lib/cms/feed'
import { calendarQuery } from '@domain/events/paths'
import { languageOf, type Locale } from '@domain/i18n/locales'

/** Each language's calendar feed of events (RFC 5545): src/lib/cms/event-calendar.ts. */
export const dynamic = 'force-dynamic'

export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  const locale = languageOf((await params).locale).code as Locale
  const query = calendarQuery(request.nextUrl.searchParams)
  if (!query) return new Response('No such calendar.', { status: 404 })
  return eventsFeedResponse(request, locale, query)
}
export const HEAD = GET
export const OPTIONS = feedPreflight
