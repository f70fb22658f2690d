import { feedPreflight, feedResponse } from '@/lib/cms/feed'
import { languageOf, type Locale } from '@domain/i18n/locales'

/** Each language's stories feed (RSS 2.0): src/lib/cms/feed.ts. */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse(request, languageOf((await params).locale).code as Locale)
}
export const HEAD = GET
export const OPTIONS = feedPreflight
