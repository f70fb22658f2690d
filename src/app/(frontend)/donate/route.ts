import { NextResponse } from 'next/server'
import { getSiteSettings } from '@/lib/cms'

/** /donate is a menu link: it sends visitors to the external donation page from settings. */
export const dynamic = 'force-dynamic'

export async function GET() {
  const { donationUrl } = await getSiteSettings()
  return NextResponse.redirect(donationUrl, { status: 307 })
}
