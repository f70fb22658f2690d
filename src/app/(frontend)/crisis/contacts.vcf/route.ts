import { getCrisisResources } from '@/lib/cms'
import { toCrisisLine } from '@domain/crisis/lines'
import { crisisLinesVcf } from '@domain/crisis/vcard'

/**
 * GET /crisis/contacts.vcf: every published crisis line as a phone contact (vCard 4.0). Read
 * from the cached crisis data, so a request costs no database work.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const resources = await getCrisisResources()
  const revised = resources.reduce((latest, r) => Math.max(latest, Date.parse(r.updatedAt) || 0), 0)
  const body = crisisLinesVcf(resources.map(toCrisisLine), new Date(revised || Date.now()))
  return new Response(body, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': 'attachment; filename="crisis-lines.vcf"',
      'Cache-Control': 'no-cache',
    },
  })
}
