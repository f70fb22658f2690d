// @ts-check
import { BlockList, isIP } from 'node:net'

/**
 * The client's address, as Express's `trust proxy` decides it.
 *
 * `X-Forwarded-For` is only a claim: anyone can send it. A hop in it counts only when the
 * machine that passed the request on to us is a proxy the operator declared, so without
 * TRUSTED_PROXIES the client is the socket's peer and the header is ignored. Per-IP limits
 * (sign-in, password reset, forms, error reports, invitations) key on this address.
 *
 * TRUSTED_PROXIES is either
 * - a list of addresses and CIDR ranges, comma separated, plus the names `loopback`,
 *   `private` (10/8, 172.16/12, 192.168/16, fc00::/7) and `linklocal`: the client is the first
 *   address, walking back from the socket's peer through X-Forwarded-For, that is not trusted;
 * - or a number of hops: that many proxies in front of us, whatever their addresses.
 */

/** @typedef {{ hops: number } | { list: BlockList } | null} Trust */

/** @type {Record<string, string[]>} */
const NAMED = {
  loopback: ['127.0.0.1/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
}

/**
 * Normalises an address as sockets and headers give it: `::ffff:1.2.3.4` is 1.2.3.4, IPv6 may be
 * in brackets, a port may follow an IPv4 address. Returns '' for anything that is not an address.
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
  if (/^\d+$/.test(value)) return Number(value) > 0 ? { hops: Number(value) } : null
  const list = new BlockList()
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    for (const range of NAMED[entry.toLowerCase()] ?? [entry]) {
      const [address, bits, extra] = range.split('/')
      const ip = normaliseAddress(address)
      const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4'
      const prefix = bits === undefined ? (family === 'ipv6' ? 128 : 32) : Number(bits)
      const max = family === 'ipv6' ? 128 : 32
      if (
        !ip ||
        extra !== undefined ||
        !/^\d*$/.test(bits ?? '') ||
        !(prefix >= 0 && prefix <= max)
      )
        throw new Error(
          `TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range (10.0.0.0/8), loopback, private, linklocal or a number of hops.`,
        )
      list.addSubnet(ip, prefix, family)
    }
  }
  return { list }
}

/**
 * @param {string} address a normalised address
 * @param {BlockList} list
 */
const isTrusted = (address, list) =>
  address !== '' && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')

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
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  // Nearest first: the peer, then X-Forwarded-For from its last (added by the nearest proxy).
  const hops = [
    socket,
    ...header
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
      .reverse()
      .map(normaliseAddress),
  ]
  if ('hops' in trust) {
    const client = hops[Math.min(trust.hops, hops.length - 1)]
    // A malformed entry where the client should be: the nearest address we know is real.
    return client || socket
  }
  for (let i = 0; i < hops.length; i++) {
    if (!hops[i]) return hops[i - 1] ?? socket
    if (!isTrusted(hops[i], trust.list)) return hops[i]
  }
  return hops[hops.length - 1]
}

/**
 * Replaces the request's X-Forwarded-For with the one client address decided here, so everything
 * behind this server (Next, Payload, the rate limits in src/lib/rate-limit.ts) sees only that.
 * @param {import('node:http').IncomingMessage} req
 * @param {Trust} trust
 */
export function resolveClientAddress(req, trust) {
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust)
  delete req.headers['x-real-ip']
  if (address) req.headers['x-forwarded-for'] = address
  else delete req.headers['x-forwarded-for']
}
