import { describe, expect, it } from 'vitest'
import {
  clientAddress,
  normaliseAddress,
  parseTrustedProxies,
} from '../../src/server/client-address.mjs'

describe('client address (TRUSTED_PROXIES)', () => {
  it('without trusted proxies is the socket peer, whatever X-Forwarded-For says', () => {
    const trust = parseTrustedProxies(undefined)
    expect(clientAddress('203.0.113.7', '10.77.0.2', trust)).toBe('203.0.113.7')
    expect(clientAddress('203.0.113.7', '10.77.0.3', trust)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:127.0.0.1', '1.2.3.4', parseTrustedProxies(''))).toBe('127.0.0.1')
  })

  it('behind a declared proxy is the nearest hop that is not a trusted proxy', () => {
    const trust = parseTrustedProxies('10.0.0.0/8, 192.0.2.10')
    // The proxy appends the real peer; whatever the client wrote in front is ignored.
    expect(clientAddress('10.0.0.5', '10.77.0.2, 203.0.113.7', trust)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.5', '10.77.0.3, 203.0.113.7', trust)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.5', ['198.51.100.1', '192.0.2.10'], trust)).toBe('198.51.100.1')
    // A request that did not come through a declared proxy: its header counts for nothing.
    expect(clientAddress('203.0.113.9', '10.77.0.2', trust)).toBe('203.0.113.9')
    // Every hop trusted: the furthest one.
    expect(clientAddress('10.0.0.5', '10.1.1.1', trust)).toBe('10.1.1.1')
    // Junk where the client should be: the last real address.
    expect(clientAddress('10.0.0.5', 'not-an-ip', trust)).toBe('10.0.0.5')
  })

  it('understands named ranges, IPv6 and ports', () => {
    const trust = parseTrustedProxies('loopback,private')
    expect(clientAddress('::1', '2001:db8::1', trust)).toBe('2001:db8::1')
    expect(clientAddress('127.0.0.1', '[2001:db8::2]', trust)).toBe('2001:db8::2')
    expect(clientAddress('::ffff:172.20.0.3', '198.51.100.4:5123', trust)).toBe('198.51.100.4')
    expect(normaliseAddress('[::1]:80')).toBe('::1')
    expect(normaliseAddress('nope')).toBe('')
  })

  it('takes a number of hops, as Express does', () => {
    const one = parseTrustedProxies('1')
    expect(clientAddress('172.18.0.2', '10.77.0.2, 203.0.113.7', one)).toBe('203.0.113.7')
    expect(clientAddress('172.18.0.2', undefined, one)).toBe('172.18.0.2')
    const two = parseTrustedProxies('2')
    expect(clientAddress('172.18.0.2', '10.77.0.2, 203.0.113.7, 172.18.0.9', two)).toBe(
      '203.0.113.7',
    )
  })

  it('refuses a setting it cannot read instead of guessing', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/)
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/)
    expect(parseTrustedProxies('0')).toBeNull()
  })
})
