import { crisisContactsResponse } from './vcf-response'

/**
 * GET /crisis/contacts.vcf: every published crisis line as a phone contact (vCard 4.0). Read
 * from the cached crisis data, so a request costs no database work. Spanish: /es/crisis/contacts.vcf.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return crisisContactsResponse('en')
}
