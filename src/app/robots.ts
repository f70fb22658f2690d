import type { MetadataRoute } from 'next'

/** Per request, so the sitemap address follows this server's SERVER_URL. */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = (process.env.SERVER_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/preview'] }],
    sitemap: `${base}/sitemap.xml`,
  }
}
