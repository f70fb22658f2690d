// @ts-check
/**
 * The production server (`npm start`, the e2e and bench runs, and the Docker image): Next.js with
 * Payload behind the few layers `next start` cannot give this site (docs/upgrading.md lists them,
 * their tests and when each can go; docs/decisions/ has the measurements):
 * - client-address: X-Forwarded-For is replaced by the client address decided from the socket
 *   and TRUSTED_PROXIES (src/server/client-address.mjs), so per-IP limits cannot be dodged;
 * - micro-cache: a one-second cache of cached pages and of the public API's answers for bursts
 *   of visitors, and the build's immutable files kept compressed (src/server/micro-cache.mjs);
 * - render-gate: the requests that make Next render take one of a few places, each client's in
 *   turn, and crisis help has places of its own: it never waits behind them
 *   (src/server/render-gate.mjs);
 * - compression, here because next.config.ts turns Next's off so that
 * - script-hashes can hash each page's inline scripts into the policy instead of 'unsafe-inline'
 *   (src/server/inline-script-csp.mjs).
 * WebSocket upgrades are refused: the site has none (docs/decisions/0001-custom-server.md).
 * Before all of them, request-limits refuses a body over its route's limit before it is read, a
 * path that does not decode and a malformed server action call, with the site's security
 * headers (src/server/request-limits.mjs; always on); a query parameter named like a prototype
 * key is refused there too, and its clocks cut a request that arrives too slowly.
 *
 * Env: PORT (3000), HOSTNAME (0.0.0.0), TRUSTED_PROXIES (none). In the Docker image it runs in
 * Next's standalone output, whose config scripts/standalone-config.ts wrote at build time.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import console from 'node:console'
import process from 'node:process'
import { setTimeout } from 'node:timers'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import compress from 'compression'
import { setDatabaseNotice, setInvalidateHook, setPageListHook } from './domain/process-bridge.mjs'
import { DEFAULT_TIME_ZONE } from './domain/team-zone.mjs'
import { parseTrustedProxies, resolveClientAddress } from './src/server/client-address.mjs'
import { hashInlineScripts } from './src/server/inline-script-csp.mjs'
import { createKnownPages, readRoutes } from './src/server/known-pages.mjs'
import { createMicroCache } from './src/server/micro-cache.mjs'
import { createRenderGate, laneOf, renderGateLayer } from './src/server/render-gate.mjs'
import { appendOnce } from './src/server/append-once.mjs'
import { redirectsNotHeld } from './src/server/redirects-not-held.mjs'
import { loopbackOrigin, startJobTicker } from './src/server/job-ticker.mjs'
import {
  answerClientError,
  guardRequest,
  headersFor,
  SERVER_TIMEOUTS,
} from './src/server/request-limits.mjs'
import { sharedState } from './src/server/shared-state.mjs'

/** What server.mjs adds to Next, each measured in docs/decisions/ (SERVER_LAYERS_OFF below). */
const LAYERS = ['client-address', 'micro-cache', 'render-gate', 'compression', 'script-hashes']

const require = createRequire(import.meta.url)
const dir = path.dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
process.env.NODE_ENV = 'production'
// Payload formats some admin dates on the server in the process's own zone (a version's
// breadcrumb read "1:27 PM (GMT+0)" beside screens in Eastern time): the team's zone, named as
// everywhere else in the admin. The site's own code names its zone in every format it makes.
process.env.TZ ||= DEFAULT_TIME_ZONE

/**
 * SERVER_LAYERS_OFF=micro-cache,compression,…: run without those layers. For measuring what each
 * one is worth (`npm run bench -- --layers`), never for production: two of them are security.
 */
