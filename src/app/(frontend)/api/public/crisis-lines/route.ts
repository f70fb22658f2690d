import type { NextRequest } from 'next/server'
import { getCrisisResources } from '@/lib/cms'
import { publicJson, publicPreflight, publicRefusal } from '@/lib/public-api/respond'
import { publicCrisisLines, readCrisisLinesQuery } from '@domain/public-api'

/**
 * GET /api/public/crisis-lines[?tag=…][&locale=es]: the published crisis lines, with their
 * hours and tags, for partners (docs/public-api.md). Read from the cached crisis data (tag
 * `crisis-resources`, revalidated by every save in the admin), so a request costs no database
 * work and an edit shows at once; server.mjs's micro cache shares each answer for a second.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const read = readCrisisLinesQuery(request.nextUrl.searchParams)
  if (!read.ok) return publicRefusal(read.message)
  const resources = await getCrisisResources(read.query.locale)
  return publicJson(request, publicCrisisLines(resources, read.query), {
    'Content-Language': read.query.locale,
  })
}

export const HEAD = GET
export const OPTIONS = publicPreflight
