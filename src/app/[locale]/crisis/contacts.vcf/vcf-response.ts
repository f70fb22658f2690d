import { getCrisisResources } from '@/lib/cms'
import { toCrisisLineIn } from '@domain/crisis/lines'
import { crisisLinesVcf } from '@domain/crisis/vcard'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

/** Every published crisis line as a phone contact (vCard 4.0), in the site's language. */
export async function crisisContactsResponse(locale: Locale): Promise<Response> {
  const resources = await getCrisisResources(locale)
  const revised = resources.reduce((latest, r) => Math.max(latest, Date.parse(r.updatedAt) || 0), 0)
  const messages = messagesFor(locale)
  const body = crisisLinesVcf(
    resources.map(toCrisisLineIn(locale)),
    new Date(revised || Date.now()),
    messages.vcard,
  )
  return new Response(body, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${messages.crisisPage.contactsFile}"`,
      'Content-Language': locale,
      'Cache-Control': 'no-cache',
    },
  })
}
