import { crisisContactsResponse } from '@/app/(frontend)/crisis/contacts.vcf/vcf-response'

/** GET /es/crisis/contacts.vcf: the crisis lines as phone contacts, in Spanish. */
export const dynamic = 'force-dynamic'

export function GET() {
  return crisisContactsResponse('es')
}
