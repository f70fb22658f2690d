// @ts-check
import { routedPath } from '../../domain/i18n/languages.mjs'

/**
 * Crisis help never waits behind a render (issue 58). Node runs every render on one thread:
 * twenty search pages rendering at once take turns on it, and a visitor's `/crisis` waited behind
 * all of them (p90 3.5 s during one client's flood of random searches). Here, the requests that
 * make Next render (every one the micro cache did not answer) take one of RENDER_SLOTS places;
 * the rest wait in a queue per client, served in turn (round robin), so one client's flood waits
 * behind itself, not in front of everyone. Crisis help and /api/health have a gate of their own
 * (a lane), so they never wait behind those renders: a flood of `/crisis/<random>` (each a
 * not-found render) waits in that lane behind itself. The build's files and public/ never wait.
 *
 * A client with QUEUE_PER_CLIENT requests waiting gets 429 for more; when QUEUE_TOTAL wait in
 * all, 503 (the micro cache then answers a page with its last good copy, or the crisis help page
 * in the visitor's language: src/server/micro-cache.mjs). Both with Retry-After.
 */
export const RENDER_SLOTS = 4
export const QUEUE_PER_CLIENT = 32
export const QUEUE_TOTAL = 256
export const RETRY_AFTER_SECONDS = 5

/**
 * Addresses of crisis help that are no page route of their own: the health check (Payload's
 * REST endpoint) and the public crisis lines (the dialog's data for other sites).
 */
const CRISIS_PATHS = new Set(['/api/health', '/api/public/crisis-lines'])
/** A route of the build whose page is crisis help: a `crisis` segment (src/app/[locale]/crisis). */
const CRISIS_PAGE = /(?:^|\/)crisis(?:\/|$)/
/** The build's content-hashed files, served from disk. */
const BUILD_FILE = /^\/_next\/static\//

/**
 * @typedef {{ page: string, regex: string }} ManifestRoute
 * @typedef {{ staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[] }} RoutesManifest
 */

/** @typedef {'free' | 'crisis' | 'render'} Lane */

/**
 * The lane of a path: `crisis` for the crisis routes of the build's routes manifest (the route
 * Next would give the path, in its own order: static routes by the address, then dynamic routes
 * by the path the language rewrite makes of it, domain/i18n/languages.mjs) and the CRISIS_PATHS;
 * `free` (no gate) for the build's files and the names at the top of public/; `render` for the
 * rest.
 * @param {RoutesManifest} manifest @param {string[]} publicNames
 * @returns {(pathname: string) => Lane}
 */
export function laneOf(manifest, publicNames) {
  /** @param {ManifestRoute[] | undefined} list */
  const routesOf = (list) =>
    (list ?? []).map((r) => ({ crisis: CRISIS_PAGE.test(r.page), regex: new RegExp(r.regex) }))
  const staticRoutes = routesOf(manifest.staticRoutes)
  const dynamicRoutes = routesOf(manifest.dynamicRoutes)
  return (pathname) => {
    if (BUILD_FILE.test(pathname) || publicNames.includes(pathname.split('/')[1] ?? ''))
      return 'free'
    if (CRISIS_PATHS.has(pathname)) return 'crisis'
    const route =
      staticRoutes.find((r) => r.regex.test(pathname)) ??
      dynamicRoutes.find((r) => r.regex.test(routedPath(pathname)))
    return route?.crisis ? 'crisis' : 'render'
  }
}

/**
 * The places and the queues.
 * @param {{ slots?: number, queuePerClient?: number, queueTotal?: number }} [options]
 */
export function createRenderGate({
  slots = RENDER_SLOTS,
  queuePerClient = QUEUE_PER_CLIENT,
  queueTotal = QUEUE_TOTAL,
} = {}) {
  let busy = 0
  let queued = 0
  /** Each waiting client's requests, clients in turn order. @type {Map<string, (() => void)[]>} */
  const queues = new Map()

  const startWaiting = () => {
    while (busy < slots && queues.size > 0) {
      const [client, queue] = /** @type {[string, (() => void)[]]} */ (
        queues.entries().next().value
      )
      queues.delete(client)
      const start = /** @type {() => void} */ (queue.shift())
      queued -= 1
      // To the back of the turn order: the next client goes first.
      if (queue.length > 0) queues.set(client, queue)
      busy += 1
      start()
    }
  }

  return {
    /**
     * Runs `start` now or when a place is free, in the client's turn; `start` must call `leave`
     * once its request is done. Returns why it was refused instead, or null.
     * @param {string} client @param {() => void} start
     * @returns {'client' | 'total' | null}
     */
    enter(client, start) {
      if (busy < slots && queues.size === 0) {
        busy += 1
        start()
        return null
      }
      const queue = queues.get(client) ?? []
      if (queue.length >= queuePerClient) return 'client'
      if (queued >= queueTotal) return 'total'
      queue.push(start)
      queued += 1
      queues.set(client, queue)
      return null
    },
    leave() {
      busy -= 1
      startWaiting()
    },
    get busy() {
      return busy
    },
    get queued() {
      return queued
    },
  }
}

/**
 * The gates as a layer of server.mjs: a request takes a place in its lane's gate (or waits for
 * one) and gives it back when its answer is sent or its client is gone.
 * @param {Record<Exclude<Lane, 'free'>, ReturnType<typeof createRenderGate>>} gates
 * @param {(pathname: string) => Lane} lane
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, go: () => void) => void}
 */
export function renderGateLayer(gates, lane) {
  return (req, res, go) => {
    const which = lane((req.url ?? '/').split('?')[0] ?? '/')
    if (which === 'free') return go()
    const gate = gates[which]
    // The address server.mjs decided (src/server/client-address.mjs), else the socket's.
    const client = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '')
    const refused = gate.enter(client, () => {
      let left = false
      const leave = () => {
        if (left) return
        left = true
        gate.leave()
      }
      res.once('close', leave)
      // Gone while waiting: nothing to render for.
      if (res.destroyed || req.destroyed) return leave()
      go()
    })
    if (!refused) return
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    res.setHeader('Cache-Control', 'no-store')
    res.writeHead(refused === 'client' ? 429 : 503, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end(refused === 'client' ? 'Too many requests at once.\n' : 'The site is busy.\n')
  }
}
