import type { Endpoint } from 'payload'
import { readPublicSettings } from '../src/lib/cms/queries'

/** GET /api/web/settings/public — `{ data: { contact_email, phone_number, site_name, … } }`. */
export const publicSettingsEndpoint: Endpoint = {
  path: '/web/settings/public',
  method: 'get',
  handler: async (req) => {
    const data = await readPublicSettings(req.payload)
    return Response.json(
      { data },
      { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } },
    )
  },
}
