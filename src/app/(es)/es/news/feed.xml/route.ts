import { feedPreflight, feedResponse } from '@/lib/cms/feed'

/** The Spanish stories feed (RSS 2.0): src/lib/cms/feed.ts. */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => feedResponse(request, 'es')
export const HEAD = GET
export const OPTIONS = feedPreflight
