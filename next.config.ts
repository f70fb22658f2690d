import { withPayload } from '@payloadcms/next/withPayload'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { adminCsp, commonSecurityHeaders, crisisCsp, siteCsp } from './src/lib/security/headers'
// Loaded by Next's config loader, which knows no aliases (as ./src/lib/security/headers).
// eslint-disable-next-line house/domain-alias
import { defaultLanguageRewrite, LANGUAGES } from './domain/i18n/languages.mjs'

/**
 * The packages server.mjs's own layers import (Payload's query parser, compression), with
 * everything they depend on: they run beside the standalone build, and Next's tracer follows only
 * what Next itself loads.
 */
function withDependencies(names: string[], seen = new Set<string>()): string[] {
  for (const name of names) {
    if (seen.has(name)) continue
    seen.add(name)
    const manifest = JSON.parse(
      readFileSync(path.join('node_modules', name, 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string> }
    withDependencies(Object.keys(manifest.dependencies ?? {}), seen)
  }
  return [...seen]
}
const SERVER_LAYER_PACKAGES = ['qs-esm', 'compression', 'negotiator', 'lru-cache', 'proxy-addr']

const nextConfig = (phase: string): NextConfig => ({
  // Built standalone: the Docker image runs it, and tests/e2e/standalone-image.spec.ts proves
  // that image from the same build the other tests use (server.mjs serves either). Only at build
  // time: when serving, Next would warn that `next start` does not serve standalone output.
  output: phase === PHASE_PRODUCTION_BUILD ? 'standalone' : undefined,
  poweredByHeader: false,
  // The builds `npm start`, the e2e tier and the bench make (scripts/lib/app.ts) skip the type
  // check (~30 s of a first start): CI runs `npm run typecheck` on its own. `npm run build` and
  // the Docker image still check.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  outputFileTracingIncludes: {
    '/*': [
      ...withDependencies(SERVER_LAYER_PACKAGES).map((name) => `./node_modules/${name}/**/*`),
      // Next's config loader (run by `next()` in server.mjs) resolves these build-time modules
      // before it reads the config; its own standalone server.js skips that through a private
      // variable, which a custom server must not set (docs/decisions/0001-custom-server.md).
      './node_modules/next/dist/compiled/webpack/**/*',
      './node_modules/next/dist/compiled/@babel/runtime/package.json',
    ],
  },
  // Next's page and data cache: its own file-system cache, or Redis shared by every instance when
  // REDIS_URL is set at run time (src/server/next-cache-handler.mjs).
  cacheHandler: path.resolve('src/server/next-cache-handler.mjs'),
  // server.mjs compresses, after it has hashed each page's inline scripts for the CSP.
  compress: false,
  reactStrictMode: true,
  // `next dev` writes its own folder so it never clobbers the production build of `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The image optimiser serves only the site's own uploads (Payload's file route); a file on
  // other storage (S3) is shown as it is (src/lib/media.ts), so no other host is fetched here.
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
    remotePatterns: [],
    qualities: [75],
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
      // Crisis help in every language (domain/i18n/languages.mjs).
      ...LANGUAGES.flatMap(({ prefix }) =>
        [`${prefix}/crisis`, `${prefix}/crisis/:path*`].map((source) => ({
          source,
          headers: [{ key: 'Content-Security-Policy', value: crisisCsp }],
        })),
      ),
      // Quick exit: the neutral site must not learn where the visitor came from.
      { source: '/exit', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ]
  },
  // The default language's addresses (at the root) are the `[locale]` route tree's too
  // (src/app/[locale], decision 0014); after the files, so public/ and /login stay as they are.
  async rewrites() {
    return { beforeFiles: [], afterFiles: [defaultLanguageRewrite()], fallback: [] }
  },
  experimental: {
    optimizePackageImports: ['lucide-react'],
    // Next 16.4 keeps Turbopack's cache between builds by default. Here it costs more than it
    // saves: the same build (CPU user+sys, one machine, 2026-12-07) took 149 CPU-s without it,
    // ~195 writing it from cold (242 MB, 17 s of a quiet build's 78) and 291 reading it warm with
    // nothing changed. CI and a first `npm start` build from cold; `npm run dev` keeps its own.
    turbopackFileSystemCacheForBuild: false,
    // The site's stylesheet (8.3 kB gzip) inline in each page instead of a <link>: on slow 4G a
    // first visit no longer waits a round trip for it before anything paints. Observed LCP
    // (Lighthouse mobile, devtools throttling, median of 3, same machine, one build apart)
    // /, /crisis, /about: 1.83 · 1.72 · 1.78 s → 1.09 · 1.20 · 1.19 s; FCP 1.6 → 1.1–1.2 s.
    // The cost is bytes: the CSS is also in the page's flight data (docs/upgrading.md, Budgets).
    inlineCss: true,
  },
})

/**
 * withPayload asks every path for the `Sec-CH-Prefers-Color-Scheme` client hint with
 * `Critical-CH`, for the admin to render in the editor's colour scheme. A Chromium browser that
 * has not sent the hint yet — every first visit — then requests the page a second time before it
 * reads it (an internal 307): on slow 4G one more round trip (~0.6 s) before anything paints.
 * The public site picks its theme in the browser (src/components/theme), so only the admin asks
 * for the hint. tests/e2e/quality.spec.ts checks both sides on the real build.
 */
function clientHintsForTheAdminOnly(config: NextConfig): NextConfig {
  const payloadHeaders = config.headers
  return {
    ...config,
    async headers() {
      const rules = (await payloadHeaders?.()) ?? []
      return rules.flatMap((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
          ? ['/admin', '/admin/:path*'].map((source) => ({ ...rule, source }))
          : [rule],
      )
    },
  }
}

export default (phase: string) =>
  clientHintsForTheAdminOnly(withPayload(nextConfig(phase), { devBundleServerPackages: false }))
