import type { NextRequest } from 'next/server'
import { eventFileResponse } from '@/lib/cms/event-calendar'
import { feedPreflight } from '@/lib/cms/feed'
import { calendarQuery } from '@domain/events/paths'
import { languageOf, type Locale } from '@domain/i18n/locales'
import { SLUG_PATTERN } from '@domain/site'

/** One event's calendar file ("Add to calendar"), discreet on request: src/lib/cms/event-calendar.ts. */
export const dynamic = 'force-dynamic'

export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string; slug: string }> },
) {
  const { locale, slug } = await params
  const query = calendarQuery(request.nextUrl.searchParams)
  if (!query || query.category || slug.length > 200 || !SLUG_PATTERN.test(slug))
    return new Response('No such calendar.', { status: 404 })
  return eventFileResponse(request, languageOf(locale).code as Locale, slug, query.discreet)
}
export const HEAD = GET
export const OPTIONS = feedPreflight
