// @ts-check
/**
 * The production server (`npm start`, the e2e and bench runs, and the Docker image): Next.js with
 * Payload, plus what `next start` cannot do — a script policy with the hashes of each page's
 * inline scripts instead of 'unsafe-inline' (src/server/inline-script-csp.mjs), and a one-second
 * cache of cached pages for bursts of visitors (src/server/micro-cache.mjs), a cache of the public
 * REST reads for anonymous visitors (src/server/api-cache.mjs), and pages whose
 * scripts start after the first paint (src/server/paint-first.mjs). Compression is done
 * here (next.config.ts turns Next's off) so the hashes are taken before it.
 *
 * Every request's X-Forwarded-For is first replaced by the client address decided from the socket
 * and TRUSTED_PROXIES (src/server/client-address.mjs), so per-IP limits cannot be dodged with a
 * made-up header.
 *
 * Env: PORT (3000), HOSTNAME (0.0.0.0), TRUSTED_PROXIES (none). In the Docker image it runs inside Next's standalone
 * output, where the build's config is read from required-server-files.json.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import console from 'node:console'
import process from 'node:process'
import { setTimeout } from 'node:timers'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import { createApiCache, INVALIDATE_HOOK } from './src/server/api-cache.mjs'
import { parseTrustedProxies, resolveClientAddress } from './src/server/client-address.mjs'
import { hashInlineScripts } from './src/server/inline-script-csp.mjs'
import { createMicroCache } from './src/server/micro-cache.mjs'
import { isLoaderScript, runScriptsAfterFirstPaint } from './src/server/paint-first.mjs'
import { sharedState } from './src/server/shared-state.mjs'

const require = createRequire(import.meta.url)
const dir = path.dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
process.env.NODE_ENV = 'production'

// Standalone output has no next.config.ts: use the config the build resolved.
const standalone = !existsSync(path.join(dir, 'next.config.ts'))
let conf
if (standalone) {
  const files = JSON.parse(
    readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'),
  )
  conf = files.config
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf)
}

const next = require('next')
const compression = require('next/dist/compiled/compression')()
const app = next({ dev: false, dir, hostname, port, ...(conf ? { conf } : {}) })
const handle = app.getRequestHandler()
await app.prepare()

const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES)
const microCache = createMicroCache()
const apiCache = createApiCache()
/** @param {string[]} tags */
const invalidateLocal = (tags) => {
  apiCache.invalidate(tags)
  microCache.clear()
}
// With REDIS_URL (several instances): every instance hears every content change, its own too
// (src/server/shared-state.mjs), and Next's cache lives in Redis (src/server/next-cache-handler.mjs).
const shared = sharedState()
shared?.onInvalidate(invalidateLocal)
// The revalidation hooks (revalidation/index.ts) call this after every content change, in this
// process: both caches drop what may show the old content, here at once and on the others
// through Redis.
Object.assign(globalThis, {
  [INVALIDATE_HOOK]: (/** @type {string[]} */ tags) => {
    invalidateLocal(tags)
    void shared?.publish(tags)
  },
})

// Each layer wraps `res` around the one before it, so what Next writes passes through them in
// reverse: the script hashes are taken from the plain HTML, then it is compressed, then the
// micro cache keeps the bytes that went out.
const server = createServer((req, res) => {
  resolveClientAddress(req, trustedProxies)
  void apiCache.handle(req, res, () =>
    microCache.handle(req, res, () =>
      compression(req, res, () => {
        hashInlineScripts(req, res, runScriptsAfterFirstPaint, isLoaderScript)
        handle(req, res).catch((error) => {
          console.error(error)
          if (!res.headersSent) res.statusCode = 500
          res.end()
        })
      }),
    ),
  )
})
server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname
  console.log(`  ▲ Ready on http://${shown}:${port}`)
})

const stop = () => {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// `kill -USR2 <pid>`: where the memory is, for an operator (and the bench) to read in the log.
process.on('SIGUSR2', () => {
  const mb = (/** @type {number} */ n) => Math.round(n / 1024 / 1024)
  const usage = process.memoryUsage()
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_used_size)]),
  )
  console.log(
    `memory (MB): ${JSON.stringify({
      rss: mb(usage.rss),
      heapTotal: mb(usage.heapTotal),
      heapUsed: mb(usage.heapUsed),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      apiCacheKb: Math.round(apiCache.bytes / 1024),
      heapSpacesUsed: spaces,
    })}`,
  )
})
