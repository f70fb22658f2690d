import { getCrisisResources } from '@/lib/cms'
import { toCrisisLine } from '@domain/crisis/lines'
import { crisisDataVersion } from '@domain/crisis/offline'

/**
 * GET /crisis/offline.json: the version of the crisis data the pages show now, which the crisis
 * service worker (public/crisis-sw.js) compares with its saved copy on every online visit. Read
 * from the cached crisis data, so it costs no database work and changes as soon as an editor's
 * save revalidates the crisis tag.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const lines = (await getCrisisResources()).map(toCrisisLine)
  return Response.json(
    { version: crisisDataVersion(lines) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