const off = new Set(
  (process.env.SERVER_LAYERS_OFF ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)
for (const name of off) {
  if (!LAYERS.includes(name)) throw new Error(`SERVER_LAYERS_OFF: no layer "${name}" (${LAYERS})`)
  console.warn(`  ! server layer "${name}" is off (SERVER_LAYERS_OFF): for measuring only`)
}
const on = (/** @type {string} */ name) => !off.has(name)

// Native memory (issue 39): libvips's operation cache kept up to 50 MB of decoded images alive
// between uploads and /_next/image requests, and each of its threads (one per core) grew a glibc
// arena of its own; one thread and no cache keeps an image's memory for as long as it is worked
// on (MALLOC_ARENA_MAX=2 in the Dockerfile and scripts/lib/app.ts bounds the arenas).
try {
  const sharp = require('sharp')
  sharp.cache(false)
  sharp.concurrency(1)
} catch {
  // No sharp in this install: Payload and Next then make no image sizes.
}

const next = require('next')
// Next attaches its WebSocket handler to `httpServer` on the first request. The site has no
// WebSockets in production (hot reload is `next dev`'s), so Next gets a server that never
// listens, and every upgrade that reaches the real one is refused below, before any routing.
const app = next({ dev: false, dir, hostname, port, httpServer: createServer() })
const handle = app.getRequestHandler()
await app.prepare()

const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES)
const routesManifest = JSON.parse(
  readFileSync(
    path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'routes-manifest.json'),
    'utf8',
  ),
)
// Unknown addresses share one cached not-found page per language (src/server/known-pages.mjs).
const routes = readRoutes(dir, process.env.NEXT_DIST_DIR || '.next')
const knownPages = createKnownPages(routes)
setPageListHook(knownPages)
const microCache = createMicroCache({ unknownPage: knownPages.notFoundPage })
const renderGate = renderGateLayer(
  { crisis: createRenderGate(), render: createRenderGate() },
  laneOf(routesManifest, routes?.publicNames ?? []),
)
const compression = compress()
const invalidateLocal = () => {
  knownPages.forget()
  microCache.clear()
}
// With REDIS_URL (several instances): every instance hears every content change, its own too
// (src/server/shared-state.mjs), and Next's cache lives in Redis (src/server/next-cache-handler.mjs).
const shared = sharedState()
shared?.onInvalidate(invalidateLocal)
// The revalidation hooks (revalidation/index.ts) call this after every content change, through
// domain/process-bridge.mjs: the micro cache drops what may show the old content, here at once
// and on the other instances through Redis.
setInvalidateHook((tags) => {
  invalidateLocal()
  void shared?.publish(tags)
})

/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} Layer */
/** @type {Layer} */
const nextHandler = (req, res) => {
  appendOnce(res)
  redirectsNotHeld(res)
  handle(req, res).catch((error) => {
    console.error(error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  })
}
/**
 * The layers, outermost first. Each wraps `res` around the one before it, so what Next writes
 * passes through them in reverse: the script hashes are taken from the plain HTML, then it is
 * compressed, then the caches keep the bytes that went out.
 * @type {[string, Layer][]}
 */
const layers = [
  ['micro-cache', (req, res, go) => void microCache.handle(req, res, go)],
  ['render-gate', renderGate],
  ['compression', compression],
  [
    'script-hashes',
    (req, res, go) => {
      hashInlineScripts(req, res)
      go()
    },
  ],
]
const chain = layers
  .filter(([name]) => on(name))
  .reduceRight(
    (/** @type {Layer} */ inner, [, layer]) =>
      (req, res) =>
        layer(req, res, () => inner(req, res, () => {})),
    nextHandler,
  )

// The headers next.config.ts gives each path, for the answers server.mjs makes itself.
const securityHeaders = headersFor(routesManifest.headers)
/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} [continued] the client waits for `100 Continue` (curl does for large bodies):
 *   a body over the limit is refused before it is sent
 */
const listener = (req, res, continued = false) => {
  if (guardRequest(req, res, securityHeaders)) return
  if (continued) res.writeContinue()
  if (on('client-address')) resolveClientAddress(req, trustedProxies)
  chain(req, res, () => {})
}
// A request must arrive whole within 25 s (headers within 10 s), or it is answered 408 and cut.
const server = createServer(SERVER_TIMEOUTS, listener)
server.on('checkContinue', (req, res) => listener(req, res, true))
server.on('clientError', (error, socket) => answerClientError(error, socket, securityHeaders('/')))
// Node closes an idle keep-alive connection after 5 s by default; a client (or a proxy in front)
// that reuses it at that moment gets a reset instead of an answer (CI saw one: ECONNRESET on a
// test's API request). Load balancers keep idle connections up to 60 s, so wait longer than that.
// (The headers clock no longer has to outlast it: it runs from a request's first byte.)
server.keepAliveTimeout = 65_000
server.on('upgrade', (req, socket) => {
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
})
/** @type {{ stop(): void } | undefined} */
let jobTicker
server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname
  console.log(`  ▲ Ready on http://${shown}:${port}`)
  // Started by `npm start` or a test (scripts/lib/app.ts): say that this process is the one
  // listening, so a health answer from another server on the port is never taken for ours.
  process.send?.({ listening: port })
  // Scheduled publishing: this process runs the jobs that are due, through its own server.
  jobTicker = startJobTicker({ origin: loopbackOrigin(hostname, port) })
})
// ... and when that launcher is gone (even killed with -9), stop rather than serve on alone.
process.on('disconnect', () => stop())
// The launcher restarting its embedded database (scripts/lib/embedded-supervisor.ts): /api/health
// says so meanwhile.
process.on('message', (/** @type {{ databaseNotice?: string | null } | null} */ message) => {
  if (message && typeof message === 'object' && 'databaseNotice' in message)
    setDatabaseNotice(message.databaseNotice ?? undefined)
})

const stop = () => {
  jobTicker?.stop()
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
      heapSpacesUsed: spaces,
    })}`,
  )
})
