import { getCrisisResources } from '@/lib/cms'
import { toCrisisLineIn } from '@domain/crisis/lines'
import { crisisDataVersion } from '@domain/crisis/offline'
import { LOCALES } from '@domain/i18n/locales'

/**
 * GET /crisis/offline.json: the version of the crisis data the pages show now (`version`, the
 * English pages'; `versions`, each language's, as /es/crisis shows its own), which the crisis
 * service worker (public/crisis-sw.js) compares with its saved copy on every online visit. Read
 * from the cached crisis data, so it costs no database work and changes as soon as an editor's
 * save revalidates the crisis tag.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const versions = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => {
        const lines = (await getCrisisResources(locale)).map(toCrisisLineIn(locale))
        return [locale, crisisDataVersion(lines)] as const
      }),
    ),
  )
  return Response.json(
    { version: versions.en, versions },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
