import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import type { NextConfig } from 'next'
import { EagerCompileHintPlugin } from './src/build/eager-compile-hint'
import { adminCsp, commonSecurityHeaders, crisisCsp, siteCsp } from './src/lib/security/headers'

const nextConfig: NextConfig = {
  // Always standalone: the Docker image runs it, and tests/e2e/standalone-image.spec.ts proves
  // that image from the same build the other tests use (server.mjs serves either).
  output: 'standalone',
  poweredByHeader: false,
  // server.mjs's own layers run beside the standalone build and read queries with Payload's
  // parser (src/server/public-api.mjs → qs-esm); the tracer sees only what Next bundles.
  outputFileTracingIncludes: { '/*': ['./node_modules/qs-esm/**/*'] },
  // Next's page and data cache: its own file-system cache, or Redis shared by every instance when
  // REDIS_URL is set at run time (src/server/next-cache-handler.mjs).
  cacheHandler: path.resolve('src/server/next-cache-handler.mjs'),
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
      {
        source: '/es/crisis/:path*',
        headers: [{ key: 'Content-Security-Policy', value: crisisCsp }],
      },
      { source: '/es/crisis', headers: [{ key: 'Content-Security-Policy', value: crisisCsp }] },
      // Quick exit: the neutral site must not learn where the visitor came from.
      { source: '/exit', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ]
  },
  experimental: {
    optimizePackageImports: ['lucide-react'],
  },
  webpack(config, { isServer, dev, webpack }) {
    // The scripts every public page starts with are compiled while they stream in (see there).
    if (!isServer && !dev) config.plugins.push(new EagerCompileHintPlugin(webpack))
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
