import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { adminCsp, commonSecurityHeaders, crisisCsp, siteCsp } from './src/lib/security/headers'

const nextConfig: NextConfig = {
  // The Docker image runs the standalone server; `npm start` uses `next start`.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // server.mjs compresses, after it has hashed each page's inline scripts for the CSP.
  compress: false,
  reactStrictMode: true,
  // `next dev` writes its own folder so it never clobbers the production build of `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    remotePatterns: [{ protocol: 'https', hostname: '**' }],
  },
  async headers() {
    // Later rules override earlier ones for the same header.
    return [
      {
        source: '/:path*',
        headers: [...commonSecurityHeaders, { key: 'Content-Security-Policy', value: siteCsp }],
      },
      { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminCsp }] },
      { source: '/admin', headers: [{ key: 'Content-Security-Policy', value: adminCsp }] },
      { source: '/crisis/:path*', headers: [{ key: 'Content-Security-Policy', value: crisisCsp }] },
      { source: '/crisis', headers: [{ key: 'Content-Security-Policy', value: crisisCsp }] },
      // Quick exit: the neutral site must not learn where the visitor came from.
      { source: '/exit', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ]
  },
  experimental: {
    optimizePackageImports: ['lucide-react'],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
