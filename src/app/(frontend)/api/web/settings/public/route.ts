import { getSiteSettings } from '@/lib/cms'
import { publicJson, publicPreflight, publicRefusal } from '@/lib/public-api/respond'
import { toPublicSettings } from '@domain/public-settings'

/**
 * GET /api/web/settings/public — `{ data: { contact_email, phone_number, site_name, … } }`, the
 * public part of the site settings the browser reads on load (docs/public-api.md). From the
 * cached settings (tag `site-settings`, revalidated when an admin saves them). It takes no
 * parameters: any query is refused, so nothing varies the answer.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  if (new URL(request.url).search) return publicRefusal('This address takes no parameters.')
  return publicJson(request, { data: toPublicSettings(await getSiteSettings()) })
}

export const HEAD = GET
export const OPTIONS = publicPreflight
