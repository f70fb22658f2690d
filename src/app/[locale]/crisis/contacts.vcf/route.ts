import { languageOf, type Locale } from '@domain/i18n/locales'
import { crisisContactsResponse } from './vcf-response'

/**
 * GET /crisis/contacts.vcf (and under every language's prefix): every published crisis line as
 * a phone contact (vCard 4.0). Read from the cached crisis data, so a request costs no database
 * work.
 */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return crisisContactsResponse(languageOf((await params).locale).code as Locale)
}
