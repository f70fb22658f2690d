import { getCrisisResources } from '@/lib/cms'
import { toCrisisLineIn } from '@domain/crisis/lines'
import { crisisLinesVcf } from '@domain/crisis/vcard'
import { languageOf, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

/**
 * GET /crisis/contacts.vcf (and under every language's prefix): every published crisis line as
 * a phone contact (vCard 4.0), in the page's language. Read from the cached crisis data, so a
 * request costs no database work.
 */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = languageOf((await params).locale).code as Locale
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
