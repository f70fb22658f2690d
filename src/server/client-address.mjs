// @ts-check
import { isIP } from 'node:net'
import proxyaddr from 'proxy-addr'

/**
 * The client's address, decided by `proxy-addr` (Express's `trust proxy`).
 *
 * `X-Forwarded-For` is only a claim: anyone can send it. A hop in it counts only when the
 * machine that passed the request on to us is a proxy the operator declared, so without
 * TRUSTED_PROXIES the client is the socket's peer and the header is ignored. Per-IP limits
 * (sign-in, password reset, forms, error reports, invitations) key on this address.
 *
 * TRUSTED_PROXIES is either a list of addresses and CIDR ranges, comma separated, with the names
 * `loopback`, `private` (proxy-addr's `uniquelocal`) and `linklocal`; or a number of hops.
 */

/** @typedef {((address: string, hop: number) => boolean) | null} Trust */

/** proxy-addr's names for the ranges TRUSTED_PROXIES may name. @type {Record<string, string>} */
const NAMED = { loopback: 'loopback', private: 'uniquelocal', linklocal: 'linklocal' }

/**
 * Normalises an address as sockets and headers give it: `::ffff:1.2.3.4` is 1.2.3.4, IPv6 may be
 * in brackets, a port may follow an IPv4 address (proxy-addr takes bare addresses only). Returns
 * '' for anything that is not an address.
 * @param {string | undefined} raw
 */
export function normaliseAddress(raw) {
  let value = (raw ?? '').trim()
  if (value.startsWith('['))
    value = value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined)
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value)
  if (mapped) value = mapped[1]
  return isIP(value) ? value.toLowerCase() : ''
}

/**
 * Reads TRUSTED_PROXIES. Throws on an entry it cannot read, so a typo stops the server at start
 * instead of silently trusting nobody (or everybody).
 * @param {string | undefined} setting
 * @returns {Trust}
 */
export function parseTrustedProxies(setting) {
  const value = (setting ?? '').trim()
  if (!value) return null
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    // As Express compiles `trust proxy` = n: the first n hops from the socket are proxies.
    return hops > 0 ? (_address, hop) => hop < hops : null
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  return proxyaddr.compile(
    entries.map((entry) => {
      const named = NAMED[entry.toLowerCase()]
      if (named) return named
      try {
        proxyaddr.compile(entry)
        return entry
      } catch {
        throw new Error(
          `TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range (10.0.0.0/8), loopback, private, linklocal or a number of hops.`,
        )
      }
    }),
  )
}

/**
 * The client's address for a request from `peer` (the socket's remote address) carrying this
 * X-Forwarded-For header (all its values, comma joined).
 * @param {string | undefined} peer
 * @param {string | string[] | undefined} forwardedFor
 * @param {Trust} trust
 * @returns {string}
 */
export function clientAddress(peer, forwardedFor, trust) {
  const socket = normaliseAddress(peer)
  if (!trust) return socket
  const header = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => normaliseAddress(hop) || hop.trim())
    .join(',')
  // Nearest first, up to the first hop that is not a trusted proxy: that one is the client.
  const hops = proxyaddr.all(
    /** @type {import('node:http').IncomingMessage} */ (
      /** @type {unknown} */ ({
        socket: { remoteAddress: socket },
        headers: { 'x-forwarded-for': header },
      })
    ),
    trust,
  )
  const client = hops[hops.length - 1]
  // A malformed entry where the client should be: the nearest address we know is real.
  return isIP(client) ? client : (hops[hops.length - 2] ?? socket)
}

/**
 * Replaces the request's X-Forwarded-For with the one client address decided here, so everything
 * behind this server (Next, Payload, the rate limits in domain/rate-limit.ts) sees only that.
 * @param {import('node:http').IncomingMessage} req
 * @param {Trust} trust
 */
export function resolveClientAddress(req, trust) {
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust)
  delete req.headers['x-real-ip']
  if (address) req.headers['x-forwarded-for'] = address
  else delete req.headers['x-forwarded-for']
}
