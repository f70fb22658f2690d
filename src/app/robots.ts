import { siteUrl } from '@domain/site'
import type { MetadataRoute } from 'next'

/** Per request, so the sitemap address follows this server's SERVER_URL. */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/preview'] }],
    sitemap: `${base}/sitemap.xml`,
  }
}
