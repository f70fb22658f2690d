import type { PayloadRequest } from 'payload'

/** The organisation's name for the team e-mails (Site settings), or a stand-in. */
export async function siteName(req: PayloadRequest | undefined): Promise<string> {
  const settings = await req?.payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    .catch(() => null)
  return settings?.siteName || 'Community Network'
}
