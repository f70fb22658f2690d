import { feedPreflight, feedResponse } from '@/lib/cms/feed'

/** The stories feed (RSS 2.0): src/lib/cms/feed.ts. Spanish: /es/news/feed.xml. */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => feedResponse(request, 'en')
export const HEAD = GET
export const OPTIONS = feedPreflight
