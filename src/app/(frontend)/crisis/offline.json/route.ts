import { getCrisisResources } from '@/lib/cms'
import { toCrisisLineIn } from '@domain/crisis/lines'
import { crisisDataVersion } from '@domain/crisis/offline'
import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

/**
 * GET /crisis/offline.json: the version of the crisis data the pages show now, in each language
 * (`versions`, by code; `version`, the default language's), and the languages themselves
 * (`languages`: code, path prefix, date locale and the "Saved on" words, from the one list),
 * which the crisis service worker (public/crisis-sw.js) compares with and keeps in its saved
 * copies on every online visit. Read from the cached crisis data, so it costs no database work
 * and changes as soon as an editor's save revalidates the crisis tag.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const languages = LANGUAGES.map(({ code, prefix, intl }) => ({
    code,
    prefix,
    intl,
    saved: messagesFor(code as Locale).crisisOffline.savedOn,
  }))
  const versions = Object.fromEntries(
    await Promise.all(
      languages.map(async ({ code }) => {
        const locale = code as Locale
        const lines = (await getCrisisResources(locale)).map(toCrisisLineIn(locale))
        return [code, crisisDataVersion(lines)] as const
      }),
    ),
  )
  return Response.json(
    { version: versions[DEFAULT_LOCALE], versions, languages },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
